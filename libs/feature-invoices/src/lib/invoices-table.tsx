import type { InvoiceSummary } from '@portal/data-access';
import { DataTable, InvoiceStatusTag, Money } from '@portal/ui';
import { formatDate, paths } from '@portal/util';
import type { TableColumnType, TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_SIZE, SORT_KEYS, type SortKey, type SortOrder } from './invoice-list-params';

interface InvoicesTableProps {
  rows: InvoiceSummary[];
  page: number;
  sort: SortKey;
  order: SortOrder;
  onPageChange: (page: number) => void;
  /** null: back to the default order. */
  onSortChange: (sort: { key: SortKey; order: SortOrder } | null) => void;
}

// Clicking a sorted column flips it instead of dropping the sort.
const SORT_DIRECTIONS: NonNullable<TableColumnType<InvoiceSummary>['sortDirections']> = [
  'ascend',
  'descend',
  'ascend',
];

export function InvoicesTable({ rows, page, sort, order, onPageChange, onSortChange }: InvoicesTableProps) {
  const { t } = useTranslation('invoices');
  const sortable = (key: SortKey): TableColumnType<InvoiceSummary> => ({
    key,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null,
  });

  const columns: TableColumnsType<InvoiceSummary> = [
    {
      ...sortable('number'),
      title: t('columns.number'),
      dataIndex: 'number',
      render: (_value, invoice) => <Link to={paths.invoice(invoice.id)}>{invoice.number}</Link>,
    },
    { key: 'description', title: t('columns.description'), dataIndex: 'description' },
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
      render: (_value, invoice) => <InvoiceStatusTag status={invoice.status} />,
    },
  ];

  // Rows arrive filtered and sorted; the table only pages them and reports clicks.
  const handleChange: TableProps<InvoiceSummary>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      onPageChange(pagination.current ?? 1);
      return;
    }
    if (action !== 'sort') return;
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.columnKey;
    const isKey = (value: unknown): value is SortKey => SORT_KEYS.includes(value as SortKey);
    onSortChange(
      single?.order && isKey(key) ? { key, order: single.order === 'ascend' ? 'asc' : 'desc' } : null,
    );
  };

  return (
    <DataTable<InvoiceSummary>
      rowKey="id"
      label={t('list.title')}
      columns={columns}
      dataSource={rows}
      onChange={handleChange}
      scroll={{ x: 'max-content' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: rows.length,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
    />
  );
}
