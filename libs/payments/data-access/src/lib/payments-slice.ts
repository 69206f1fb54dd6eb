import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaypalApproval } from './paypal-approvals';

/** Payments' own state in the store. */
export interface PaymentsState {
  /** PayPal approvals whose capture has not reached the API yet (the network dropped): sent once it is back. */
  paypalApprovals: PaypalApproval[];
}

export const paymentsSlice = createSlice({
  name: 'payments',
  initialState: (): PaymentsState => ({ paypalApprovals: [] }),
  reducers: {
    paypalApprovalKept(state, action: PayloadAction<PaypalApproval>) {
      const others = state.paypalApprovals.filter((kept) => kept.order_id !== action.payload.order_id);
      state.paypalApprovals = [...others, action.payload];
    },
    /** The API answered the capture (taken or refused): nothing is left to send. */
    paypalApprovalSettled(state, action: PayloadAction<string>) {
      state.paypalApprovals = state.paypalApprovals.filter((kept) => kept.order_id !== action.payload);
    },
  },
  selectors: {
    selectPaypalApprovals: (state) => state.paypalApprovals,
  },
});

export const { paypalApprovalKept, paypalApprovalSettled } = paymentsSlice.actions;
export const { selectPaypalApprovals } = paymentsSlice.selectors;

/** redux-persist's key for the approvals (stored as `persist:paypalApprovals`); its REHYDRATE action names it. */
export const PAYPAL_APPROVALS_PERSIST_KEY = 'paypalApprovals';
