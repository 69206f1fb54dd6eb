import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import {
  INVOICE_SEARCH_MAX,
  INVOICE_STATUSES,
  useGetInvoicePageQuery,
  useInvoicesPrefetch,
} from '@portal/data-access';
import {
  LinkButton,
  PageStates,
  Pager,
  SEARCH_DEBOUNCE_MS,
  StatusFilter,
  useDebouncedValue,
  useMediaQuery,
} from '@portal/ui';
import { NARROW_MEDIA_QUERY, paths } from '@portal/util';
import { Input } from 'antd';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const PREFETCH_FRESH_SECONDS = 60;
// One object, so the memoised pager re-renders only when its page or total changes.
const PAGER_STYLE = { marginTop: 16 };
const SEARCH_STYLE = { maxWidth: 420, marginBottom: 16 };

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

  // The search box: what is typed goes to the address (and so to the API) once the typing pauses, replacing the
  // history entry rather than adding one per pause.
  const [typed, setTyped] = useState(params.search);
  const typedSearch = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The address changed another way (back, a link): the box shows the address's search.
  const [addressSearch, setAddressSearch] = useState(params.search);
  if (params.search !== addressSearch) {
    setAddressSearch(params.search);
    if (params.search !== typedSearch) setTyped(params.search);
  }
  const lastTyped = useRef(typedSearch);
  useEffect(() => {
    if (lastTyped.current === typedSearch) return;
    lastTyped.current = typedSearch;
    if (typedSearch !== params.search) update({ search: typedSearch, page: 1 }, true);
  }, [typedSearch, params.search, update]);
  const clearSearch = useCallback(() => {
    setTyped('');
    update({ search: '', page: 1 }, true);
  }, [update]);

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
          <div role="search" style={SEARCH_STYLE}>
            <Input
              aria-label={t('list.searchLabel')}
              placeholder={t('list.searchPlaceholder')}
              prefix={<SearchOutlined aria-hidden />}
              value={typed}
              maxLength={INVOICE_SEARCH_MAX}
              onChange={(event) => setTyped(event.target.value)}
              allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('list.clearSearch')} /> }}
              onClear={clearSearch}
            />
          </div>
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
