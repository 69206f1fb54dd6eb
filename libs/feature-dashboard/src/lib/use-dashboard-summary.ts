import {
  useGetInvoicesQuery,
  useGetProfileQuery,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@portal/data-access';
import { DEFAULT_CURRENCY } from '@portal/util';
import { useCallback, useMemo } from 'react';

export const NEXT_DUE_LIMIT = 5;

const OUTSTANDING: ReadonlySet<InvoiceStatus> = new Set(['unpaid', 'overdue', 'partially_paid']);

export interface DashboardSummary {
  totalDue: number;
  currency: string;
  overdueCount: number;
  outstandingCount: number;
  /** The outstanding invoices due soonest, soonest first. */
  nextDue: InvoiceSummary[];
}

export interface DashboardState {
  firstname: string | null;
  /** null until the invoices have loaded. */
  summary: DashboardSummary | null;
  isError: boolean;
  retry: () => void;
}

export function summariseInvoices(invoices: readonly InvoiceSummary[]): DashboardSummary {
  const outstanding = invoices.filter((invoice) => OUTSTANDING.has(invoice.status));
  const cents = outstanding.reduce((sum, invoice) => sum + Math.round(invoice.amount_due * 100), 0);
  return {
    totalDue: cents / 100,
    // The API bills a student in one currency; the first open invoice names it.
    currency: outstanding[0]?.currency ?? DEFAULT_CURRENCY,
    overdueCount: outstanding.filter((invoice) => invoice.status === 'overdue').length,
    outstandingCount: outstanding.length,
    nextDue: [...outstanding]
      // ISO dates sort as plain strings; localeCompare would build an ICU collator on the first call (issue 15).
      .sort((a, b) => (a.due_date < b.due_date ? -1 : a.due_date > b.due_date ? 1 : a.id - b.id))
      .slice(0, NEXT_DUE_LIMIT),
  };
}

/** What both dashboard layouts show: one derivation, so they never disagree. */
export function useDashboardSummary(): DashboardState {
  const { data: invoices, isError, isFetching, refetch: refetchInvoices } = useGetInvoicesQuery();
  const { data: student, isError: profileFailed, refetch: refetchProfile } = useGetProfileQuery();
  const summary = useMemo(() => (invoices ? summariseInvoices(invoices) : null), [invoices]);
  const retry = useCallback(() => {
    void refetchInvoices();
    if (profileFailed) void refetchProfile();
  }, [refetchInvoices, refetchProfile, profileFailed]);
  return {
    firstname: student?.student_firstname || null,
    summary,
    isError: isError && !isFetching,
    retry,
  };
}
