import {
  BILLING_PERIOD_MONTHS,
  type InvoiceDetail,
  type MembershipPlan,
  type OnboardingPack,
  type Subscription,
} from '@portal/api-contract';
import type { PaymentPayload, PaymentPayloadItem } from '@portal/util';
import {
  MEMBERSHIP_PLANS,
  ONBOARDING_PACKS,
  seedPackages,
  type StoredPackPurchase,
  type StoredSubscription,
} from './packages-seed';

type SeedInvoice = InvoiceDetail & { student_id: number };
type InvoiceLookup = (studentId: number, invoiceId: number) => InvoiceDetail | undefined;

/** What a purchase of packages asks of the checkout: go on, pay the invoice it already has, or refuse. */
export type PurchaseCheck =
  | { kind: 'new' }
  | { kind: 'billed'; invoiceId: number }
  | { kind: 'refused'; code: string; message: string };

export type SubscriptionChange =
  | { ok: true; subscription: Subscription }
  | { ok: false; notFound: true }
  | { ok: false; fields: Record<string, string> };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** The same day `months` later, or the month's last day when it has no such day (Jan 31 + 1 = Feb 28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, last));
  return isoDay(target);
}

/**
 * The demo's membership plans, onboarding packs and what each student holds. A checkout of a plan or pack
 * bills it on an invoice (the subscription then waits for payment); the invoice's payment makes it active.
 */
export class PackagesStore {
  private subscriptions: StoredSubscription[] = [];
  private purchases: StoredPackPurchase[] = [];
  private nextSubscriptionId = 1;

  constructor(
    private readonly now: () => number,
    private readonly invoiceOf: InvoiceLookup,
  ) {}

  /** Resets to the seed; returns the invoices the seeded purchases were paid with, for the database to hold. */
  reset(existing: readonly SeedInvoice[]): SeedInvoice[] {
    const seed = seedPackages(existing);
    this.subscriptions = seed.subscriptions;
    this.purchases = seed.purchases;
    this.nextSubscriptionId = Math.max(0, ...seed.subscriptions.map((entry) => entry.id)) + 1;
    return seed.invoices;
  }

  listPlans(): MembershipPlan[] {
    return MEMBERSHIP_PLANS.map((plan) => ({ ...plan, benefits: [...plan.benefits] }));
  }

  findPlan(planId: number): MembershipPlan | undefined {
    return this.listPlans().find((plan) => plan.id === planId);
  }

  listPacks(studentId: number): OnboardingPack[] {
    return ONBOARDING_PACKS.map((pack) => {
      const bought = this.purchaseOf(studentId, pack.id);
      const invoice = bought ? this.invoiceOf(studentId, bought.invoice_id) : undefined;
      return {
        ...pack,
        contents: [...pack.contents],
        purchase:
          bought && invoice
            ? {
                status: bought.status,
                date: bought.date,
                invoice_id: invoice.id,
                invoice_number: invoice.number,
              }
            : null,
      };
    });
  }

  /** Running ones first (expired last), newest first within. */
  listSubscriptions(studentId: number): Subscription[] {
    const ended = (entry: StoredSubscription) => (entry.status === 'expired' ? 1 : 0);
    return this.subscriptions
      .filter((entry) => entry.student_id === studentId)
      .sort((a, b) => ended(a) - ended(b) || b.started_at.localeCompare(a.started_at) || b.id - a.id)
      .map((entry) => this.toSubscription(entry));
  }

  /** Prices a plan or a pack named in a payment link; null for any other kind or an unknown id. */
  priceItem(item: PaymentPayloadItem): { description: string; quantity: number; unit_price: number } | null {
    if (item.kind === 'membership') {
      const plan = this.findPlan(item.id);
      return plan
        ? {
            // The period in the membership page's word ("Student membership, yearly"), not in months.
            description: `${plan.name}, ${plan.billing_period}`,
            quantity: 1,
            unit_price: plan.price,
          }
        : null;
    }
    if (item.kind === 'onboarding_pack') {
      const pack = ONBOARDING_PACKS.find((candidate) => candidate.id === item.id && candidate.available);
      return pack
        ? { description: `Onboarding pack: ${pack.name}`, quantity: 1, unit_price: pack.price }
        : null;
    }
    return null;
  }

  /**
   * Whether the plans and packs of a payment link may be bought: a plan is held once (a running plan of its
   * family is switched, not bought again), a pack is bought once; a purchase already billed is paid on its invoice.
   */
  checkPurchase(studentId: number, payload: PaymentPayload): PurchaseCheck {
    const items = (payload.items ?? []).filter(
      (item) => item.kind === 'membership' || item.kind === 'onboarding_pack',
    );
    for (const item of items) {
      if (item.quantity !== 1)
        return { kind: 'refused', code: 'invalid_quantity', message: 'A plan or a pack is bought once.' };
      if (item.kind === 'membership') {
        const plan = this.findPlan(item.id);
        if (!plan) continue;
        const held = this.subscriptions.find(
          (entry) =>
            entry.student_id === studentId &&
            entry.status !== 'expired' &&
            this.findPlan(entry.plan_id)?.family === plan.family,
        );
        if (!held) continue;
        if (held.status === 'waiting_for_payment' && held.plan_id === plan.id && held.invoice_id !== null)
          return { kind: 'billed', invoiceId: held.invoice_id };
        // Another plan of the family waiting for payment is replaced by this checkout (DemoDatabase).
        if (held.status === 'waiting_for_payment') continue;
        return {
          kind: 'refused',
          code: 'already_subscribed',
          message:
            held.plan_id === plan.id
              ? `You already hold this plan.`
              : `You already hold a ${plan.name} plan: switch plans from your subscription instead.`,
        };
      } else {
        const bought = this.purchaseOf(studentId, item.id);
        if (bought?.status === 'paid')
          return { kind: 'refused', code: 'already_bought', message: 'You have already bought this pack.' };
        if (bought) return { kind: 'billed', invoiceId: bought.invoice_id };
      }
    }
    return { kind: 'new' };
  }

  /** A checkout billed the link's plans and packs on an invoice: they now wait for its payment. */
  invoiced(studentId: number, payload: PaymentPayload, invoiceId: number): void {
    const today = this.today();
    for (const item of payload.items ?? []) {
      if (item.kind === 'membership') {
        const plan = this.findPlan(item.id);
        if (!plan) continue;
        const id = this.nextSubscriptionId++;
        this.subscriptions.push({
          student_id: studentId,
          id,
          slug: `${plan.slug}-${id}`,
          plan_id: plan.id,
          status: 'waiting_for_payment',
          auto_renew: true,
          started_at: today,
          current_period_start: null,
          current_period_end: null,
          scheduled_plan_id: null,
          invoice_id: invoiceId,
          payments: [],
        });
      } else if (item.kind === 'onboarding_pack' && !this.purchaseOf(studentId, item.id)) {
        this.purchases.push({
          student_id: studentId,
          pack_id: item.id,
          status: 'waiting_for_payment',
          date: today,
          invoice_id: invoiceId,
        });
      }
    }
  }

  /** The invoices the student's plans and packs wait on (their checkout not paid yet). */
  waitingInvoices(studentId: number): number[] {
    const waiting = [
      ...this.subscriptions
        .filter((entry) => entry.status === 'waiting_for_payment')
        .map((e) => [e, e.invoice_id] as const),
      ...this.purchases
        .filter((entry) => entry.status === 'waiting_for_payment')
        .map((e) => [e, e.invoice_id] as const),
    ];
    const ids = waiting
      .filter(([entry, invoiceId]) => entry.student_id === studentId && invoiceId !== null)
      .map(([, invoiceId]) => invoiceId as number);
    return [...new Set(ids)];
  }

  /** A checkout replaced by another: the plans and packs that waited on its invoice are no longer being bought. */
  giveUp(studentId: number, invoiceId: number): void {
    const kept = <T extends { student_id: number; status: string; invoice_id: number | null }>(entry: T) =>
      !(
        entry.student_id === studentId &&
        entry.status === 'waiting_for_payment' &&
        entry.invoice_id === invoiceId
      );
    this.subscriptions = this.subscriptions.filter(kept);
    this.purchases = this.purchases.filter(kept);
  }

  /** The invoice is paid: what waited on it becomes the student's (a plan runs from the payment's day). */
  settle(
    studentId: number,
    invoiceId: number,
    payment: { id: number; date: string; gateway: string; amount: number },
  ): void {
    const invoice = this.invoiceOf(studentId, invoiceId);
    for (const entry of this.subscriptions) {
      if (entry.student_id !== studentId || entry.invoice_id !== invoiceId) continue;
      const plan = this.findPlan(entry.plan_id);
      if (!plan || entry.status !== 'waiting_for_payment') continue;
      const start = payment.date.slice(0, 10);
      const end = addDays(addMonths(start, BILLING_PERIOD_MONTHS[plan.billing_period]), -1);
      entry.status = 'active';
      entry.started_at = start;
      entry.current_period_start = start;
      entry.current_period_end = end;
      entry.invoice_id = null;
      entry.payments.unshift({
        id: payment.id,
        date: payment.date,
        amount: plan.price,
        currency: plan.currency,
        gateway: payment.gateway,
        status: 'completed',
        invoice_id: invoiceId,
        invoice_number: invoice?.number ?? null,
        period_start: start,
        period_end: end,
      });
    }
    for (const purchase of this.purchases) {
      if (purchase.student_id === studentId && purchase.invoice_id === invoiceId) {
        purchase.status = 'paid';
        purchase.date = payment.date.slice(0, 10);
      }
    }
  }

  /** PATCH /packages/my_subscriptions: one change at a time; a refusal names the field it is about. */
  update(studentId: number, body: Record<string, unknown>): SubscriptionChange {
    const slug = typeof body['subscription'] === 'string' ? body['subscription'] : '';
    if (!slug) return { ok: false, fields: { subscription: 'Name the subscription to change.' } };
    const entry = this.subscriptions.find(
      (candidate) => candidate.student_id === studentId && candidate.slug === slug,
    );
    if (!entry) return { ok: false, notFound: true };
    const hasRenew = body['auto_renew'] !== undefined;
    const hasPlan = body['plan_id'] !== undefined;
    if (hasRenew === hasPlan)
      return { ok: false, fields: { subscription: 'Change either auto-renew or the plan, one at a time.' } };
    if (hasRenew) {
      const error = this.changeRenewal(entry, body['auto_renew']);
      if (error) return { ok: false, fields: { auto_renew: error } };
    } else {
      const error = this.changePlan(entry, body['plan_id']);
      if (error) return { ok: false, fields: { plan_id: error } };
    }
    return { ok: true, subscription: this.toSubscription(entry) };
  }

  private changeRenewal(entry: StoredSubscription, value: unknown): string | null {
    if (typeof value !== 'boolean') return 'Auto-renew must be on or off.';
    if (entry.status === 'expired')
      return 'This subscription has ended: buy the plan again from the membership page.';
    if (entry.status === 'waiting_for_payment') return 'Pay for this subscription first.';
    if (value === entry.auto_renew) return value ? 'Auto-renew is already on.' : 'Auto-renew is already off.';
    entry.auto_renew = value;
    entry.status = value ? 'active' : 'cancelled';
    // A new plan starts at a renewal; without one there is nothing to switch to.
    if (!value) entry.scheduled_plan_id = null;
    return null;
  }

  private changePlan(entry: StoredSubscription, value: unknown): string | null {
    const plan = typeof value === 'number' ? this.findPlan(value) : undefined;
    if (!plan) return 'Choose one of the plans on offer.';
    const current = this.findPlan(entry.plan_id) as MembershipPlan;
    if (entry.status === 'expired')
      return 'This subscription has ended: buy the plan again from the membership page.';
    if (entry.status === 'waiting_for_payment') return 'Pay for this subscription first.';
    if (!entry.auto_renew) return 'Turn auto-renew on first: a new plan starts at the next renewal.';
    if (current.family !== plan.family) return `Choose another ${current.name} plan.`;
    if (plan.id === entry.plan_id && entry.scheduled_plan_id === null) return 'This is already your plan.';
    if (plan.id === entry.scheduled_plan_id) return 'This plan already starts at your next renewal.';
    entry.scheduled_plan_id = plan.id === entry.plan_id ? null : plan.id;
    return null;
  }

  private toSubscription(entry: StoredSubscription): Subscription {
    const plan = this.findPlan(entry.plan_id) as MembershipPlan;
    const scheduled = entry.scheduled_plan_id !== null ? this.findPlan(entry.scheduled_plan_id) : undefined;
    const renewsOn =
      entry.status === 'active' && entry.current_period_end ? addDays(entry.current_period_end, 1) : null;
    const renewalPlan = scheduled ?? plan;
    const invoice =
      entry.status === 'waiting_for_payment' && entry.invoice_id !== null
        ? this.invoiceOf(entry.student_id, entry.invoice_id)
        : undefined;
    return {
      slug: entry.slug,
      plan,
      status: entry.status,
      auto_renew: entry.auto_renew,
      started_at: entry.started_at,
      current_period_start: entry.current_period_start,
      current_period_end: entry.current_period_end,
      next_renewal: renewsOn
        ? {
            date: renewsOn,
            plan_id: renewalPlan.id,
            amount: renewalPlan.price,
            currency: renewalPlan.currency,
          }
        : null,
      scheduled_change: scheduled && renewsOn ? { plan: scheduled, effective_from: renewsOn } : null,
      pending_invoice: invoice
        ? { id: invoice.id, number: invoice.number, amount: invoice.amount_due, currency: invoice.currency }
        : null,
      payments: entry.payments.map((payment) => ({ ...payment })),
    };
  }

  private purchaseOf(studentId: number, packId: number): StoredPackPurchase | undefined {
    return this.purchases.find(
      (purchase) => purchase.student_id === studentId && purchase.pack_id === packId,
    );
  }

  private today(): string {
    return isoDay(new Date(this.now()));
  }
}
