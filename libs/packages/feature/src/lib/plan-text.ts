import type { MembershipPlan } from '@portal/packages/data-access';
import { formatMoney } from '@portal/util';
import { useTranslation } from 'react-i18next';

/** How a plan is named ("Gym & wellbeing, quarterly") and priced ("£75.00 every 3 months") everywhere. */
export function usePlanText() {
  const { t } = useTranslation('packages');
  return {
    title: (plan: MembershipPlan) =>
      t('plan.title', { name: plan.name, period: t(`plan.period.${plan.billing_period}`) }),
    price: (plan: MembershipPlan) =>
      t(`plan.price.${plan.billing_period}`, { price: formatMoney(plan.price, plan.currency) }),
  };
}
