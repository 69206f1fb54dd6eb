import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sidebarToggled } from '@portal/data-access';
import { setupStore } from '@portal/data-access';
import { paypalApprovalKept, paypalApprovalSettled, selectPaypalApprovals } from './payments-slice';
// Payments' part of every store, as the lib's entry adds it.
import './payments-store';

const approval = {
  payment_id: 5001,
  order_id: 'DEMO-ORDER-5001',
  paypal_region: 'GB',
  invoice_id: 7,
  total: 264.39,
  currency: 'GBP',
  approved_at: '2026-11-25T10:01:00.000Z',
  student_id: 1001,
};

/** Starts redux-persist on a new store and resolves once the stored state is back in it. */
async function startedStore() {
  const store = setupStore();
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

const storedFields = (key: string): Record<string, unknown> =>
  JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;

afterEach(() => localStorage.clear());

describe('kept PayPal approvals, payments’ own state', () => {
  it('are kept under their own key while one waits, and not at all once it is settled', async () => {
    const { store, persistor } = await startedStore();
    store.dispatch(paypalApprovalKept(approval));
    store.dispatch(sidebarToggled());
    await persistor.flush();
    expect(JSON.parse(String(storedFields('persist:paypalApprovals')['paypalApprovals']))).toEqual([
      approval,
    ]);
    expect(storedFields('persist:interface')).not.toHaveProperty('paypalApprovals');

    // A reload finds it.
    const reloaded = await startedStore();
    expect(selectPaypalApprovals(reloaded.store.getState())).toEqual([approval]);

    reloaded.store.dispatch(paypalApprovalSettled(approval.order_id));
    await reloaded.persistor.flush();
    expect(localStorage.getItem('persist:paypalApprovals')).toBeNull();
    persistor.pause();
    reloaded.persistor.pause();
  });

  it('takes over what an older version kept in the interface state, so a returning student’s approval is sent', async () => {
    localStorage.setItem(
      'persist:interface',
      JSON.stringify({
        sidebarExpanded: 'true',
        estimateCountry: 'null',
        paypalApprovals: JSON.stringify([approval, { order_id: '<not an approval>' }]),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store, persistor } = await startedStore();
    expect(selectPaypalApprovals(store.getState())).toEqual([approval]);
    expect(store.getState().interface.sidebarExpanded).toBe(true);

    await persistor.flush();
    expect(JSON.parse(String(storedFields('persist:paypalApprovals')['paypalApprovals']))).toEqual([
      approval,
    ]);
    expect(storedFields('persist:interface')).not.toHaveProperty('paypalApprovals');
    persistor.pause();
  });

  it('prefer their own key once it exists over what the interface state still holds', async () => {
    const older = { ...approval, order_id: 'DEMO-ORDER-OLD' };
    localStorage.setItem(
      'persist:interface',
      JSON.stringify({
        paypalApprovals: JSON.stringify([older]),
        _persist: '{"version":-1,"rehydrated":true}',
      }),
    );
    localStorage.setItem(
      'persist:paypalApprovals',
      JSON.stringify({
        paypalApprovals: JSON.stringify([approval]),
        _persist: '{"version":-1,"rehydrated":true}',
      }),
    );
    const { store, persistor } = await startedStore();
    expect(selectPaypalApprovals(store.getState())).toEqual([approval]);
    persistor.pause();
  });
});
