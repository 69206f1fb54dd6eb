import type { Subscription } from '@portal/packages/data-access';
import { LinkButton } from '@portal/ui';
import { formatDate, formatMoney, paths } from '@portal/util';
import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlanText } from './plan-text';
import { finishPayingPath } from './purchase-paths';
import { SubscriptionStatusTag } from './subscription-status-tag';

/** Where the subscription stands: a notice for what needs doing or is coming, then its terms. */
export function SubscriptionSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  const { status, current_period_start: start, current_period_end: end } = subscription;
  const renewal = subscription.next_renewal;
  const scheduled = subscription.scheduled_change;
  const invoice = subscription.pending_invoice;

  let notice = null;
  if (status === 'waiting_for_payment') {
    notice = (
      <Alert
        type="warning"
        showIcon
        title={t('detail.waitingTitle')}
        description={
          invoice
            ? t('detail.waitingText', {
                amount: formatMoney(invoice.amount, invoice.currency),
                number: invoice.number,
              })
            : t('detail.waitingNoInvoice')
        }
        action={
          invoice ? (
            <LinkButton type="primary" to={finishPayingPath('membership', invoice.id)}>
              {t('finishPaying')}
            </LinkButton>
          ) : undefined
        }
      />
    );
  } else if (status === 'cancelled' && end) {
    notice = <Alert type="info" showIcon title={t('detail.cancelledText', { date: formatDate(end) })} />;
  } else if (status === 'expired' && end) {
    notice = (
      <Alert
        type="info"
        showIcon
        title={t('detail.expiredText', { date: formatDate(end) })}
        action={<Link to={paths.membership()}>{t('detail.buyAgain')}</Link>}
      />
    );
  } else if (scheduled) {
    notice = (
      <Alert
        type="info"
        showIcon
        title={t('detail.scheduledText', {
          date: formatDate(scheduled.effective_from),
          plan: planText.title(scheduled.plan),
          price: planText.price(scheduled.plan),
        })}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      {notice}
      <Card title={t('detail.summary')}>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: 'status',
              label: t('detail.status'),
              children: <SubscriptionStatusTag subscription={subscription} />,
            },
            { key: 'price', label: t('detail.price'), children: planText.price(subscription.plan) },
            { key: 'started', label: t('detail.started'), children: formatDate(subscription.started_at) },
            {
              key: 'period',
              label: t('detail.period'),
              children:
                start && end
                  ? t('detail.periodRange', { start: formatDate(start), end: formatDate(end) })
                  : '—',
            },
            {
              key: 'renewal',
              label: t('detail.renewal'),
              children: renewal
                ? t('detail.renewalValue', {
                    date: formatDate(renewal.date),
                    amount: formatMoney(renewal.amount, renewal.currency),
                  })
                : t('detail.noRenewal'),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
