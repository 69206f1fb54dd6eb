import type { InvoiceDetail, InvoiceLine } from '@portal/invoices/data-access';
import { DataTable } from '@portal/ui';
import { Money, ApiText } from '@portal/ui-light';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const money = (amount: number) => <Money amount={amount} currency={invoice.currency} />;
  const columns: TableColumnsType<InvoiceLine> = [
    {
      key: 'description',
      title: t('detail.lineDescription'),
      dataIndex: 'description',
      render: (description: string) => <ApiText>{description}</ApiText>,
    },
    { key: 'quantity', title: t('detail.quantity'), dataIndex: 'quantity', align: 'end' },
    {
      key: 'unit_price',
      title: t('detail.unitPrice'),
      dataIndex: 'unit_price',
      align: 'end',
      render: money,
    },
    { key: 'amount', title: t('detail.lineAmount'), dataIndex: 'amount', align: 'end', render: money },
  ];
  const totals = [
    { key: 'subtotal', label: t('detail.subtotal'), amount: invoice.subtotal },
    { key: 'tax', label: t('detail.tax'), amount: invoice.tax },
    { key: 'total', label: t('detail.total'), amount: invoice.total },
  ].map(({ key, label, amount }) => ({
    key,
    label,
    strong: key === 'total',
    value: <Money amount={amount} currency={invoice.currency} strong={key === 'total'} />,
  }));
  return (
    <DataTable<InvoiceLine>
      rowKey="id"
      label={t('detail.lines')}
      columns={columns}
      dataSource={invoice.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      totals={totals}
    />
  );
}
