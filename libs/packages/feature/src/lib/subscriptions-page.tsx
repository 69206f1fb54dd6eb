import { useGetSubscriptionsQuery, type Subscription } from '@portal/packages/data-access';
import { DataTable, LinkButton } from '@portal/ui';
import { PageStates } from '@portal/ui-light';
import { formatDate, paths } from '@portal/util';
import { Card, Flex, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlanText } from './plan-text';
import { finishPayingPath } from './purchase-paths';
import { SubscriptionStatusTag } from './subscription-status-tag';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

export function SubscriptionsPage() {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  const subscriptions = useGetSubscriptionsQuery();

  const renewal = (subscription: Subscription) => {
    const { status, next_renewal: next, current_period_end: end, pending_invoice: invoice } = subscription;
    if (status === 'waiting_for_payment')
      return (
        <Flex gap={8} align="center" wrap>
          {t('subscriptions.renewal.waiting_for_payment')}
          {invoice ? (
            <LinkButton size="small" type="primary" to={finishPayingPath('membership', invoice.id)}>
              {t('finishPaying')}
            </LinkButton>
          ) : null}
        </Flex>
      );
    if (status === 'active' && next) return formatDate(next.date);
    return end ? t(`subscriptions.renewal.${status}`, { date: formatDate(end) }) : '—';
  };

  const columns: TableColumnsType<Subscription> = [
    {
      key: 'plan',
      title: t('subscriptions.columns.plan'),
      render: (_v, subscription) => (
        <Link to={paths.subscription(subscription.slug)}>{planText.title(subscription.plan)}</Link>
      ),
    },
    {
      key: 'status',
      title: t('subscriptions.columns.status'),
      render: (_v, subscription) => <SubscriptionStatusTag subscription={subscription} />,
    },
    {
      key: 'renewal',
      title: t('subscriptions.columns.renewal'),
      render: (_v, subscription) => renewal(subscription),
    },
    {
      key: 'price',
      title: t('subscriptions.columns.price'),
      render: (_v, subscription) => (
        <span style={{ whiteSpace: 'nowrap' }}>{planText.price(subscription.plan)}</span>
      ),
    },
  ];

  return (
    <PageStates
      title={t('subscriptions.title')}
      subtitle={t('subscriptions.subtitle')}
      queries={[subscriptions]}
      data={subscriptions.data}
      isEmpty={(list) => list.length === 0}
      empty={t('subscriptions.empty')}
      emptyAction={<Link to={paths.membership()}>{t('subscriptions.toPlans')}</Link>}
    >
      {(list) => (
        <Card styles={{ body: { padding: 0 } }}>
          <DataTable
            rowKey="slug"
            label={t('subscriptions.title')}
            columns={columns}
            dataSource={list}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </PageStates>
  );
}
