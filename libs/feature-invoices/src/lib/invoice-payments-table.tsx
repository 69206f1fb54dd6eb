import type { InvoicePayment } from '@portal/data-access';
import { DataTable, Money } from '@portal/ui';
import { formatDate } from '@portal/util';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

interface InvoicePaymentsTableProps {
  payments: InvoicePayment[];
  currency: string;
}

export function InvoicePaymentsTable({ payments, currency }: InvoicePaymentsTableProps) {
  const { t } = useTranslation('invoices');
  // Gateways and payment states the API may add later still show, under their own name.
  const columns: TableColumnsType<InvoicePayment> = [
    {
      key: 'date',
      title: t('detail.paymentDate'),
      dataIndex: 'date',
      render: (value: string) => formatDate(value),
    },
    {
      key: 'gateway',
      title: t('detail.gateway'),
      dataIndex: 'gateway',
      render: (value: string) => t(`gateway.${value}`, { defaultValue: value }),
    },
    {
      key: 'amount',
      title: t('detail.paymentAmount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => <Money amount={value} currency={currency} />,
    },
    {
      key: 'status',
      title: t('detail.paymentStatus'),
      dataIndex: 'status',
      render: (value: string) => t(`paymentStatus.${value}`, { defaultValue: value }),
    },
  ];
  return (
    <DataTable<InvoicePayment>
      rowKey="id"
      label={t('detail.payments')}
      columns={columns}
      dataSource={payments}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('detail.noPayments') }}
    />
  );
}
