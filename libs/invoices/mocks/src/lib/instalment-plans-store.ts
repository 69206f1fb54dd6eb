import {
  PLAN_MAX_INSTALMENTS,
  PLAN_MIN_INSTALMENTS,
  addsUpTo,
  instalmentToPay,
  planSchedule,
  planStateOn,
  sameSchedule,
  type InstalmentPlan,
  type InvoiceDetail,
  type LateTerms,
  type PlanCreateRequest,
  type PlanIneligibleReason,
  type PlanOffer,
  type PlanOffers,
  type ScheduledInstalment,
} from '@portal/api-contract';

/** The demo's rule: tuition and accommodation invoices of at least this much still due, not yet overdue. */
export const PLAN_MIN_AMOUNT = 1000;
/** The demo charges no fee and no late fee; the contract carries both for an API that does. */
const PLAN_FEE = 0;
const LATE_TERMS: LateTerms = { late_fee: 0, grace_days: 0, cancel_after_days: 60 };

const round = (value: number) => Math.round(value * 100) / 100;

/** Which kind of charge an invoice is, by what it bills. */
export function planCategory(
  invoice: Pick<InvoiceDetail, 'description'>,
): 'tuition' | 'accommodation' | 'other' {
  if (/tuition/i.test(invoice.description)) return 'tuition';
  if (/accommodation|homestay|room/i.test(invoice.description)) return 'accommodation';
  return 'other';
}

interface StoredPlan {
  id: number;
  studentId: number;
  invoiceId: number;
  invoiceNumber: string;
  createdAt: string;
  cancelledAt: string | null;
  /** What the invoice asked for when the plan began: what it asks for less than this is paid towards the plan. */
  dueAtStart: number;
  fee: number;
  total: number;
  currency: string;
  schedule: ScheduledInstalment[];
}

export type PlanCreateOutcome =
  | { ok: true; plan: InstalmentPlan; repeated: boolean }
  | {
      ok: false;
      status: 409 | 422;
      code: 'plan_exists' | 'not_eligible' | 'schedule_not_offered' | 'amounts_mismatch';
      reason?: PlanIneligibleReason;
    };

/** The students' instalment plans (docs/api.md "Instalment plans"): one per invoice, priced here. */
export class InstalmentPlansStore {
  private plans: StoredPlan[] = [];
  /** Each student's idempotency keys and the plan each made. */
  private keys = new Map<string, number>();
  private nextId = 1;

  reset(): void {
    this.plans = [];
    this.keys.clear();
    this.nextId = 1;
  }

  /** The schedules offered for an invoice on `today`, or why none. */
  offers(studentId: number, invoice: InvoiceDetail, today: string): PlanOffers {
    const reason = this.ineligible(studentId, invoice, today);
    const base = { invoice_id: invoice.id, amount_due: invoice.amount_due, currency: invoice.currency };
    if (reason) return { ...base, eligible: false, reason, offers: [] };
    const offers: PlanOffer[] = [];
    for (let count = PLAN_MIN_INSTALMENTS; count <= PLAN_MAX_INSTALMENTS; count += 1) {
      const total = round(invoice.amount_due + PLAN_FEE);
      const instalments = planSchedule(total, count, today);
      if (instalments)
        offers.push({
          count,
          fee: PLAN_FEE,
          total,
          currency: invoice.currency,
          instalments,
          late: LATE_TERMS,
        });
    }
    return { ...base, eligible: true, reason: null, offers };
  }

  create(
    studentId: number,
    invoice: InvoiceDetail,
    request: PlanCreateRequest,
    now: Date,
  ): PlanCreateOutcome {
    const today = now.toISOString().slice(0, 10);
    const repeated = this.keys.get(`${studentId}:${request.idempotency_key}`);
    const earlier = this.plans.find((plan) => plan.id === repeated);
    if (earlier) return { ok: true, plan: this.view(earlier, invoice, today), repeated: true };
    if (this.planOf(studentId, invoice.id)) return { ok: false, status: 409, code: 'plan_exists' };
    const reason = this.ineligible(studentId, invoice, today);
    if (reason) return { ok: false, status: 422, code: 'not_eligible', reason };
    if (!addsUpTo(request.instalments, request.total) || request.instalments.length !== request.count)
      return { ok: false, status: 422, code: 'amounts_mismatch' };
    const offer = this.offers(studentId, invoice, today).offers.find(
      (candidate) =>
        candidate.count === request.count &&
        round(candidate.total) === round(request.total) &&
        sameSchedule(candidate.instalments, request.instalments),
    );
    if (!offer) return { ok: false, status: 422, code: 'schedule_not_offered' };
    const plan: StoredPlan = {
      id: this.nextId++,
      studentId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      createdAt: now.toISOString(),
      cancelledAt: null,
      dueAtStart: invoice.amount_due,
      fee: offer.fee,
      total: offer.total,
      currency: offer.currency,
      schedule: offer.instalments,
    };
    this.plans.push(plan);
    this.keys.set(`${studentId}:${request.idempotency_key}`, plan.id);
    return { ok: true, plan: this.view(plan, invoice, today), repeated: false };
  }

  /** The student's plans, newest first, as they stand on `today`. */
  list(
    studentId: number,
    invoiceOf: (invoiceId: number) => InvoiceDetail | undefined,
    today: string,
  ): InstalmentPlan[] {
    return this.plans
      .filter((plan) => plan.studentId === studentId)
      .reverse()
      .flatMap((plan) => {
        const invoice = invoiceOf(plan.invoiceId);
        return invoice ? [this.view(plan, invoice, today)] : [];
      });
  }

  find(studentId: number, planId: number): { invoiceId: number } | undefined {
    const plan = this.plans.find((candidate) => candidate.studentId === studentId && candidate.id === planId);
    return plan ? { invoiceId: plan.invoiceId } : undefined;
  }

  /** Ends a plan: what is left is due on the invoice as before. False for a plan already ended. */
  cancel(
    studentId: number,
    planId: number,
    invoice: InvoiceDetail,
    now: Date,
  ): InstalmentPlan | 'not_active' {
    const plan = this.plans.find((candidate) => candidate.studentId === studentId && candidate.id === planId);
    const today = now.toISOString().slice(0, 10);
    if (!plan) return 'not_active';
    const standing = this.view(plan, invoice, today);
    if (standing.state === 'cancelled' || standing.state === 'completed') return 'not_active';
    plan.cancelledAt = now.toISOString();
    return this.view(plan, invoice, today);
  }

  view(plan: StoredPlan, invoice: InvoiceDetail, today: string): InstalmentPlan {
    // What the invoice no longer asks for since the plan began was paid towards it, by whoever paid.
    const paid = Math.min(plan.total, Math.max(0, round(plan.dueAtStart + plan.fee - invoice.amount_due)));
    const { state, instalments } = planStateOn(
      { instalments: plan.schedule, paid, cancelled: plan.cancelledAt !== null },
      today,
    );
    return {
      id: plan.id,
      invoice_id: plan.invoiceId,
      invoice_number: plan.invoiceNumber,
      state,
      created_at: plan.createdAt,
      cancelled_at: plan.cancelledAt,
      count: plan.schedule.length,
      fee: plan.fee,
      total: plan.total,
      paid,
      remaining: round(plan.total - paid),
      currency: plan.currency,
      late: LATE_TERMS,
      instalments,
    };
  }

  /**
   * What paying an invoice on a running plan asks for on `today`: the late and today's instalments, else the next
   * one (so paying early works); null when the invoice has no running plan and is paid as before.
   */
  dueNow(studentId: number, invoice: InvoiceDetail, today: string): number | null {
    const plan = this.planOf(studentId, invoice.id);
    if (!plan) return null;
    const view = this.view(plan, invoice, today);
    const next = instalmentToPay(view, today);
    return next ? Math.min(next.amount, invoice.amount_due) : null;
  }

  /** An invoice's plan, cancelled or not: one per invoice. */
  private planOf(studentId: number, invoiceId: number): StoredPlan | undefined {
    return this.plans.find((plan) => plan.studentId === studentId && plan.invoiceId === invoiceId);
  }

  private ineligible(studentId: number, invoice: InvoiceDetail, today: string): PlanIneligibleReason | null {
    if (this.planOf(studentId, invoice.id)) return 'has_plan';
    if (invoice.status === 'cancelled') return 'cancelled';
    if (invoice.amount_due <= 0) return 'nothing_due';
    if (planCategory(invoice) === 'other') return 'category';
    if (invoice.due_date < today) return 'overdue';
    if (invoice.amount_due < PLAN_MIN_AMOUNT) return 'too_small';
    return null;
  }
}
