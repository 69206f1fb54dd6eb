import { useGetMembershipPlansQuery, useGetSubscriptionsQuery } from '@portal/packages/data-access';
import { CatalogGrid } from '@portal/ui';
import { EmptyState, PageStates } from '@portal/ui-light';
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrentMemberships } from './current-memberships';
import { OfferCard } from './offer-card';
import { PlanAction } from './plan-action';
import { usePlanText } from './plan-text';
// This lib's strings come with its pages, not with the portal's start.
import './i18n/register';

export function MembershipPage() {
  const { t } = useTranslation('packages');
  const planText = usePlanText();
  const plansHeading = useId();
  const plans = useGetMembershipPlansQuery();
  const subscriptions = useGetSubscriptionsQuery();
  const data =
    plans.data && subscriptions.data ? { plans: plans.data, subscriptions: subscriptions.data } : undefined;

  return (
    <PageStates
      title={t('membership.title')}
      subtitle={t('membership.subtitle')}
      queries={[plans, subscriptions]}
      data={data}
    >
      {({ plans: offered, subscriptions: held }) => (
        <Flex vertical gap={32}>
          <CurrentMemberships subscriptions={held} />
          <section aria-labelledby={plansHeading}>
            <Typography.Title level={2} id={plansHeading} style={{ fontSize: 20, marginTop: 0 }}>
              {t('membership.plans')}
            </Typography.Title>
            {offered.length === 0 ? (
              <EmptyState title={t('membership.empty')} />
            ) : (
              <CatalogGrid label={t('membership.plansList')}>
                {offered.map((plan) => (
                  <li key={plan.id}>
                    <OfferCard
                      title={planText.title(plan)}
                      description={plan.description}
                      price={<Typography.Text strong>{planText.price(plan)}</Typography.Text>}
                      listLabel={t('plan.benefits', { plan: planText.title(plan) })}
                      items={plan.benefits}
                      action={<PlanAction plan={plan} subscriptions={held} />}
                    />
                  </li>
                ))}
              </CatalogGrid>
            )}
          </section>
        </Flex>
      )}
    </PageStates>
  );
}
