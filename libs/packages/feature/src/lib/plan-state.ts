import type { MembershipPlan, Subscription } from '@portal/packages/data-access';

/**
 * What a student may do with a plan, given what they hold. A running plan (active, or cancelled but not over)
 * is not bought again; another plan of its family is switched to from the subscription; a purchase waiting for
 * payment is finished on its invoice, or replaced by buying another plan of its family instead.
 */
export type PlanState =
  | { kind: 'held'; subscription: Subscription }
  | { kind: 'waiting'; subscription: Subscription }
  | { kind: 'switch'; subscription: Subscription }
  | { kind: 'replace'; subscription: Subscription }
  | { kind: 'buy'; renew: boolean };

export function isRunning(subscription: Subscription): boolean {
  return subscription.status !== 'expired';
}

export function planState(plan: MembershipPlan, subscriptions: readonly Subscription[]): PlanState {
  const family = subscriptions.find(
    (subscription) => isRunning(subscription) && subscription.plan.family === plan.family,
  );
  if (family) {
    const same = family.plan.id === plan.id;
    if (family.status === 'waiting_for_payment')
      return same ? { kind: 'waiting', subscription: family } : { kind: 'replace', subscription: family };
    return same ? { kind: 'held', subscription: family } : { kind: 'switch', subscription: family };
  }
  return { kind: 'buy', renew: subscriptions.some((subscription) => subscription.plan.id === plan.id) };
}
