import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * Instalment plans: a large invoice paid month by month on a schedule the API prices and the student agrees to
 * (docs/api.md "Instalment plans"). The spec has no such endpoints; these shapes are what the portal and the demo
 * back end agree on. Amounts are GBP, dates ISO (YYYY-MM-DD).
 */

export const PLAN_MIN_INSTALMENTS = 2;
export const PLAN_MAX_INSTALMENTS = 10;
export const PLAN_STATES = ['active', 'behind', 'completed', 'cancelled'] as const;
export const INSTALMENT_STATES = ['due', 'paid', 'late'] as const;
/** Why the API offers no plan for an invoice. */
export const PLAN_INELIGIBLE_REASONS = [
  'category',
  'too_small',
  'overdue',
  'nothing_due',
  'has_plan',
  'cancelled',
] as const;
export type PlanState = (typeof PLAN_STATES)[number];
export type InstalmentState = (typeof INSTALMENT_STATES)[number];
export type PlanIneligibleReason = (typeof PLAN_INELIGIBLE_REASONS)[number];

/** One part of a schedule as offered: when and how much. */
export const scheduledInstalmentSchema = lazySchema(() =>
  z.object({
    due_date: z.string(),
    amount: z.number(),
  }),
);
export type ScheduledInstalment = z.infer<typeof scheduledInstalmentSchema>;

/** What happens when an instalment is not paid by its date. */
export const lateTermsSchema = lazySchema(() =>
  z.object({
    /** Added to the invoice for each instalment still unpaid this many days after its date; 0: none. */
    late_fee: z.number(),
    grace_days: z.number(),
    /** The API may end a plan this many days behind: what is left is then due on the invoice at once. */
    cancel_after_days: z.number(),
  }),
);
export type LateTerms = z.infer<typeof lateTermsSchema>;

/** One schedule the API offers: `count` monthly instalments adding up to `total` (what is due plus `fee`). */
export const planOfferSchema = lazySchema(() =>
  z.object({
    count: z.number(),
    fee: z.number(),
    total: z.number(),
    currency: z.string(),
    instalments: z.array(scheduledInstalmentSchema),
    late: lateTermsSchema,
  }),
);
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** GET /student_portal/invoices/{id}/plan_offers: the schedules the API offers for an invoice, or why none. */
export const planOffersSchema = lazySchema(() =>
  z.object({
    invoice_id: z.number(),
    eligible: z.boolean(),
    reason: z.nullable(z.enum(PLAN_INELIGIBLE_REASONS)),
    amount_due: z.number(),
    currency: z.string(),
    offers: z.array(planOfferSchema),
  }),
);
export type PlanOffers = z.infer<typeof planOffersSchema>;

/**
 * POST /student_portal/instalment_plans: the schedule the student agreed to, exactly as offered. The API creates
 * one plan per invoice; `idempotency_key` (chosen once per agreement) answers a repeated request with the plan it
 * made the first time.
 */
export interface PlanCreateRequest {
  invoice_id: number;
  idempotency_key: string;
  count: number;
  total: number;
  instalments: ScheduledInstalment[];
}

export const planInstalmentSchema = lazySchema(() =>
  z.object({
    number: z.number(),
    due_date: z.string(),
    amount: z.number(),
    paid: z.number(),
    state: z.enum(INSTALMENT_STATES),
  }),
);
export type PlanInstalment = z.infer<typeof planInstalmentSchema>;

/** A plan (GET /student_portal/instalment_plans, /{id}): its schedule as paid so far, and its state today. */
export const instalmentPlanSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    invoice_id: z.number(),
    invoice_number: z.string(),
    state: z.enum(PLAN_STATES),
    created_at: z.string(),
    cancelled_at: z.nullable(z.string()),
    count: z.number(),
    fee: z.number(),
    total: z.number(),
    paid: z.number(),
    remaining: z.number(),
    currency: z.string(),
    late: lateTermsSchema,
    instalments: z.array(planInstalmentSchema),
  }),
);
export type InstalmentPlan = z.infer<typeof instalmentPlanSchema>;

export const instalmentPlanListSchema = lazySchema(() => z.array(instalmentPlanSchema));

const pennies = (amount: number) => Math.round(amount * 100);

/** The last day of a month (`month` 0-based, may run past 11). */
function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `count` monthly dates from `start` (an ISO date), the first on `start`: the same day of each month, or the month's
 * last day where it has no such day (a plan begun on the 31st falls on 30 April and 28 or 29 February).
 */
export function monthlyDates(start: string, count: number): string[] {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 + index, 1));
    const y = at.getUTCFullYear();
    const m = at.getUTCMonth();
    const d = Math.min(day, lastDayOf(y, m));
    return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  });
}

/**
 * `total` in `count` parts that add up to it to the penny: equal parts, the pennies left over on the first ones.
 * Null when a part would be zero (a total under a penny per part) or the input is not a count and an amount.
 */
export function splitTotal(total: number, count: number): number[] | null {
  const all = pennies(total);
  if (!Number.isInteger(count) || count < 1 || !Number.isFinite(all) || all < count) return null;
  const base = Math.floor(all / count);
  const extra = all - base * count;
  return Array.from({ length: count }, (_, index) => (base + (index < extra ? 1 : 0)) / 100);
}

/** The schedule of a plan begun on `start`: monthly dates and parts adding up to `total`; null as splitTotal. */
export function planSchedule(total: number, count: number, start: string): ScheduledInstalment[] | null {
  const parts = splitTotal(total, count);
  if (!parts) return null;
  const dates = monthlyDates(start, count);
  return parts.map((amount, index) => ({ due_date: dates[index] ?? start, amount }));
}

/** Whether the instalments add up to `total` to the penny, each more than nothing. */
export function addsUpTo(instalments: readonly ScheduledInstalment[], total: number): boolean {
  return (
    instalments.every((part) => pennies(part.amount) > 0) &&
    instalments.reduce((sum, part) => sum + pennies(part.amount), 0) === pennies(total)
  );
}

/** Whether two schedules are the same: the same dates and amounts, in order. */
export function sameSchedule(a: readonly ScheduledInstalment[], b: readonly ScheduledInstalment[]): boolean {
  return (
    a.length === b.length &&
    a.every((part, index) => {
      const other = b[index];
      return !!other && other.due_date === part.due_date && pennies(other.amount) === pennies(part.amount);
    })
  );
}

export interface PlanStanding {
  instalments: readonly ScheduledInstalment[];
  /** Paid towards the plan so far, in all: it pays the instalments in order, the earliest first. */
  paid: number;
  cancelled: boolean;
}

/**
 * The state of each instalment and of the plan on `today`. Money paid goes to the earliest instalment first, so
 * paying early, paying several at once and paying the rest at once all count. An instalment is late the day after
 * its date while not paid in full; the plan is behind while any is, completed once all are paid, and cancelled
 * when cancelled (its instalments as they stood).
 */
export function planStateOn(
  standing: PlanStanding,
  today: string,
): { state: PlanState; instalments: PlanInstalment[] } {
  let left = pennies(standing.paid);
  const instalments = standing.instalments.map((part, index): PlanInstalment => {
    const amount = pennies(part.amount);
    const paid = Math.max(0, Math.min(amount, left));
    left -= paid;
    const state: InstalmentState = paid >= amount ? 'paid' : part.due_date < today ? 'late' : 'due';
    return { number: index + 1, due_date: part.due_date, amount: part.amount, paid: paid / 100, state };
  });
  const state: PlanState = standing.cancelled
    ? 'cancelled'
    : instalments.every((part) => part.state === 'paid')
      ? 'completed'
      : instalments.some((part) => part.state === 'late')
        ? 'behind'
        : 'active';
  return { state, instalments };
}

/** What the plan asks for now: the late and today's instalments, else the next one; null when nothing is left. */
export function instalmentToPay(
  plan: Pick<InstalmentPlan, 'instalments' | 'state'>,
  today: string,
): { amount: number; due_date: string; numbers: number[] } | null {
  if (plan.state === 'cancelled' || plan.state === 'completed') return null;
  const open = plan.instalments.filter((part) => part.state !== 'paid');
  // Late by the API's word or due by the caller's day: a device's clock behind the API's still asks for the late.
  const now = open.filter((part) => part.state === 'late' || part.due_date <= today);
  const chosen = now.length > 0 ? now : open.slice(0, 1);
  const first = chosen[0];
  if (!first) return null;
  const amount = chosen.reduce((sum, part) => sum + pennies(part.amount) - pennies(part.paid), 0) / 100;
  return { amount, due_date: first.due_date, numbers: chosen.map((part) => part.number) };
}
