import type { PaymentRecord } from '@portal/api-contract';
import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { REHYDRATE } from 'redux-persist';
import { api } from '@portal/data-access';
import { apiErrorOf } from '@portal/data-access';
import { useAppDispatch, useAppSelector } from '@portal/data-access';
import {
  PAYPAL_APPROVALS_PERSIST_KEY,
  paypalApprovalKept,
  paypalApprovalSettled,
  selectPaypalApprovals,
} from './payments-slice';
import { studentLoaded } from '@portal/data-access';
import type { AppDispatch, RootState } from '@portal/data-access';
import { paymentOutcomeTags, paymentsApi } from './payments-api';

/**
 * A PayPal order the student approved, kept until the API has its capture: PayPal holds the money for us only once
 * we capture, so an approval whose capture was lost (offline) must be sent again, and only once.
 */
export interface PaypalApproval {
  payment_id: number;
  order_id: string;
  paypal_region: string | null;
  /** The invoice it pays, so its pay page knows a payment is on its way. */
  invoice_id: number | null;
  /** What the student approved (fee included), to remind them of it. */
  total: number;
  currency: string;
  approved_at: string;
  /** Whose it is; null when the student was not loaded yet (the API refuses another student's order anyway). */
  student_id: number | null;
}

/** How a capture ended: taken by the API, refused (a definite answer), or not sent (no connection). */
export type CaptureOutcome =
  | { status: 'captured'; payment: PaymentRecord }
  | { status: 'refused'; message: string | null }
  | { status: 'offline' };

const isApproval = (value: unknown): value is PaypalApproval => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  const idOrNull = (key: string) => entry[key] === null || Number.isInteger(entry[key]);
  return (
    Number.isInteger(entry['payment_id']) &&
    typeof entry['order_id'] === 'string' &&
    entry['order_id'].length > 0 &&
    entry['order_id'].length <= 100 &&
    (entry['paypal_region'] === null || typeof entry['paypal_region'] === 'string') &&
    idOrNull('invoice_id') &&
    idOrNull('student_id') &&
    typeof entry['total'] === 'number' &&
    Number.isFinite(entry['total']) &&
    typeof entry['currency'] === 'string' &&
    typeof entry['approved_at'] === 'string'
  );
};

/** Kept approvals as read back from storage; anything else there (edited by hand, an old shape) is dropped. */
export function asPaypalApprovals(value: unknown): PaypalApproval[] {
  return Array.isArray(value) ? value.filter(isApproval).slice(0, 20) : [];
}

/** The captures on their way in this tab, by order: a second ask joins the first instead of sending again. */
const sending = new Map<string, Promise<CaptureOutcome>>();

/** Captures an approved order; the approval is kept until the API answers, so a lost answer is never lost money. */
function capturePaypalApproval(approval: PaypalApproval) {
  return (dispatch: AppDispatch): Promise<CaptureOutcome> => {
    const running = sending.get(approval.order_id);
    if (running) return running;
    dispatch(paypalApprovalKept(approval));
    const capture = (async (): Promise<CaptureOutcome> => {
      try {
        const result = await dispatch(
          paymentsApi.endpoints.capturePaypalOrder.initiate({
            payment_id: approval.payment_id,
            order_id: approval.order_id,
            ...(approval.paypal_region ? { paypal_region: approval.paypal_region } : {}),
          }),
        );
        if (result.data) {
          dispatch(paypalApprovalSettled(approval.order_id));
          return { status: 'captured', payment: result.data };
        }
        const { status, message } = apiErrorOf(result.error);
        if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { status: 'offline' };
        dispatch(paypalApprovalSettled(approval.order_id));
        return { status: 'refused', message };
      } finally {
        sending.delete(approval.order_id);
      }
    })();
    sending.set(approval.order_id, capture);
    return capture;
  };
}

/** Sends the kept approval of a payment, if there is one (the pay page does before it asks for the payment). */
export function captureKeptPaypalApproval(paymentId: number) {
  return (dispatch: AppDispatch, getState: () => RootState): Promise<CaptureOutcome | null> => {
    const kept = selectPaypalApprovals(getState()).find((approval) => approval.payment_id === paymentId);
    return kept ? dispatch(capturePaypalApproval(kept)) : Promise.resolve(null);
  };
}

/** Sends every approval of the signed-in student left unsent, then asks for each payment's state once. */
function sendKeptPaypalApprovals() {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    if (!state.session.tokens || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
    const studentId = state.session.student?.student_id ?? null;
    for (const approval of selectPaypalApprovals(state)) {
      if (approval.student_id !== null && approval.student_id !== studentId) continue;
      void dispatch(capturePaypalApproval(approval)).then(async (outcome) => {
        if (outcome.status !== 'captured') return;
        await dispatch(
          paymentsApi.endpoints.getPayment.initiate(approval.payment_id, {
            subscribe: false,
            forceRefetch: true,
          }),
        );
        dispatch(api.util.invalidateTags(paymentOutcomeTags(approval.invoice_id)));
      });
    }
  };
}

/**
 * Approvals left unsent go out as soon as they can, whatever page is open: when the connection comes back (RTK
 * Query's online action, from the store's one online listener), and after a reload once the kept state is back
 * and the student is known.
 */
export function paypalApprovalListeners() {
  const listener = createListenerMiddleware<RootState, AppDispatch>();
  listener.startListening({
    predicate: (action) =>
      isAnyOf(api.internalActions.onOnline, studentLoaded)(action) ||
      (action.type === REHYDRATE && (action as { key?: string }).key === PAYPAL_APPROVALS_PERSIST_KEY),
    effect: (_action, { dispatch }) => {
      dispatch(sendKeptPaypalApprovals());
    },
  });
  return listener.middleware;
}

/** The approval of an invoice waiting to be sent, if any: its pay page shows it rather than a new payment. */
export function useKeptPaypalApproval(invoiceId: number | null | undefined): PaypalApproval | null {
  const approvals = useAppSelector(selectPaypalApprovals);
  return (invoiceId ? approvals.find((approval) => approval.invoice_id === invoiceId) : undefined) ?? null;
}

/** Captures an approval (kept until the API answers; once per order, however often it is asked). */
export function useCapturePaypalApproval() {
  const dispatch = useAppDispatch();
  const studentId = useAppSelector((state) => state.session.student?.student_id ?? null);
  return useCallback(
    (approval: Omit<PaypalApproval, 'student_id' | 'approved_at'>) =>
      dispatch(
        capturePaypalApproval({ ...approval, student_id: studentId, approved_at: new Date().toISOString() }),
      ),
    [dispatch, studentId],
  );
}
