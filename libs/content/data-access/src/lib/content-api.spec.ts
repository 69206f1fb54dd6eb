import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen, setupStore } from '@portal/data-access';
import { describe, expect, it, vi } from 'vitest';
import { contentApi } from './content-api';

const { signIn } = setupMockApi();

function loggedInStore(email = 'demo@student.test') {
  signIn(email);
  return { store: setupStore(undefined, { reload: vi.fn() }) };
}

// The content's endpoints go through the one base query of data-access, which asks again for translated content.
describe('base query', () => {
  it('asks again for the translated content on screen after a change of language, and drops the rest', async () => {
    const { store } = loggedInStore();
    const banners = store.dispatch(contentApi.endpoints.getBanners.initiate());
    await banners;
    // Asked for earlier and no longer on screen.
    store.dispatch(contentApi.endpoints.getPromotions.initiate()).unsubscribe();
    await vi.waitFor(() =>
      expect(contentApi.endpoints.getPromotions.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(contentApi.endpoints.getBanners.select()(store.getState()).data?.[0]?.title).toBe(
      'Welcome to London!',
    );

    store.dispatch(languageChosen('ar'));
    await vi.waitFor(() =>
      expect(contentApi.endpoints.getBanners.select()(store.getState()).data?.[0]?.title).toBe(
        'مرحبًا بك في لندن!',
      ),
    );
    expect(contentApi.endpoints.getPromotions.select()(store.getState()).isUninitialized).toBe(true);
    banners.unsubscribe();
  });
});
