import { INVOICE_STATUSES, useGetInvoicesQuery } from '@portal/data-access';
import { PageStates, StatusFilter } from '@portal/ui';
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
// This lib's strings come with its pages, not with the portal's start (issue 15).
import './i18n/register';

export function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readListParams(searchParams), [searchParams]);
  const invoices = useGetInvoicesQuery();
  const { data } = invoices;
  const view = useMemo(
    () => (data ? { count: data.length, ...applyListParams(data, params) } : null),
    [data, params],
  );

  const update = (next: Partial<InvoiceListParams>) =>
    setSearchParams(writeListParams({ ...params, ...next }));

  return (
    <PageStates
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      queries={[invoices]}
      data={view}
      isEmpty={({ count }) => count === 0}
      empty={t('list.empty')}
    >
      {({ rows, page }) => (
        <StatusFilter
          label={t('list.filterLabel')}
          name="invoice-status"
          allLabel={t('list.allStatuses')}
          options={INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
          matches={rows.length}
          noMatch={t('list.emptyFiltered')}
          clearLabel={t('list.clearFilter')}
        >
          <InvoicesTable
            rows={rows}
            page={page}
            sort={params.sort}
            order={params.order}
            onPageChange={(next) => update({ page: next })}
            onSortChange={(sort) =>
              update({
                sort: sort?.key ?? DEFAULT_LIST_PARAMS.sort,
                order: sort?.order ?? DEFAULT_LIST_PARAMS.order,
                page: 1,
              })
            }
          />
        </StatusFilter>
      )}
    </PageStates>
  );
}
