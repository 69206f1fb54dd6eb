import { useGetInvoicesQuery } from '@portal/data-access';
import { EmptyState, ErrorState, PageHeader, PageSpinner } from '@portal/ui';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  applyListParams,
  DEFAULT_LIST_PARAMS,
  readListParams,
  writeListParams,
  type InvoiceListParams,
} from './invoice-list-params';
import { InvoicesTable } from './invoices-table';
import { StatusFilter } from './status-filter';

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const { data, isError, isFetching, refetch } = useGetInvoicesQuery();
  const view = useMemo(() => (data ? applyListParams(data, params) : null), [data, params]);

  const update = (next: Partial<InvoiceListParams>) =>
    setSearchParams(writeListParams({ ...params, ...next }));

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      {!data || !view ? (
        isError && !isFetching ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <PageSpinner />
        )
      ) : data.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <Flex vertical gap={16}>
          <StatusFilter value={params.status} onChange={(status) => update({ status, page: 1 })} />
          {view.rows.length === 0 ? (
            <EmptyState title={t('list.emptyFiltered')}>
              <Button onClick={() => update({ status: null, page: 1 })}>{t('list.clearFilter')}</Button>
            </EmptyState>
          ) : (
            <InvoicesTable
              rows={view.rows}
              page={view.page}
              sort={params.sort}
              order={params.order}
              onPageChange={(page) => update({ page })}
              onSortChange={(sort) =>
                update({
                  sort: sort?.key ?? DEFAULT_LIST_PARAMS.sort,
                  order: sort?.order ?? DEFAULT_LIST_PARAMS.order,
                  page: 1,
                })
              }
            />
          )}
        </Flex>
      )}
    </>
  );
}
