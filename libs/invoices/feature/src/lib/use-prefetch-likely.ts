import { INVOICE_STATUSES, useInvoicesPrefetch } from '@portal/invoices/data-access';
import { useCallback } from 'react';
import { listQuery, pageCount, type InvoiceListParams } from './invoice-list-params';

const PREFETCH_FRESH_SECONDS = 60;

/**
 * What a click most likely asks for next (the next page, each filter's first page), fetched when the student reaches
 * for the list (the pointer over it, or the focus in it), so the click paints from the cache: one render, no round
 * trip. Not before: a visit that only reads the first page costs one page, whatever the history behind it.
 * `settledTotal` is the list's total once the page shown is the one asked for (undefined while it loads).
 */
export function usePrefetchLikely(params: InvoiceListParams, settledTotal: number | undefined) {
  const prefetch = useInvoicesPrefetch('getInvoicePage', { ifOlderThan: PREFETCH_FRESH_SECONDS });
  const settled = settledTotal !== undefined;
  const hasNextPage = settled && params.page < pageCount(settledTotal);
  return useCallback(() => {
    if (!settled) return;
    if (hasNextPage) prefetch(listQuery({ ...params, page: params.page + 1 }));
    for (const status of [null, ...INVOICE_STATUSES])
      if (status !== params.status) prefetch(listQuery({ ...params, status, page: 1 }));
  }, [settled, hasNextPage, params, prefetch]);
}
