import type { PaymentRecord } from '@portal/api-contract';
import { useMemo } from 'react';
import { useGetPaymentsQuery, useGetRecordedPaymentsQuery } from './payments-api';

/** One attempt to pay on the timeline: an online attempt (any state) or a payment the office recorded. */
export type PaymentAttempt = PaymentRecord & { key: string };

/**
 * Every attempt to pay, newest first: the online attempts of /student_portal/payment (started, waiting,
 * paid, failed, cancelled) and the payments the office recorded (/student_portal/recorded_payments), for
 * one invoice or all. `attempts` is undefined until both lists are there; `queries` feed PageStates.
 */
export function usePaymentTimeline(invoiceId?: number) {
  const online = useGetPaymentsQuery();
  const recorded = useGetRecordedPaymentsQuery();
  const attempts = useMemo(
    () =>
      online.data && recorded.data
        ? [
            ...online.data.map((p) => ({ ...p, key: `online-${p.id}` })),
            ...recorded.data.map((p) => ({ ...p, key: `recorded-${p.id}` })),
          ]
            .filter((p) => invoiceId === undefined || p.invoice_id === invoiceId)
            .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        : undefined,
    [online.data, recorded.data, invoiceId],
  );
  return { attempts, queries: [online, recorded] };
}
