import { useGetMembershipPlansQuery, useGetSubscriptionsQuery } from '@portal/packages/data-access';
import { PageStates } from '@portal/ui-light';
import { parseSlug, paths } from '@portal/util';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ManageSubscription } from './manage-subscription';
import { usePlanText } from './plan-text';
import { SubscriptionPayments } from './subscription-payments';
import { SubscriptionSummary } from './subscription-summary';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

export function SubscriptionDetailPage() {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  const slug = parseSlug(useParams()['subscriptionSlug']);
  const subscriptions = useGetSubscriptionsQuery();
  const plans = useGetMembershipPlansQuery();
  const subscription = slug ? subscriptions.data?.find((entry) => entry.slug === slug) : undefined;
  const unknown = slug === null || (subscriptions.data !== undefined && !subscription);
  const back = <Link to={paths.subscriptions()}>{t('detail.back')}</Link>;

  return (
    <PageStates
      title={subscription ? planText.title(subscription.plan) : t('detail.loadingTitle')}
      back={back}
      queries={[subscriptions, plans]}
      data={subscription && plans.data ? { subscription, plans: plans.data } : undefined}
      notFound={{
        when: unknown,
        text: t('detail.notFound'),
        backTo: paths.subscriptions(),
        backLabel: t('detail.back'),
      }}
    >
      {(data) => {
        const running = data.subscription.status === 'active' || data.subscription.status === 'cancelled';
        return (
          <Flex vertical gap={16}>
            <SubscriptionSummary subscription={data.subscription} />
            {running ? <ManageSubscription subscription={data.subscription} plans={data.plans} /> : null}
            <SubscriptionPayments payments={data.subscription.payments} />
          </Flex>
        );
      }}
    </PageStates>
  );
}
