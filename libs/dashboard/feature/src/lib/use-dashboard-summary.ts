import { useGetDueInvoicesQuery, type InvoicePage, type InvoiceSummary } from '@portal/invoices/data-access';
import { useCurrentStudent } from '@portal/profile/data-access';
import { DEFAULT_CURRENCY } from '@portal/util';
import { useCallback, useMemo } from 'react';

export interface DashboardSummary {
  totalDue: number;
  currency: string;
  overdueCount: number;
  outstandingCount: number;
  /** The outstanding invoices due soonest that are not yet overdue, soonest first. */
  nextDue: InvoiceSummary[];
}

export interface DashboardState {
  firstname: string | null;
  /** null until the invoices have loaded. */
  summary: DashboardSummary | null;
  isError: boolean;
  retry: () => void;
}

/**
 * The dashboard's figures from one small answer: the API adds up the student's invoices (`totals`) and
 * sends the ones due soonest that are not yet late, however many invoices the student has.
 */
export function summaryOf({ totals, items }: InvoicePage): DashboardSummary {
  return {
    totalDue: totals.amount_due,
    currency: totals.currency ?? DEFAULT_CURRENCY,
    overdueCount: totals.overdue_count,
    outstandingCount: totals.outstanding_count,
    nextDue: items,
  };
}

/** What both dashboard layouts show: one derivation, so they never disagree. */
export function useDashboardSummary(): DashboardState {
  const { data, isError, isFetching, refetch: refetchInvoices } = useGetDueInvoicesQuery();
  const { student, isError: profileFailed, refetch: refetchProfile } = useCurrentStudent();
  const summary = useMemo(() => (data ? summaryOf(data) : null), [data]);
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
