import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { describe, expect, it } from 'vitest';
import { instalmentPlansApi } from './instalment-plans-api';

const { signIn } = setupMockApi({ now: () => Date.parse('2026-11-29T10:00:00Z') });
const TUITION = 9;

describe('instalment plans’ endpoints', () => {
  it('agree to an offer once, and the plans and offers asked again show it', async () => {
    signIn();
    const store = setupStore();
    const { endpoints } = instalmentPlansApi;
    const offers = await store.dispatch(endpoints.getPlanOffers.initiate(TUITION)).unwrap();
    const offer = offers.offers.find((candidate) => candidate.count === 4);
    if (!offer) throw new Error('No 4-month offer');
    const plans = store.dispatch(endpoints.getInstalmentPlans.initiate());
    expect(await plans.unwrap()).toEqual([]);

    const request = {
      invoice_id: TUITION,
      idempotency_key: 'agree-key-0001',
      count: 4,
      total: offer.total,
      instalments: offer.instalments,
    };
    const [first, second] = await Promise.all([
      store.dispatch(endpoints.createInstalmentPlan.initiate(request)).unwrap(),
      store.dispatch(endpoints.createInstalmentPlan.initiate(request)).unwrap(),
    ]);
    expect(second.id).toBe(first.id);
    await expect
      .poll(() => endpoints.getInstalmentPlans.select()(store.getState() as never).data)
      .toHaveLength(1);

    await store.dispatch(endpoints.cancelInstalmentPlan.initiate(first)).unwrap();
    await expect
      .poll(() => endpoints.getInstalmentPlans.select()(store.getState() as never).data?.[0]?.state)
      .toBe('cancelled');
    plans.unsubscribe();
  });
});
