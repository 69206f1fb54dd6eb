import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@portal/data-access';
import { useAppDispatch } from '@portal/data-access';
import type { PaymentRecord } from '@portal/api-contract';
import { captureKeptPaypalApproval, type CaptureOutcome } from './paypal-approvals';
import { paymentOutcomeTags, useLazyGetPaymentQuery } from './payments-api';

/** How often and how long the pay page asks after a payment: at once, then with growing pauses (about 10 s in all). */
const VERIFY_DELAYS_MS = [0, 1000, 2000, 3000, 4000] as const;

export type VerificationState =
  | { phase: 'idle' }
  | { phase: 'verifying'; attempt: number }
  /** Offline: the questions wait for the connection (the payment may have gone through meanwhile). */
  | { phase: 'offline' }
  | { phase: 'completed'; payment: PaymentRecord }
  | { phase: 'failed'; payment: PaymentRecord }
  | { phase: 'pending'; payment: PaymentRecord | null }
  | { phase: 'error' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Offline, asking can only fail: the questions wait until the browser is back online. */
const online = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/** Where a payment is asked after, when not the student's own endpoints (a sponsor's page: by their link). */
export interface PaymentSource {
  /** Sends a capture that did not reach the API yet, if there is one; until it does the payment cannot complete. */
  capture: (paymentId: number) => Promise<CaptureOutcome | null>;
  ask: (paymentId: number) => Promise<{ data?: PaymentRecord }>;
  /** What to refresh once the outcome is known. */
  outcomeTags: Parameters<typeof api.util.invalidateTags>[0];
}

/**
 * Asks the API about a payment until it is completed, failed or cancelled, or the attempts run out (then it is
 * still pending). A final answer refreshes the invoice everywhere (list, detail, dashboard) and the payments.
 */
export function usePaymentVerification(source?: PaymentSource) {
  const dispatch = useAppDispatch();
  const [fetchPayment] = useLazyGetPaymentQuery();
  const from = useRef(source);
  from.current = source;
  const [state, setState] = useState<VerificationState>({ phase: 'idle' });
  const run = useRef(0);

  useEffect(() => () => void (run.current += 1), []);

  const verify = useCallback(
    async (paymentId: number) => {
      const current = ++run.current;
      let last: PaymentRecord | null = null;
      let answered = false;
      for (const [attempt, delay] of VERIFY_DELAYS_MS.entries()) {
        if (delay > 0) await sleep(delay);
        if (run.current !== current) return;
        if (isOffline()) {
          setState({ phase: 'offline' });
          await online();
          if (run.current !== current) return;
        }
        setState({ phase: 'verifying', attempt: attempt + 1 });
        // An approval whose capture was lost goes first: until the API has it, the payment cannot complete.
        const capture = from.current
          ? await from.current.capture(paymentId)
          : await dispatch(captureKeptPaypalApproval(paymentId));
        if (run.current !== current) return;
        if (capture?.status === 'offline') continue;
        const result = from.current ? await from.current.ask(paymentId) : await fetchPayment(paymentId);
        if (run.current !== current) return;
        if (!result.data) continue;
        answered = true;
        last = result.data;
        if (last.status === 'completed' || last.status === 'failed' || last.status === 'cancelled') break;
      }
      dispatch(api.util.invalidateTags(from.current?.outcomeTags ?? paymentOutcomeTags(last?.invoice_id)));
      if (!answered) setState({ phase: 'error' });
      else if (last?.status === 'completed') setState({ phase: 'completed', payment: last });
      else if (last?.status === 'failed' || last?.status === 'cancelled')
        setState({ phase: 'failed', payment: last });
      else setState({ phase: 'pending', payment: last });
    },
    [dispatch, fetchPayment],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState({ phase: 'idle' });
  }, []);

  return { state, verify, reset };
}
