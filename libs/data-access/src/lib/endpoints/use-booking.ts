import type { InvoiceSummary } from '@portal/api-contract';
import { useGetInvoicesQuery } from './invoices';

export interface Booking {
  invoices: InvoiceSummary[];
  /** The booking in the path, or the newest one when the path names none. */
  invoice: InvoiceSummary | undefined;
  /** The path names a booking that is not the student's. */
  notFound: boolean;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The booking (invoice) a purchase is for. `invoiceId` is the parsed path segment: null if malformed, undefined if absent. */
export function useBooking(invoiceId: number | null | undefined): Booking {
  const { data, isLoading, isError, refetch } = useGetInvoicesQuery(undefined, { skip: invoiceId === null });
  const invoices = [...(data ?? [])].sort((a, b) => b.issue_date.localeCompare(a.issue_date));
  const invoice =
    invoiceId === undefined ? invoices[0] : invoices.find((candidate) => candidate.id === invoiceId);
  return {
    invoices,
    invoice,
    notFound: invoiceId === null || (Boolean(data) && invoiceId !== undefined && !invoice),
    isLoading,
    isError,
    refetch: () => void refetch(),
  };
}
