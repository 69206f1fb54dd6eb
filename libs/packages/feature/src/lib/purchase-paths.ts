import { encodePaymentPayload, paths } from '@portal/util';

/** The pay page for one plan: its payload names the plan only, the API prices it. */
export function buyPlanPath(planId: number): string {
  return paths.pay(
    'membership',
    undefined,
    encodePaymentPayload({ items: [{ kind: 'membership', id: planId, quantity: 1 }] }),
  );
}

export function buyPackPath(packId: number): string {
  return paths.pay(
    'onboardingpack',
    undefined,
    encodePaymentPayload({ items: [{ kind: 'onboarding_pack', id: packId, quantity: 1 }] }),
  );
}

/** A purchase already billed is finished on its invoice, where the pay page's pending-payment guard applies. */
export function finishPayingPath(type: 'membership' | 'onboardingpack', invoiceId: number): string {
  return paths.pay(type, invoiceId);
}
