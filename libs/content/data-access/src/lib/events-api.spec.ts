import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen, setupStore } from '@portal/data-access';
import { describe, expect, it, vi } from 'vitest';
import { eventsApi } from './events-api';

const { signIn } = setupMockApi();

// The attractions go through the one base query of data-access, which asks again for translated content.
describe('base query', () => {
  it('asks again for an attraction after a change of language', async () => {
    signIn('demo@student.test');
    const store = setupStore(undefined, { reload: vi.fn() });
    const attractions = store.dispatch(eventsApi.endpoints.getAttractions.initiate());
    await attractions;
    const shown = () => eventsApi.endpoints.getAttractions.select()(store.getState()).data?.[1]?.name;
    expect(shown()).toBe('Tower of London');
    store.dispatch(languageChosen('zh-CN'));
    await vi.waitFor(() => expect(shown()).toBe('伦敦塔'));
    attractions.unsubscribe();
  });
});
