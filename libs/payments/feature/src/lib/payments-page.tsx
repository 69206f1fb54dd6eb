import { useGetInstallmentsQuery, usePaymentTimeline, type Installment } from '@portal/payments/data-access';
import { DataTable } from '@portal/ui';
import { Money, PageStates, Ltr } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Card, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PaymentStatusTag } from './payment-status-tag';
import { PaymentTimeline } from './payment-timeline';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

const invoiceLink = (invoiceId: number | null, number: string | null) =>
  invoiceId !== null ? (
    <Link to={paths.invoice(invoiceId)}>
      <Ltr>{number ?? invoiceId}</Ltr>
    </Link>
  ) : (
    '—'
  );

export function PaymentsPage() {
  const { t } = useTranslation('payments');
  // Every attempt across the gateways, newest first, and the instalment plans.
  const timeline = usePaymentTimeline();
  const installments = useGetInstallmentsQuery();
  const queries = [...timeline.queries, installments];
  const payments = timeline.attempts;

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
      align: 'end',
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
          <Card title={t('list.paymentsCard')}>
            <PaymentTimeline attempts={data.payments} showInvoice />
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
