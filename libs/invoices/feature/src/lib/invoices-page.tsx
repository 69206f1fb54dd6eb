import { INVOICE_STATUSES, useGetInvoicePageQuery } from '@portal/invoices/data-access';
import { LinkButton, Pager, StatusFilter } from '@portal/ui';
import { PageStates, useMediaQuery } from '@portal/ui-light';
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
import { InvoiceSearchBox } from './invoice-search-box';
import { InvoicesTable, type InvoiceSort } from './invoices-table';
import { useNextInstalments } from './use-next-instalments';
import { useInvoiceSearch } from './use-invoice-search';
import { usePrefetchLikely } from './use-prefetch-likely';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

// One object, so the memoised pager re-renders only when its page or total changes.
const PAGER_STYLE = { marginTop: 16 };

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const nextInstalments = useNextInstalments();
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

  const { typed, setTyped, clearSearch } = useInvoiceSearch(params.search, update);

  // A page past the end (an old link, a list that shrank) shows the first, as a page of its own would.
  const pastEnd = !isFetching && shown !== undefined && params.page > pageCount(shown.total);
  useEffect(() => {
    if (pastEnd) update({ page: 1 }, true);
  }, [pastEnd, update]);
  const prefetchLikely = usePrefetchLikely(
    params,
    !isFetching && shown !== undefined && !pastEnd ? shown.total : undefined,
  );

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
          <InvoiceSearchBox value={typed} onChange={setTyped} onClear={clearSearch} />
          <StatusFilter
            label={t('list.filterLabel')}
            name="invoice-status"
            allLabel={t('list.allStatuses')}
            options={statusOptions}
            value={params.status}
            onChange={(status) => update({ status, page: 1 })}
            matches={total}
            noMatch={
              params.search ? t('list.noSearchMatch', { search: params.search }) : t('list.emptyFiltered')
            }
            clearLabel={params.search ? t('list.clearSearch') : t('list.clearFilter')}
            onClear={params.search ? clearSearch : undefined}
          >
            <InvoicesTable
              rows={items}
              busy={isFetching}
              sort={params.sort}
              order={params.order}
              onSortChange={changeSort}
              nextInstalments={nextInstalments}
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
