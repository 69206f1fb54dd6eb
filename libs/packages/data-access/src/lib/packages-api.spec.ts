import { setupMockApi } from '@portal/api-mocks/testing';
import { api, setupStore } from '@portal/data-access';
import { paymentOutcomeTags } from '@portal/payments/data-access';
import { describe, expect, it, vi } from 'vitest';
import { packagesApi } from './packages-api';

const { signIn, requestsTo } = setupMockApi();

describe('packages after a payment', () => {
  it('asks again for the packs and the subscriptions once a payment’s outcome is known, not for the plans', async () => {
    signIn('demo@student.test');
    const store = setupStore(undefined, { reload: vi.fn() });
    const packs = requestsTo('/packages/onboarding_packages');
    const subscriptions = requestsTo('/packages/subscription');
    const plans = requestsTo('/packages/membership_plans');
    const queries = [
      store.dispatch(packagesApi.endpoints.getOnboardingPacks.initiate()),
      store.dispatch(packagesApi.endpoints.getSubscriptions.initiate()),
      store.dispatch(packagesApi.endpoints.getMembershipPlans.initiate()),
    ];
    await Promise.all(queries);
    store.dispatch(api.util.invalidateTags(paymentOutcomeTags(null)));
    await vi.waitFor(() => expect([packs.length, subscriptions.length]).toEqual([2, 2]));
    expect(plans).toHaveLength(1);
    for (const query of queries) query.unsubscribe();
  });
});
