import type { SubscriptionPayment } from '@portal/packages/data-access';
import { DataTable } from '@portal/ui';
import { Money, StatusTag, type StatusTone, Ltr } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const TONES: Record<SubscriptionPayment['status'], StatusTone> = {
  created: 'default',
  pending: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** What the subscription was paid with, period by period, each with its invoice. */
export function SubscriptionPayments({ payments }: { payments: readonly SubscriptionPayment[] }) {
  const { t } = useTranslation('packages');
  const columns: TableColumnsType<SubscriptionPayment> = [
    {
      key: 'date',
      title: t('detail.columns.date'),
      render: (_v, payment) => formatDate(payment.date),
    },
    {
      key: 'period',
      title: t('detail.columns.period'),
      render: (_v, payment) =>
        t('detail.periodRange', {
          start: formatDate(payment.period_start),
          end: formatDate(payment.period_end),
        }),
    },
    {
      key: 'amount',
      title: t('detail.columns.amount'),
      align: 'end',
      render: (_v, payment) => <Money amount={payment.amount} currency={payment.currency} />,
    },
    {
      key: 'gateway',
      title: t('detail.columns.gateway'),
      render: (_v, payment) => t(`detail.gateway.${payment.gateway}`, { defaultValue: payment.gateway }),
    },
    {
      key: 'status',
      title: t('detail.columns.status'),
      render: (_v, payment) => (
        <StatusTag label={t(`detail.paymentStatus.${payment.status}`)} tone={TONES[payment.status]} />
      ),
    },
    {
      key: 'invoice',
      title: t('detail.columns.invoice'),
      render: (_v, payment) =>
        payment.invoice_id !== null ? (
          <Link to={paths.invoice(payment.invoice_id)}>
            <Ltr>{payment.invoice_number ?? payment.invoice_id}</Ltr>
          </Link>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Card title={t('detail.history')} styles={{ body: { padding: 0 } }}>
      <DataTable
        rowKey="id"
        label={t('detail.history')}
        columns={columns}
        dataSource={[...payments]}
        pagination={payments.length > 12 ? { pageSize: 12 } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('detail.noPayments') }}
      />
    </Card>
  );
}
