import { INVOICE_STATUSES, useGetInvoicePageQuery, useInvoicesPrefetch } from '@portal/data-access';
import { LinkButton, PageStates, Pager, StatusFilter, useMediaQuery } from '@portal/ui';
import { NARROW_MEDIA_QUERY, paths } from '@portal/util';
import { startTransition, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_LIST_PARAMS,
  listQuery,
  PAGE_SIZE,
  pageCount,
  readListParams,
  writeListParams,
  type InvoiceListParams,
} from './invoice-list-params';
import { InvoicesTable, type InvoiceSort } from './invoices-table';
// This lib's strings come with its pages, not with the portal's start (issue 15).
import './i18n/register';

const PREFETCH_FRESH_SECONDS = 60;
// One object, so the memoised pager re-renders only when its page or total changes.
const PAGER_STYLE = { marginTop: 16 };

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  // The API filters, sorts and pages (a student may have thousands of invoices): only one page travels.
  const invoices = useGetInvoicePageQuery(listQuery(params));
  const { data, isError, isFetching } = invoices;
  // While another page loads, the last one stays under the table's busy indicator; a failed load is an error.
  const shown = isError ? undefined : data;

  // The filter and the pager show a click's choice at once and tell it here; the address, the query and the rows
  // follow in a transition the browser can interrupt.
  const update = useCallback(
    (next: Partial<InvoiceListParams>, replace = false) =>
      startTransition(() => setSearchParams(writeListParams({ ...params, ...next }), { replace })),
    [params, setSearchParams],
  );
  const narrow = useMediaQuery(NARROW_MEDIA_QUERY);

  // A page past the end (an old link, a list that shrank) shows the first, as a page of its own would.
  const pastEnd = !isFetching && shown !== undefined && params.page > pageCount(shown.total);
  useEffect(() => {
    if (pastEnd) update({ page: 1 }, true);
  }, [pastEnd, update]);

  // What a click most likely asks for next (the next page, each filter's first page) is fetched when the student
  // reaches for the list (the pointer over it, or the focus in it), so the click paints from the cache: one render,
  // no round trip. Not before: a visit that only reads the first page costs one page, whatever the history behind it.
  const prefetch = useInvoicesPrefetch('getInvoicePage', { ifOlderThan: PREFETCH_FRESH_SECONDS });
  const settled = !isFetching && shown !== undefined && !pastEnd;
  const hasNextPage = settled && params.page < pageCount(shown.total);
  const prefetchLikely = useCallback(() => {
    if (!settled) return;
    if (hasNextPage) prefetch(listQuery({ ...params, page: params.page + 1 }));
    for (const status of [null, ...INVOICE_STATUSES])
      if (status !== params.status) prefetch(listQuery({ ...params, status, page: 1 }));
  }, [settled, hasNextPage, params, prefetch]);

  const changePage = useCallback((page: number) => update({ page }), [update]);
  const changeSort = useCallback(
    (sort: InvoiceSort | null) =>
      update({
        sort: sort?.key ?? DEFAULT_LIST_PARAMS.sort,
        order: sort?.order ?? DEFAULT_LIST_PARAMS.order,
        page: 1,
      }),
    [update],
  );
  const statusOptions = useMemo(
    () => INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    [t],
  );

  return (
    <PageStates
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      extra={<LinkButton to={paths.statement()}>{t('statement.open')}</LinkButton>}
      queries={[invoices]}
      data={shown}
      isEmpty={({ total_all }) => total_all === 0}
      empty={t('list.empty')}
    >
      {({ items, total }) => (
        <div onPointerEnter={prefetchLikely} onFocus={prefetchLikely}>
          <StatusFilter
            label={t('list.filterLabel')}
            name="invoice-status"
            allLabel={t('list.allStatuses')}
            options={statusOptions}
            value={params.status}
            onChange={(status) => update({ status, page: 1 })}
            matches={total}
            noMatch={t('list.emptyFiltered')}
            clearLabel={t('list.clearFilter')}
          >
            <InvoicesTable
              rows={items}
              busy={isFetching}
              sort={params.sort}
              order={params.order}
              onSortChange={changeSort}
            />
            {/* Beside the table, not inside it: a page click re-renders the pagination alone, the rows follow. */}
            <Pager
              align={narrow ? 'center' : 'end'}
              simple={narrow}
              style={PAGER_STYLE}
              current={params.page}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={changePage}
            />
          </StatusFilter>
        </div>
      )}
    </PageStates>
  );
}
