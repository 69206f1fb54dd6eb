import type { InvoiceSummary } from '@portal/invoices/data-access';
import { DataTable } from '@portal/ui';
import { InvoiceStatusTag, Money, Ltr } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { InvoiceDescription, type NextInstalment } from './invoice-description';
import type { TableColumnType, TableColumnsType, TableProps } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SORT_KEYS, type SortKey, type SortOrder } from './invoice-list-params';

/** An invoice with its place on the page. */
type Row = InvoiceSummary & { slot: number };

export interface InvoiceSort {
  key: SortKey;
  order: SortOrder;
}

interface InvoicesTableProps {
  /** One page, filtered and sorted by the API (the page's pagination sits below the table). */
  rows: InvoiceSummary[];
  /** Another page is loading: the rows shown are the last ones. */
  busy: boolean;
  sort: SortKey;
  order: SortOrder;
  /** null: back to the default order. */
  onSortChange: (sort: InvoiceSort | null) => void;
  /** What each invoice on a running instalment plan asks for next, by invoice id. */
  nextInstalments?: ReadonlyMap<number, NextInstalment>;
}

const BUSY_DELAY_MS = 200;

// Clicking a sorted column flips it instead of dropping the sort.
const SORT_DIRECTIONS: NonNullable<TableColumnType<Row>['sortDirections']> = ['ascend', 'descend', 'ascend'];

// Only what changed re-renders: a page of rows, not the filter above it.
export const InvoicesTable = memo(function InvoicesTable({
  rows,
  busy,
  sort,
  order,
  onSortChange,
  nextInstalments,
}: InvoicesTableProps) {
  const { t } = useTranslation('invoices');
  const columns = useMemo<TableColumnsType<Row>>(() => {
    const sortable = (key: SortKey): TableColumnType<Row> => ({
      key,
      sorter: true,
      sortDirections: SORT_DIRECTIONS,
      sortOrder: sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null,
    });
    return [
      {
        ...sortable('number'),
        title: t('columns.number'),
        dataIndex: 'number',
        render: (_value, invoice) => (
          <Link to={paths.invoice(invoice.id)}>
            <Ltr>{invoice.number}</Ltr>
          </Link>
        ),
      },
      {
        key: 'description',
        title: t('columns.description'),
        render: (_value, row) => <InvoiceDescription invoice={row} next={nextInstalments?.get(row.id)} />,
      },
      {
        ...sortable('issue_date'),
        title: t('columns.issueDate'),
        dataIndex: 'issue_date',
        render: (value: string) => formatDate(value),
      },
      {
        ...sortable('due_date'),
        title: t('columns.dueDate'),
        dataIndex: 'due_date',
        render: (value: string) => formatDate(value),
      },
      {
        ...sortable('amount'),
        title: t('columns.amount'),
        dataIndex: 'amount',
        align: 'end',
        render: (_value, invoice) => <Money amount={invoice.amount} currency={invoice.currency} />,
      },
      {
        ...sortable('amount_due'),
        title: t('columns.amountDue'),
        dataIndex: 'amount_due',
        align: 'end',
        render: (_value, invoice) => (
          <Money amount={invoice.amount_due} currency={invoice.currency} strong={invoice.amount_due > 0} />
        ),
      },
      {
        ...sortable('status'),
        title: t('columns.status'),
        dataIndex: 'status',
        render: (_value, invoice) => <InvoiceStatusTag invoice={invoice} />,
      },
    ];
  }, [t, sort, order, nextInstalments]);

  // Keyed by their place on the page, the rows of the next page or filter update the ones shown in place
  // instead of ten unmounts and ten mounts (and antd's style registry dropping and injecting their styles).
  const slotted = useMemo(() => rows.map((invoice, slot) => ({ ...invoice, slot })), [rows]);

  // Rows arrive as one page, filtered and sorted by the API; the table only reports clicks.
  const handleChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.columnKey;
    const isKey = (value: unknown): value is SortKey => SORT_KEYS.includes(value as SortKey);
    onSortChange(
      single?.order && isKey(key) ? { key, order: single.order === 'ascend' ? 'asc' : 'desc' } : null,
    );
  };

  return (
    <DataTable<Row>
      rowKey="slot"
      label={t('list.title')}
      columns={columns}
      dataSource={slotted}
      onChange={handleChange}
      // No animated scroll to the first row on a page change: the table has no scrolling body of its own.
      scroll={{ x: 'max-content', scrollToFirstRowOnChange: false }}
      // The last page stays while the next loads; the spinner only shows if that takes a while.
      loading={{ spinning: busy, delay: BUSY_DELAY_MS }}
      pagination={false}
    />
  );
});
