import { http } from 'msw';
import {
  isSponsorToken,
  SPONSOR_CATEGORIES,
  SPONSOR_LANGUAGES,
  SPONSOR_RELATIONSHIPS,
  type SponsorInvite,
  type SponsorQuote,
  type SponsorScope,
  type SponsorView,
  type Student,
} from '@portal/api-contract';
import { parseId } from '@portal/util';
import {
  ContentTranslator,
  translatedOk,
  type MockDatabase,
  apiError,
  ok,
  readJson,
  type Authenticated,
  type ResolverInfo,
} from '@portal/mocks-core';
import { type SponsorsStore, inScope, type StoredSponsor } from './sponsors-store';
import {
  type PaymentsStore,
  capturePaypal,
  gatewayFee,
  settlePayment,
  toRecord,
  type StoredPayment,
  FLYWIRE_ON_ITS_WAY,
  flywireCheckout,
  paypalCheckout,
} from '@portal/payments/mocks';
import { HttpResponse } from 'msw';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase & { readonly sponsors: SponsorsStore; readonly payments: PaymentsStore };

/** The header that carries a sponsor link's secret: never the URL, so it stays out of access logs. */
export const SPONSOR_TOKEN_HEADER = 'x-sponsor-token';
/** Set by demo-api to the caller's address (any value a client sends is replaced); the mocks count per process. */
export const DEMO_CLIENT_HEADER = 'x-demo-client';

const round = (value: number) => Math.round(value * 100) / 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readScope(raw: unknown): SponsorScope | null {
  if (!raw || typeof raw !== 'object') return null;
  const scope = raw as Record<string, unknown>;
  if (scope['kind'] === 'all') return { kind: 'all' };
  if (scope['kind'] === 'categories') {
    const categories = scope['categories'];
    if (!Array.isArray(categories) || categories.length === 0) return null;
    if (!categories.every((entry) => (SPONSOR_CATEGORIES as readonly unknown[]).includes(entry))) return null;
    return {
      kind: 'categories',
      categories: [...new Set(categories)] as (typeof SPONSOR_CATEGORIES)[number][],
    };
  }
  if (scope['kind'] === 'invoices') {
    const ids = scope['invoice_ids'];
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id) && id > 0))
      return null;
    return { kind: 'invoices', invoice_ids: [...new Set(ids as number[])] };
  }
  return null;
}

/** The invitation's fields, or the message that says which one is wrong. */
function readInvite(
  db: DemoDatabase,
  student: Student,
  body: Record<string, unknown>,
  today: string,
): SponsorInvite | string {
  const name = typeof body['name'] === 'string' ? body['name'].trim() : '';
  const email = typeof body['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
  if (!name || name.length > 100) return 'Enter the sponsor’s name (at most 100 characters).';
  if (!EMAIL.test(email) || email.length > 200) return 'Enter the sponsor’s e-mail address.';
  if (email === student.email.toLowerCase()) return 'A sponsor is someone else: enter their e-mail address.';
  const relationship = body['relationship'];
  if (!(SPONSOR_RELATIONSHIPS as readonly unknown[]).includes(relationship))
    return 'Choose the relationship.';
  const language = body['language'];
  if (!(SPONSOR_LANGUAGES as readonly unknown[]).includes(language)) return 'Choose the sponsor’s language.';
  const scope = readScope(body['scope']);
  if (!scope) return 'Choose what the sponsor may pay: all open invoices, some categories or some invoices.';
  if (scope.kind === 'invoices' && !scope.invoice_ids.every((id) => db.findInvoice(student.student_id, id)))
    return 'One of the chosen invoices is not yours.';
  const limit = body['limit'] ?? null;
  if (
    limit !== null &&
    (typeof limit !== 'number' || !(limit > 0) || limit > 1_000_000 || round(limit) !== limit)
  )
    return 'The limit must be a positive amount with at most two decimals.';
  const endsOn = body['ends_on'] ?? null;
  if (endsOn !== null && (typeof endsOn !== 'string' || !DATE.test(endsOn) || endsOn < today))
    return 'The end date must be today or later.';
  return {
    name,
    email,
    relationship: relationship as SponsorInvite['relationship'],
    language: language as SponsorInvite['language'],
    scope,
    limit,
    ends_on: endsOn,
  };
}

/** Where the invitation's link points: the portal that asked (its origin), else the API's own. */
const linkBase = (request: Request) => request.headers.get('origin') ?? new URL(request.url).origin;

/** The student's side: invite a sponsor, list the sponsors, resend or withdraw an invitation. */
function studentSponsorHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const store = db.sponsors;
  const today = () => new Date(db.options.now()).toISOString().slice(0, 10);
  return [
    http.get(
      '*/student_portal/sponsors',
      authenticated((_info, student) =>
        ok(
          store.list(student.student_id).map((sponsor) => store.toSponsor(sponsor)),
          store.takeNotice(student.student_id),
        ),
      ),
    ),

    http.post(
      '*/student_portal/sponsors',
      authenticated(async ({ request }, student) => {
        const invite = readInvite(db, student, (await readJson(request)) ?? {}, today());
        if (typeof invite === 'string') return apiError(400, 'invalid_request', invite);
        const sponsor = await store.invite(
          student.student_id,
          invite,
          linkBase(request),
          student.student_firstname,
        );
        return ok(store.toSponsor(sponsor), undefined, { status: 201 });
      }),
    ),

    ...(['resend', 'revoke'] as const).map((action) =>
      http.post(
        `*/student_portal/sponsors/:sponsorId/${action}`,
        authenticated(async ({ params, request }, student) => {
          const id = parseId(String(params['sponsorId']));
          const sponsor = id === null ? undefined : store.find(student.student_id, id);
          if (!sponsor) return apiError(404, 'not_found', 'Sponsor not found.');
          if (action === 'revoke') sponsor.revoked = true;
          else {
            if (store.state(sponsor) === 'revoked' || store.state(sponsor) === 'expired')
              return apiError(
                409,
                'link_closed',
                'This invitation was withdrawn or has expired: invite again.',
              );
            await store.resend(sponsor, linkBase(request));
          }
          return ok(store.toSponsor(sponsor));
        }),
      ),
    ),
  ];
}

type SponsorResolver = (info: ResolverInfo, sponsor: StoredSponsor) => Response | Promise<Response>;

/** Which links a handler answers: working ones, or withdrawn and expired ones too (the sponsor's own receipts). */
type LinkStates = 'working' | 'closedToo';

/** What every handler of the sponsor's side reads: the sponsor the link names, their invoices and payments. */
interface SponsorAccess {
  db: DemoDatabase;
  /**
   * Runs the resolver for a link that works (or, with 'closedToo', one that was withdrawn or expired); every other
   * link gets a clear error and no data.
   */
  bySponsorToken: (
    resolver: SponsorResolver,
    states?: LinkStates,
  ) => (info: ResolverInfo) => Promise<Response>;
  sharedInvoices: (sponsor: StoredSponsor) => ReturnType<DemoDatabase['listInvoices']>;
  /** A payment this sponsor started, by the id a request names. */
  sponsorPayment: (sponsor: StoredSponsor, raw: unknown) => StoredPayment | undefined;
}

function sponsorAccess(db: DemoDatabase): SponsorAccess {
  const store = db.sponsors;
  return {
    db,
    bySponsorToken:
      (resolver, states = 'working') =>
      async (info) => {
        const client = info.request.headers.get(DEMO_CLIENT_HEADER) ?? 'local';
        if (store.isBlocked(client))
          return HttpResponse.json(
            { error: { code: 'too_many_attempts', message: 'Too many wrong links. Try again later.' } },
            { status: 429, headers: { 'Retry-After': '900' } },
          );
        const token = info.request.headers.get(SPONSOR_TOKEN_HEADER) ?? '';
        if (!isSponsorToken(token)) return apiError(400, 'invalid_link', 'This link is not a sponsor link.');
        const found = await store.byToken(token, client);
        if (found.kind === 'unknown') return apiError(404, 'link_unknown', 'This link is not valid.');
        if (found.kind !== 'ok' && states === 'closedToo') return resolver(info, found.sponsor);
        if (found.kind === 'revoked') return apiError(410, 'link_revoked', 'This link was withdrawn.');
        if (found.kind !== 'ok') return apiError(410, 'link_expired', 'This link has expired.');
        return resolver(info, found.sponsor);
      },
    sharedInvoices: (sponsor) =>
      db.listInvoices(sponsor.studentId).filter(
        (invoice) =>
          invoice.status !== 'cancelled' &&
          inScope(sponsor.invite.scope, invoice) &&
          // Open invoices, and those the sponsor paid: never the student's history beyond that.
          (invoice.amount_due > 0 || sponsor.payments.some((payment) => payment.invoice_id === invoice.id)),
      ),
    sponsorPayment(sponsor, raw) {
      const paymentId = typeof raw === 'number' ? raw : parseId(String(raw ?? ''));
      if (paymentId === null || store.attempts.get(paymentId) !== sponsor.id) return undefined;
      return db.payments.find(sponsor.studentId, paymentId);
    },
  };
}

const SPONSOR_GATEWAYS = ['paypal', 'flywire'] as const;

/** What paying a shared invoice costs the sponsor, before Pay: the amount within the limit, each gateway's fee. */
function sponsorQuote({ db, sharedInvoices }: SponsorAccess, request: Request, sponsor: StoredSponsor) {
  const invoiceId = parseId(new URL(request.url).searchParams.get('invoice_id') ?? '');
  const invoice = sharedInvoices(sponsor).find((entry) => entry.id === invoiceId);
  if (!invoice) return apiError(404, 'not_found', 'This invoice is not shared with you.');
  const left = db.sponsors.limitLeft(sponsor);
  const amount = Math.max(0, left === null ? invoice.amount_due : Math.min(invoice.amount_due, left));
  const pending = db.payments.pendingFor(sponsor.studentId, invoice.id);
  const quote: SponsorQuote = {
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    currency: 'GBP',
    amount_due: invoice.amount_due,
    limit_left: left,
    amount,
    gateways: SPONSOR_GATEWAYS.map((gateway) => {
      const fee = amount > 0 ? gatewayFee(gateway, amount) : 0;
      return { gateway, fee, total: round(amount + fee) };
    }),
    payment_pending: pending ? { gateway: pending.gateway } : null,
  };
  return ok(quote);
}

/** The sponsor's checkout of a shared invoice: up to what is due and what the student allowed, PayPal or Flywire. */
async function sponsorCheckout(
  { db, sharedInvoices }: SponsorAccess,
  request: Request,
  sponsor: StoredSponsor,
) {
  const store = db.sponsors;
  const body = (await readJson(request)) ?? {};
  const gateway = body['gateway'];
  if (gateway !== 'paypal' && gateway !== 'flywire')
    return apiError(400, 'invalid_request', 'Choose how to pay.');
  const invoiceId = typeof body['invoice_id'] === 'number' ? body['invoice_id'] : null;
  const invoice =
    invoiceId === null ? undefined : sharedInvoices(sponsor).find((entry) => entry.id === invoiceId);
  if (!invoice) return apiError(404, 'not_found', 'This invoice is not shared with you.');
  if (invoice.amount_due <= 0) return apiError(409, 'already_paid', 'This invoice is already paid.');
  if (db.payments.pendingFor(sponsor.studentId, invoice.id))
    return apiError(
      409,
      'payment_pending',
      'A payment for this invoice is already being processed. Wait for it to be confirmed.',
    );
  const left = store.limitLeft(sponsor);
  const most = left === null ? invoice.amount_due : Math.min(invoice.amount_due, left);
  const asked = body['amount'];
  if (asked !== undefined && (typeof asked !== 'number' || !(asked > 0) || round(asked) !== asked))
    return apiError(422, 'invalid_amount', 'The amount must be positive, with at most two decimals.');
  const amount = typeof asked === 'number' ? asked : most;
  if (amount > invoice.amount_due)
    return apiError(422, 'more_than_due', `At most ${invoice.amount_due.toFixed(2)} GBP is due.`);
  if (left !== null && amount > left)
    return apiError(422, 'over_limit', `The student allowed at most ${left.toFixed(2)} GBP more from you.`);
  if (amount <= 0) return apiError(422, 'over_limit', 'You have paid as much as the student allowed.');
  const fee = gatewayFee(gateway, amount);
  const stored = db.payments.create({
    student_id: sponsor.studentId,
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    date: new Date(db.options.now()).toISOString(),
    gateway,
    amount,
    fee,
    currency: 'GBP',
    status: 'created',
    paid_by: sponsor.invite.name,
  });
  store.attempts.set(stored.id, sponsor.id);
  const base = {
    payment_id: stored.id,
    invoice_id: invoice.id,
    amount,
    fee,
    total: round(amount + fee),
    currency: 'GBP',
  };
  if (gateway === 'paypal') return paypalCheckout(stored, base, 'GB');
  // The payer is the sponsor: the gateway learns nothing of the student but the invoice.
  const [first = '', ...rest] = sponsor.invite.name.split(' ');
  return flywireCheckout(base, {
    first_name: first,
    last_name: rest.join(' '),
    email: sponsor.invite.email,
    phone: null,
    address: null,
  });
}

/** The sponsor's payments: the checkout, PayPal's capture, Flywire's callback and the payment's status. */
function sponsorPaymentHandlers(access: SponsorAccess) {
  const { db, bySponsorToken, sponsorPayment } = access;
  const store = db.sponsors;
  return [
    http.get(
      '*/sponsor/quote',
      bySponsorToken(({ request }, sponsor) => sponsorQuote(access, request, sponsor)),
    ),

    http.post(
      '*/sponsor/checkout',
      bySponsorToken(({ request }, sponsor) => sponsorCheckout(access, request, sponsor)),
    ),

    http.post(
      '*/sponsor/paypal/capture',
      bySponsorToken(async ({ request }, sponsor) => {
        const body = (await readJson(request)) ?? {};
        const stored = sponsorPayment(sponsor, body['payment_id']);
        if (!stored || stored.gateway !== 'paypal' || stored.order_id !== body['order_id'])
          return apiError(404, 'not_found', 'PayPal order not found.');
        if (!capturePaypal(stored))
          return apiError(409, 'already_captured', 'This PayPal order was already handled.');
        return ok(toRecord(stored));
      }),
    ),

    http.post(
      '*/sponsor/flywire/callback',
      bySponsorToken(async ({ request }, sponsor) => {
        const body = (await readJson(request)) ?? {};
        const stored = sponsorPayment(sponsor, body['payment_id']);
        if (!stored || stored.gateway !== 'flywire') return apiError(404, 'not_found', 'Payment not found.');
        if (stored.status === 'created') {
          const status = String(body['status'] ?? '');
          stored.gateway_reference = String(body['reference'] ?? '') || null;
          settlePayment(
            stored,
            FLYWIRE_ON_ITS_WAY.includes(status) ? 'pending' : 'failed',
            new Date(db.options.now()).toISOString(),
          );
        }
        return ok(toRecord(stored));
      }),
    ),

    http.get(
      '*/sponsor/payments/:paymentId',
      bySponsorToken(({ params }, sponsor) => {
        const stored = sponsorPayment(sponsor, params['paymentId']);
        if (!stored || stored.invoice_id === null) return apiError(404, 'not_found', 'Payment not found.');
        // The demo gateways confirm a payment the first time anyone asks after the gateway took it.
        if (stored.status === 'pending') {
          settlePayment(stored, 'completed', new Date(db.options.now()).toISOString());
          db.applyPayment(sponsor.studentId, stored.invoice_id, {
            id: stored.id,
            date: stored.date,
            gateway: stored.gateway,
            amount: stored.amount,
            status: 'completed',
            paid_by: sponsor.invite.name,
          });
          store.recordPayment(sponsor, {
            id: stored.id,
            invoice_id: stored.invoice_id,
            invoice_number: stored.invoice_number ?? '',
            date: stored.updated_at ?? stored.date,
            amount: stored.amount,
            currency: stored.currency,
          });
        }
        return ok(toRecord(stored));
      }),
    ),
  ];
}

/** What the sponsor reads, in the language the student chose for them: the shared view and a payment's receipt. */
function sponsorViewHandlers({ db, bySponsorToken, sharedInvoices, sponsorPayment }: SponsorAccess) {
  const store = db.sponsors;
  return [
    http.get(
      '*/sponsor/view',
      bySponsorToken((_info, sponsor) => {
        const student = db.findStudent(sponsor.studentId);
        // In the sponsor's language (the one the student chose), whatever the browser that opens the link asks.
        const translate = new ContentTranslator(sponsor.invite.language);
        const view: SponsorView = {
          student_first_name: student?.student_firstname ?? '',
          sponsor_name: sponsor.invite.name,
          language: sponsor.invite.language,
          ends_on: sponsor.endsOn,
          limit_left: store.limitLeft(sponsor),
          currency: 'GBP',
          invoices: sharedInvoices(sponsor).map((invoice) => ({
            ...invoice,
            description: translate.text(invoice.description),
          })),
          payments: sponsor.payments,
        };
        return translatedOk(view, translate);
      }),
    ),

    // The sponsor's own payments and receipts, through a withdrawn or expired link too: nothing else of the student.
    http.get(
      '*/sponsor/receipts',
      bySponsorToken((_info, sponsor) => ok(sponsor.payments), 'closedToo'),
    ),

    http.get(
      '*/sponsor/receipts/:paymentId',
      bySponsorToken(({ params }, sponsor) => {
        const stored = sponsorPayment(sponsor, params['paymentId']);
        if (!stored || stored.status !== 'completed' || stored.invoice_id === null)
          return apiError(404, 'not_found', 'No receipt for this payment.');
        const invoice = db.findInvoice(sponsor.studentId, stored.invoice_id);
        const translate = new ContentTranslator(sponsor.invite.language);
        return translatedOk(
          {
            payment_id: stored.id,
            reference: stored.reference ?? `PAY-${stored.id}`,
            date: stored.updated_at ?? stored.date,
            sponsor_name: sponsor.invite.name,
            student_first_name: db.findStudent(sponsor.studentId)?.student_firstname ?? '',
            invoice_number: stored.invoice_number ?? '',
            description: translate.text(invoice?.description ?? ''),
            gateway: stored.gateway,
            amount: stored.amount,
            fee: stored.fee,
            currency: stored.currency,
          },
          translate,
        );
      }, 'closedToo'),
    ),
  ];
}

/** The sponsor endpoints: the student's (invite, list, resend, revoke) and the sponsor's, by the link's secret. */
export function sponsorHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const access = sponsorAccess(db);
  return [
    ...studentSponsorHandlers(db, authenticated),
    ...sponsorViewHandlers(access),
    ...sponsorPaymentHandlers(access),
  ];
}
