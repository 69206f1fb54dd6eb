import type { MembershipPlan, Subscription } from '@portal/packages/data-access';
import { LinkButton } from '@portal/ui';
import { StatusTag } from '@portal/ui-light';
import { paths } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { planState } from './plan-state';
import { buyPlanPath, finishPayingPath } from './purchase-paths';

interface PlanActionProps {
  plan: MembershipPlan;
  subscriptions: readonly Subscription[];
}

/** Buy or renew a plan, finish paying for it, switch to it, or say it is the student's. */
export function PlanAction({ plan, subscriptions }: PlanActionProps) {
  const { t } = useTranslation('packages');
  const state = planState(plan, subscriptions);
  switch (state.kind) {
    case 'held':
      return (
        <>
          <StatusTag label={t('membership.yourPlan')} tone="success" />
          <LinkButton to={paths.subscription(state.subscription.slug)}>{t('membership.manage')}</LinkButton>
        </>
      );
    case 'waiting': {
      const invoice = state.subscription.pending_invoice;
      return invoice ? (
        <LinkButton type="primary" to={finishPayingPath('membership', invoice.id)}>
          {t('finishPaying')}
        </LinkButton>
      ) : (
        <StatusTag label={t('status.waiting_for_payment')} tone="processing" />
      );
    }
    case 'switch':
      return (
        <LinkButton to={paths.subscription(state.subscription.slug)}>{t('membership.switch')}</LinkButton>
      );
    case 'replace':
      // The checkout of this plan replaces the one waiting for payment, which was never owed.
      return (
        <>
          <Typography.Text type="secondary">
            {t('membership.otherWaiting', { name: state.subscription.plan.name })}
          </Typography.Text>
          <LinkButton to={buyPlanPath(plan.id)}>{t('membership.buy')}</LinkButton>
        </>
      );
    case 'buy':
      return (
        <LinkButton type="primary" to={buyPlanPath(plan.id)}>
          {t(state.renew ? 'membership.renew' : 'membership.buy')}
        </LinkButton>
      );
  }
}
