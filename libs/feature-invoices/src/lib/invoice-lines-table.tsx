import type { InvoiceDetail, InvoiceLine } from '@portal/data-access';
import { Money } from '@portal/ui';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

export function InvoiceLinesTable({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation('invoices');
  const money = (amount: number) => <Money amount={amount} currency={invoice.currency} />;
  const columns: TableColumnsType<InvoiceLine> = [
    { key: 'description', title: t('detail.lineDescription'), dataIndex: 'description' },
    { key: 'quantity', title: t('detail.quantity'), dataIndex: 'quantity', align: 'right' },
    {
      key: 'unit_price',
      title: t('detail.unitPrice'),
      dataIndex: 'unit_price',
      align: 'right',
      render: money,
    },
    { key: 'amount', title: t('detail.lineAmount'), dataIndex: 'amount', align: 'right', render: money },
  ];
  const totals = [
    { key: 'subtotal', label: t('detail.subtotal'), amount: invoice.subtotal },
    { key: 'tax', label: t('detail.tax'), amount: invoice.tax },
    { key: 'total', label: t('detail.total'), amount: invoice.total },
  ];
  return (
    <Table<InvoiceLine>
      rowKey="id"
      columns={columns}
      dataSource={invoice.lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      summary={() => (
        <>
          {totals.map(({ key, label, amount }) => (
            <Table.Summary.Row key={key}>
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {key === 'total' ? <strong>{label}</strong> : label}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <Money amount={amount} currency={invoice.currency} strong={key === 'total'} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ))}
        </>
      )}
    />
  );
}
