import { addStorePart } from '@portal/data-access';
import { persistedPaymentsReducer } from './payments-persistence';
import { paymentsSlice, type PaymentsState } from './payments-slice';
import { paypalApprovalListeners } from './paypal-approvals';

declare module '@portal/data-access' {
  interface DomainStates {
    payments: PaymentsState;
  }
}

/**
 * Payments' part of every store (docs/architecture.md, "The store"): its state, the kept PayPal approvals in the
 * browser (`persist:paypalApprovals`), and the listeners that send an approval left unsent, whatever page is open.
 */
export const paymentsStorePart = addStorePart({
  domain: 'payments',
  reducers: () => ({ [paymentsSlice.name]: persistedPaymentsReducer() }),
  listeners: () => [paypalApprovalListeners()],
});
