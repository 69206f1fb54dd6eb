import {
  useGetInstallmentsQuery,
  useGetPaymentsQuery,
  useGetRecordedPaymentsQuery,
  type Installment,
  type PaymentRecord,
} from '@portal/data-access';
import { DataTable, Money, PageStates } from '@portal/ui';
import { formatDate, paths } from '@portal/util';
import { Card, Flex, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PaymentStatusTag } from './payment-status-tag';

const invoiceLink = (invoiceId: number | null, number: string | null) =>
  invoiceId !== null ? <Link to={paths.invoice(invoiceId)}>{number ?? invoiceId}</Link> : '—';

export function PaymentsPage() {
  const { t } = useTranslation('payments');
  const online = useGetPaymentsQuery();
  const recorded = useGetRecordedPaymentsQuery();
  const installments = useGetInstallmentsQuery();
  const queries = [online, recorded, installments];

  const payments = useMemo(
    () =>
      online.data && recorded.data
        ? [
            ...online.data.map((p) => ({ ...p, key: `online-${p.id}` })),
            ...recorded.data.map((p) => ({ ...p, key: `recorded-${p.id}` })),
          ].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
        : null,
    [online.data, recorded.data],
  );

  const columns: TableColumnsType<PaymentRecord & { key: string }> = [
    {
      key: 'date',
      title: t('columns.date'),
      dataIndex: 'date',
      render: (value: string) => formatDate(value),
    },
    {
      key: 'invoice',
      title: t('columns.invoice'),
      render: (_v, p) => invoiceLink(p.invoice_id, p.invoice_number),
    },
    {
      key: 'gateway',
      title: t('columns.gateway'),
      dataIndex: 'gateway',
      render: (value: string) => t(`gateway.${value}`, { defaultValue: value }),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      render: (_v, p) => <Money amount={p.amount} currency={p.currency} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      render: (value: string) => <PaymentStatusTag status={value} />,
    },
  ];
  const installmentColumns: TableColumnsType<Installment> = [
    {
      key: 'due',
      title: t('columns.dueDate'),
      dataIndex: 'due_date',
      render: (value: string) => formatDate(value),
    },
    {
      key: 'invoice',
      title: t('columns.invoice'),
      render: (_v, i) => invoiceLink(i.invoice_id, i.invoice_number),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      render: (_v, i) => <Money amount={i.amount} currency={i.currency} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      render: (value: string) => <PaymentStatusTag status={value} />,
    },
  ];

  return (
    <PageStates
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      queries={queries}
      data={payments && installments.data ? { payments, installments: installments.data } : undefined}
      isEmpty={(data) => data.payments.length === 0 && data.installments.length === 0}
      empty={t('list.empty')}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <Card title={t('list.paymentsCard')} styles={{ body: { padding: 0 } }}>
            <DataTable
              rowKey="key"
              label={t('list.paymentsCard')}
              columns={columns}
              dataSource={data.payments}
              pagination={data.payments.length > 20 ? { pageSize: 20 } : false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('list.empty') }}
            />
          </Card>
          {data.installments.length > 0 ? (
            <Card title={t('list.installments')} styles={{ body: { padding: 0 } }}>
              <DataTable
                rowKey="id"
                label={t('list.installments')}
                columns={installmentColumns}
                dataSource={data.installments}
                pagination={false}
                scroll={{ x: 'max-content' }}
              />
            </Card>
          ) : null}
        </Flex>
      )}
    </PageStates>
  );
}
