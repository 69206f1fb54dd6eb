import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { paymentStatusSchema } from './payments';
import { isSafeImageUrl } from './image-url';

/**
 * Onboarding packs, membership plans and the student's subscriptions (/packages/*). The spec names the
 * calls but not their bodies; these are the shapes the portal and the demo back end agree on.
 */

export const BILLING_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export const billingPeriodSchema = lazySchema(() => z.enum(BILLING_PERIODS));
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** How many months one period of a plan lasts. */
export const BILLING_PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * GET /packages/membership_plans: what can be subscribed to. Plans of one `family` replace each other
 * (a student holds at most one running plan of a family and switches between them).
 */
export const membershipPlanSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    family: z.string(),
    name: z.string(),
    description: z.string(),
    billing_period: billingPeriodSchema,
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    benefits: z.array(z.string()),
  }),
);
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/**
 * active: paid and renewing; cancelled: auto-renew turned off, running to the end of the paid period;
 * expired: over; waiting_for_payment: bought, its invoice not paid yet.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired', 'waiting_for_payment'] as const;
export const subscriptionStatusSchema = lazySchema(() => z.enum(SUBSCRIPTION_STATUSES));
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A subscription's slug in the path: lower-case letters, digits and dashes. */
export const SUBSCRIPTION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One payment of a subscription, with the invoice it paid and the period it covered. */
export const subscriptionPaymentSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    date: z.string(),
    amount: z.number(),
    currency: z.string(),
    gateway: z.string(),
    status: paymentStatusSchema,
    invoice_id: z.nullable(z.number()),
    invoice_number: z.nullable(z.string()),
    period_start: z.string(),
    period_end: z.string(),
  }),
);
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>;

/** The invoice a purchase waits on: paying it finishes the purchase. */
export const pendingInvoiceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    number: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
);
export type PendingInvoice = z.infer<typeof pendingInvoiceSchema>;

/** GET /packages/subscription: the student's subscriptions, each with its plan and payment history. */
export const subscriptionSchema = lazySchema(() =>
  z.object({
    slug: z.string().check(z.regex(SUBSCRIPTION_SLUG_PATTERN)),
    plan: membershipPlanSchema,
    status: subscriptionStatusSchema,
    auto_renew: z.boolean(),
    started_at: z.string(),
    /** The paid period; null while waiting for the first payment. */
    current_period_start: z.nullable(z.string()),
    current_period_end: z.nullable(z.string()),
    /** What the next renewal charges, for which plan; null when it will not renew. */
    next_renewal: z.nullable(
      z.object({ date: z.string(), plan_id: z.number(), amount: z.number(), currency: z.string() }),
    ),
    /** A switch of plan, taking effect at the next renewal. */
    scheduled_change: z.nullable(z.object({ plan: membershipPlanSchema, effective_from: z.string() })),
    /** Set while waiting for payment. */
    pending_invoice: z.nullable(pendingInvoiceSchema),
    payments: z.array(subscriptionPaymentSchema),
  }),
);
export type Subscription = z.infer<typeof subscriptionSchema>;

/**
 * PATCH /packages/my_subscriptions: one change to one subscription. `plan_id` schedules a switch for the next
 * renewal (the current plan's id drops a scheduled switch); `auto_renew` turns renewal off or on. A refusal is a
 * 400 naming the field: { error: { fields: { auto_renew | plan_id | subscription: message } } }.
 */
export interface SubscriptionUpdate {
  subscription: string;
  auto_renew?: boolean;
  plan_id?: number;
}

export const PACK_PURCHASE_STATUSES = ['paid', 'waiting_for_payment'] as const;

/** GET /packages/onboarding_packages: the packs, what each holds, and whether the student bought it. */
export const onboardingPackSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    contents: z.array(z.string()),
    price: z.number().check(z.nonnegative()),
    currency: z.string(),
    image: z.pipe(
      z.nullable(z.string()),
      z.transform((value: string | null) => (value && isSafeImageUrl(value) ? value : null)),
    ),
    available: z.boolean(),
    purchase: z.nullable(
      z.object({
        status: z.enum(PACK_PURCHASE_STATUSES),
        date: z.string(),
        invoice_id: z.number(),
        invoice_number: z.string(),
      }),
    ),
  }),
);
export type OnboardingPack = z.infer<typeof onboardingPackSchema>;
