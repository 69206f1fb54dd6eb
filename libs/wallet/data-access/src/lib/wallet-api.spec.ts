import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen, setupStore } from '@portal/data-access';
import { describe, expect, it, vi } from 'vitest';
import { walletEndpoints } from './wallet-api';

const { signIn, requestsTo } = setupMockApi();

// The wallet goes through the one base query of data-access, which asks again for translated content.
describe('base query', () => {
  it('asks again for the wallet in the language the student chooses', async () => {
    signIn('demo@student.test');
    const store = setupStore(undefined, { reload: vi.fn() });
    const seen = requestsTo('/ambassador/wallet');
    const wallet = store.dispatch(walletEndpoints.endpoints.getWallet.initiate());
    await wallet;
    store.dispatch(languageChosen('ar'));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'ar']);
    wallet.unsubscribe();
  });
});
