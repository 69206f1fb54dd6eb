import type { Subscription } from '@portal/packages/data-access';
import { LinkButton } from '@portal/ui';
import { formatDate, formatMoney, paths } from '@portal/util';
import { Card, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning } from './plan-state';
import { usePlanText } from './plan-text';
import { finishPayingPath } from './purchase-paths';
import { SubscriptionStatusTag } from './subscription-status-tag';

/** The plans the student holds now (expired ones are history, on the subscriptions page). */
export function CurrentMemberships({ subscriptions }: { subscriptions: readonly Subscription[] }) {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  const headingId = useId();
  const running = subscriptions.filter(isRunning);

  const note = (subscription: Subscription) => {
    const { next_renewal: renewal, pending_invoice: invoice } = subscription;
    if (subscription.status === 'active' && renewal)
      return t('membership.renewsOn', {
        date: formatDate(renewal.date),
        amount: formatMoney(renewal.amount, renewal.currency),
      });
    if (subscription.status === 'cancelled' && subscription.current_period_end)
      return t('membership.endsOn', { date: formatDate(subscription.current_period_end) });
    if (subscription.status === 'waiting_for_payment' && invoice)
      return t('membership.waitingNote', {
        amount: formatMoney(invoice.amount, invoice.currency),
        number: invoice.number,
      });
    return null;
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 20, marginTop: 0 }}>
        {t('membership.current')}
      </Typography.Title>
      {running.length === 0 ? (
        <Typography.Paragraph>{t('membership.none')}</Typography.Paragraph>
      ) : (
        <Flex vertical gap={12}>
          {running.map((subscription) => (
            <Card key={subscription.slug} size="small">
              <Flex justify="space-between" align="center" gap={12} wrap>
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{planText.title(subscription.plan)}</Typography.Text>
                    <SubscriptionStatusTag subscription={subscription} />
                  </Flex>
                  <Typography.Text type="secondary">{note(subscription)}</Typography.Text>
                </Flex>
                <Flex gap={8} wrap>
                  {subscription.pending_invoice ? (
                    <LinkButton
                      type="primary"
                      to={finishPayingPath('membership', subscription.pending_invoice.id)}
                    >
                      {t('finishPaying')}
                    </LinkButton>
                  ) : null}
                  <LinkButton to={paths.subscription(subscription.slug)}>{t('membership.manage')}</LinkButton>
                </Flex>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </section>
  );
}
