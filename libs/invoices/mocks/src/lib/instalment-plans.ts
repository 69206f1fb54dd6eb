import { http } from 'msw';
import type { PlanCreateRequest, ScheduledInstalment } from '@portal/api-contract';
import { parseId } from '@portal/util';
import {
  type Authenticated,
  type MockDatabase,
  apiError,
  ok,
  readJson,
  validationError,
} from '@portal/mocks-core';
import type { InstalmentPlansStore } from './instalment-plans-store';

type DemoDatabase = MockDatabase & { readonly plans: InstalmentPlansStore };

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const MESSAGES = {
  plan_exists: 'This invoice already has an instalment plan.',
  not_eligible: 'This invoice cannot be paid in instalments.',
  schedule_not_offered:
    'This schedule is not one offered for this invoice today. Choose from the offers again.',
  amounts_mismatch: 'The instalments do not add up to the total.',
} as const;

/** The body of a plan's creation, or the fields that are wrong. */
function readCreate(
  body: Record<string, unknown> | null,
): { ok: true; request: PlanCreateRequest } | { ok: false; fields: Record<string, string> } {
  if (!body) return { ok: false, fields: { body: 'Send a JSON object.' } };
  const fields: Record<string, string> = {};
  const { invoice_id, idempotency_key, count, total, instalments } = body;
  if (typeof invoice_id !== 'number' || !Number.isInteger(invoice_id) || invoice_id < 1)
    fields['invoice_id'] = 'An invoice id.';
  if (typeof idempotency_key !== 'string' || !IDEMPOTENCY_KEY.test(idempotency_key))
    fields['idempotency_key'] = '8 to 64 letters, digits, - or _.';
  if (typeof count !== 'number' || !Number.isInteger(count)) fields['count'] = 'A whole number.';
  if (typeof total !== 'number' || !Number.isFinite(total)) fields['total'] = 'An amount.';
  const parts = Array.isArray(instalments) ? instalments : null;
  const valid =
    parts?.every(
      (part): part is ScheduledInstalment =>
        !!part &&
        typeof part === 'object' &&
        typeof (part as ScheduledInstalment).due_date === 'string' &&
        ISO_DATE.test((part as ScheduledInstalment).due_date) &&
        typeof (part as ScheduledInstalment).amount === 'number' &&
        Number.isFinite((part as ScheduledInstalment).amount),
    ) ?? false;
  if (!parts || !valid || parts.length > 24) fields['instalments'] = 'Each instalment’s date and amount.';
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, request: body as unknown as PlanCreateRequest };
}

/** Offers, creation, the list, one plan and its cancellation (docs/api.md "Instalment plans"). */
export function instalmentPlanHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const now = () => new Date(db.options.now());
  const today = () => now().toISOString().slice(0, 10);

  return [
    http.get(
      '*/student_portal/invoices/:invoiceId/plan_offers',
      authenticated(({ params }, student) => {
        const invoiceId = parseId(String(params['invoiceId']));
        const invoice = invoiceId === null ? undefined : db.findInvoice(student.student_id, invoiceId);
        if (!invoice) return apiError(404, 'not_found', 'Invoice not found.');
        return ok(db.plans.offers(student.student_id, invoice, today()));
      }),
    ),

    http.post(
      '*/student_portal/instalment_plans',
      authenticated(async ({ request }, student) => {
        const read = readCreate(await readJson(request));
        if (!read.ok) return validationError(read.fields);
        const invoice = db.findInvoice(student.student_id, read.request.invoice_id);
        if (!invoice) return apiError(404, 'not_found', 'Invoice not found.');
        const outcome = db.plans.create(student.student_id, invoice, read.request, now());
        if (!outcome.ok) return apiError(outcome.status, outcome.code, MESSAGES[outcome.code]);
        return ok(outcome.plan, undefined, { status: outcome.repeated ? 200 : 201 });
      }),
    ),

    http.get(
      '*/student_portal/instalment_plans',
      authenticated((_info, student) =>
        ok(db.plans.list(student.student_id, (id) => db.findInvoice(student.student_id, id), today())),
      ),
    ),

    http.get(
      '*/student_portal/instalment_plans/:planId',
      authenticated(({ params }, student) => {
        const planId = parseId(String(params['planId']));
        const plan = planId === null ? undefined : db.plans.find(student.student_id, planId);
        const invoice = plan && db.findInvoice(student.student_id, plan.invoiceId);
        const view =
          invoice &&
          db.plans
            .list(student.student_id, (id) => db.findInvoice(student.student_id, id), today())
            .find((candidate) => candidate.id === planId);
        if (!view) return apiError(404, 'not_found', 'Instalment plan not found.');
        return ok(view);
      }),
    ),

    http.post(
      '*/student_portal/instalment_plans/:planId/cancel',
      authenticated(({ params }, student) => {
        const planId = parseId(String(params['planId']));
        const plan = planId === null ? undefined : db.plans.find(student.student_id, planId);
        const invoice = plan && db.findInvoice(student.student_id, plan.invoiceId);
        if (planId === null || !invoice) return apiError(404, 'not_found', 'Instalment plan not found.');
        const cancelled = db.plans.cancel(student.student_id, planId, invoice, now());
        if (cancelled === 'not_active')
          return apiError(409, 'not_active', 'This plan is already completed or cancelled.');
        return ok(cancelled);
      }),
    ),
  ];
}
