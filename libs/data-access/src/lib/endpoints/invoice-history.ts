import type { InvoiceSummary } from '@portal/api-contract';
import { useEffect, useMemo } from 'react';
import { useGetInvoiceHistoryInfiniteQuery } from './invoices';

/**
 * Every invoice of the student, oldest first, fetched a page at a time (at most INVOICE_MAX_PAGE_SIZE an
 * answer) until the last one. `invoices` is undefined until every page is there; `query` feeds PageStates
 * (its Retry asks for the pages again).
 */
export function useInvoiceHistory() {
  const query = useGetInvoiceHistoryInfiniteQuery();
  const { data, hasNextPage, isFetching, isError, fetchNextPage } = query;
  const pagesRead = data?.pages.length ?? 0;
  // Each page that arrives asks for the next (a render may never see the fetch in between).
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pagesRead, hasNextPage, isFetching, isError, fetchNextPage]);
  const invoices = useMemo<InvoiceSummary[] | undefined>(() => {
    if (!data || hasNextPage) return undefined;
    // An invoice issued while the pages were read may push one onto the next page twice.
    const byId = new Map(data.pages.flatMap((page) => page.items).map((invoice) => [invoice.id, invoice]));
    return [...byId.values()];
  }, [data, hasNextPage]);
  return { invoices, query };
}
