import { setupMockApi } from '@portal/api-mocks/testing';
import { languageChosen, setupStore } from '@portal/data-access';
import { describe, expect, it, vi } from 'vitest';
import { esimEndpoints } from './esim-api';

const { signIn } = setupMockApi();

// The e-SIM plans go through the one base query of data-access, which asks again for translated content.
describe('base query', () => {
  it('asks again for an e-SIM plan after a change of language', async () => {
    signIn('demo@student.test');
    const store = setupStore(undefined, { reload: vi.fn() });
    const plans = store.dispatch(esimEndpoints.endpoints.getEsimPlans.initiate());
    await plans;
    const esimPlans = esimEndpoints.endpoints.getEsimPlans.select();
    // The e-SIM endpoints add their own tag type, which the store's type does not list.
    const shown = () => esimPlans(store.getState() as Parameters<typeof esimPlans>[0]).data?.[0]?.name;
    expect(shown()).toBe('UK Starter 3 GB');
    store.dispatch(languageChosen('zh-CN'));
    await vi.waitFor(() => expect(shown()).toBe('英国入门 3 GB'));
    plans.unsubscribe();
  });
});
