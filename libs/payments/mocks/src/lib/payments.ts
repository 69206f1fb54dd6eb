import { http } from 'msw';
import {
  PAYMENT_GATEWAYS,
  type InvoiceDetail,
  type OrderItem,
  type PaymentGateway,
  type PaymentQuote,
  type PaymentRecord,
  type Student,
} from '@portal/api-contract';
import { decodePaymentPayload, isPaymentPageType, parseId, type PaymentPayload } from '@portal/util';
import { type Authenticated, apiError, ok, readJson } from '@portal/mocks-core';
import { gatewayFee, priceItem, seedInstallmentPlans, settlePayment, toRecord } from './payments-store';
import {
  invalid,
  PAYPAL_REGION,
  paymentContext,
  round,
  text,
  type DemoDatabase,
  type PaymentHandlerContext,
} from './payment-context';
import {
  bankTransferHandlers,
  flywireCheckout,
  flywireHandlers,
  paypalCheckout,
  paypalHandlers,
  readTransferDetails,
  studentPayer,
  transferCheckout,
} from './payment-gateways';

interface Subject {
  invoice: InvoiceDetail | null;
  /** Items that no invoice covers yet: checkout bills them on a new invoice. */
  lines: Array<{ description: string; quantity: number; unit_price: number }> | null;
  items: PaymentQuote['items'];
  amount: number;
  payload?: PaymentPayload;
  /** A waiting order (a storage booking) this pays, and the invoice an earlier checkout billed it on. */
  order?: { id: number; billedOn: InvoiceDetail | undefined };
}

/** Prices what the pay page's path names: an invoice, or items carried in the path's payload. Never amounts from the URL. */
function resolveSubject(
  db: DemoDatabase,
  student: Student,
  input: Record<string, unknown>,
): Subject | Response {
  if (!isPaymentPageType(text(input['payment_type'])))
    return apiError(400, 'invalid_payment_type', 'Unknown payment type.');
  const rawInvoice = text(input['invoice_id']);
  let invoice: InvoiceDetail | null = null;
  if (rawInvoice) {
    const invoiceId = parseId(rawInvoice);
    if (invoiceId === null) return apiError(400, 'invalid_id', 'The invoice id must be a positive number.');
    invoice = db.findInvoice(student.student_id, invoiceId) ?? null;
    if (!invoice) return apiError(404, 'not_found', 'Invoice not found.');
  }
  const rawPayload = text(input['payload']);
  if (rawPayload) {
    const decoded = decodePaymentPayload(rawPayload);
    if (!decoded.ok)
      return apiError(400, 'invalid_payload', 'The payment details in this link are not valid.');
    const items = decoded.payload.items ?? [];
    if (decoded.payload.order_id !== undefined) {
      if (items.length > 0 || decoded.payload.basket_id !== undefined)
        return apiError(422, 'unsupported_payload', 'A link pays either an order or items, not both.');
      return orderSubject(db, student, decoded.payload.order_id);
    }
    if (items.length === 0)
      return apiError(422, 'unsupported_payload', 'There is nothing to pay in this link.');
    // A plan or pack is bought once; one already billed is paid on its invoice (so its pending payment counts).
    const purchase = db.packages.checkPurchase(student.student_id, decoded.payload);
    if (purchase.kind === 'refused') return apiError(422, purchase.code, purchase.message);
    const billed =
      purchase.kind === 'billed' ? db.findInvoice(student.student_id, purchase.invoiceId) : undefined;
    if (billed) return invoiceSubject(billed);
    // The same checkout again (back from a gateway, a second try) pays the order it made, not a new one.
    if (makesOrder(decoded.payload)) {
      const { same } = db.shop.checkoutOrders(student.student_id, decoded.payload);
      if (same) return orderSubject(db, student, same.id);
    }
    const lines = [];
    const chosen: Array<OrderItem['options']> = [];
    for (const item of items) {
      // The shop's catalog prices what the basket sells; the demo's own list covers the other kinds.
      const shopPrice = db.shop.priceItem(item);
      const line = shopPrice.ok
        ? {
            description: shopPrice.item.name,
            quantity: shopPrice.item.quantity,
            unit_price: shopPrice.item.unit_price,
          }
        : (db.packages.priceItem(item) ?? priceItem(item));
      if (!line) return apiError(422, 'unknown_item', 'Something in this link is no longer on sale.');
      lines.push(line);
      chosen.push(shopPrice.ok ? shopPrice.item.options : undefined);
    }
    const priced = lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      amount: round(line.quantity * line.unit_price),
      ...(chosen[index] ? { options: chosen[index] } : {}),
    }));
    return {
      invoice: null,
      lines,
      items: priced,
      amount: round(priced.reduce((sum, item) => sum + item.amount, 0)),
      payload: decoded.payload,
    };
  }
  if (!invoice) return apiError(400, 'nothing_to_pay', 'Name an invoice or the items to pay.');
  if (invoice.status === 'cancelled')
    return apiError(409, 'invoice_cancelled', 'This invoice was cancelled: there is nothing to pay on it.');
  const today = new Date(db.options.now()).toISOString().slice(0, 10);
  return invoiceSubject(invoice, db.plans?.dueNow(student.student_id, invoice, today) ?? undefined);
}

const PENDING_WAIT = 'Wait for it to be confirmed before checking out again.';
/** A checkout refused while the one it would replace, from any device, has a payment on its way. */
const PENDING_ELSEWHERE = `A payment of your earlier checkout is being processed (on this device or another). ${PENDING_WAIT}`;

/**
 * Whether a checkout of these items becomes an order awaiting payment. Plans and packs do not: they wait for
 * payment as a subscription or a pack of the student's, which their own pages show (PackagesStore).
 */
function makesOrder(payload: PaymentPayload): boolean {
  const items = payload.items ?? [];
  return (
    items.length > 0 && items.every((item) => item.kind !== 'membership' && item.kind !== 'onboarding_pack')
  );
}

/** Opens the order a checkout of items makes, replacing the one its basket made before with other contents. */
function openOrder(
  db: DemoDatabase,
  student: Student,
  payload: PaymentPayload,
  lines: NonNullable<Subject['lines']>,
): { ok: true; payload: PaymentPayload } | { ok: false; response: Response } {
  const { replaced } = db.shop.checkoutOrders(student.student_id, payload);
  if (replaced) {
    const cancelled = db.cancelOrder(student.student_id, replaced.id);
    if (!cancelled.ok)
      return {
        ok: false,
        response: apiError(
          409,
          'payment_pending',
          `A payment for order ${replaced.number} is being processed (on this device or another). ${PENDING_WAIT}`,
        ),
      };
  }
  const items = (payload.items ?? []).map((item, index) => {
    const line = lines[index] as (typeof lines)[number];
    return {
      kind: item.kind,
      item_id: item.id,
      name: line.description,
      quantity: line.quantity,
      unit_price: line.unit_price,
      amount: round(line.quantity * line.unit_price),
      ...(item.options && Object.keys(item.options).length ? { options: item.options } : {}),
    };
  });
  const order = db.shop.openCheckoutOrder(student.student_id, payload, items);
  return { ok: true, payload: { order_id: order.id } };
}

/** An invoice to pay: what it asks for, or `instalment` when it is on a plan (docs/api.md "Instalment plans"). */
function invoiceSubject(invoice: InvoiceDetail, instalment?: number): Subject {
  return {
    invoice,
    lines: null,
    items: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
    })),
    amount: instalment ?? invoice.amount_due,
  };
}

/** A waiting order (POST /storage_service/checkout) as a subject to pay; once paid there is nothing due. */
function orderSubject(db: DemoDatabase, student: Student, orderId: number): Subject | Response {
  const order = db.shop.findOrder(student.student_id, orderId);
  if (!order || (order.status !== 'pending' && order.status !== 'paid'))
    return apiError(404, 'not_found', 'No booking waits for payment under this link.');
  const lines = order.items.map((item) => ({
    description: item.name,
    quantity: item.quantity,
    unit_price: item.unit_price,
  }));
  return {
    invoice: null,
    lines,
    items: order.items.map((item) => ({
      description: item.name,
      quantity: item.quantity,
      amount: item.amount,
      ...(item.options ? { options: item.options } : {}),
    })),
    amount: order.status === 'pending' ? order.amount : 0,
    payload: { order_id: order.id },
    order: { id: order.id, billedOn: db.invoiceForOrder(student.student_id, order.id) },
  };
}

/** The invoice whose payments decide whether another payment of the subject must wait. */
function settledOn(subject: Subject): InvoiceDetail | undefined {
  return subject.invoice ?? subject.order?.billedOn;
}

/**
 * The invoice a payment of the subject is made on: the one it is settled on, else a new one billing its items
 * (after opening the order a checkout of shop items makes), or the refusal while another payment must finish first.
 */
function billSubject(db: DemoDatabase, student: Student, subject: Subject): InvoiceDetail | Response {
  const billed = settledOn(subject);
  if (billed) {
    if (db.payments.pendingFor(student.student_id, billed.id)) {
      return apiError(
        409,
        'payment_pending',
        'A payment for this invoice is already being processed. Wait for it to be confirmed before paying again.',
      );
    }
    return billed;
  }
  let billedPayload = subject.payload;
  if (subject.payload && !makesOrder(subject.payload) && subject.payload.order_id === undefined) {
    if (!db.replacePackagesCheckout(student.student_id, undefined))
      return apiError(409, 'payment_pending', PENDING_ELSEWHERE);
  }
  if (subject.payload && makesOrder(subject.payload)) {
    const opened = openOrder(db, student, subject.payload, subject.lines ?? []);
    if (!opened.ok) return opened.response;
    billedPayload = opened.payload;
  }
  const invoice = db.createInvoice(
    student.student_id,
    subject.items.map((item) => item.description).join(', '),
    subject.lines ?? [],
    billedPayload,
  );
  if (billedPayload?.order_id !== undefined)
    db.shop.billOrder(student.student_id, billedPayload.order_id, invoice);
  return invoice;
}

/**
 * Starts a payment of a priced subject at a gateway (the API's fields: paypal_region for PayPal; country_code,
 * payment_method, payer_document, student_chinese_name and state for the bank-transfer provider). Items no
 * invoice covers yet are billed on a new invoice first. /payment/checkout and /storage_service/checkout/{gateway}
 * both end here, so the pay page's gateway steps work the same for both.
 */
function startPayment(
  { db, now }: PaymentHandlerContext,
  student: Student,
  gateway: PaymentGateway,
  body: Record<string, unknown>,
  subject: Subject,
) {
  if (subject.amount <= 0)
    return apiError(
      409,
      'already_paid',
      subject.order ? 'This booking is already paid.' : 'This invoice is already paid.',
    );
  const transfer = gateway === 'transfermate' ? readTransferDetails(body) : null;
  if (transfer instanceof Response) return transfer;
  const invoice = billSubject(db, student, subject);
  if (invoice instanceof Response) return invoice;
  const fee = gatewayFee(gateway, subject.amount);
  const stored = db.payments.create({
    student_id: student.student_id,
    invoice_id: invoice.id,
    invoice_number: invoice.number,
    date: now(),
    gateway,
    amount: subject.amount,
    fee,
    currency: 'GBP',
    // A bank transfer is pending from the start: the student now sends the money.
    status: gateway === 'transfermate' ? 'pending' : 'created',
  });
  const base = {
    payment_id: stored.id,
    invoice_id: invoice.id,
    amount: stored.amount,
    fee,
    total: round(stored.amount + fee),
    currency: 'GBP',
  };
  if (gateway === 'paypal') return paypalCheckout(stored, base, text(body['paypal_region']) || PAYPAL_REGION);
  if (gateway === 'flywire') return flywireCheckout(base, studentPayer(student));
  return transferCheckout(stored, base, transfer);
}

/** The student's payments as the timeline shows them: every attempt, the recorded ones and the installments. */
function paymentRecordHandlers({ db, authenticated, now, payment }: PaymentHandlerContext) {
  return [
    http.get(
      '*/student_portal/payment',
      authenticated((_info, student) =>
        // Every attempt, a checkout left at the gateway (started) too: the payment timeline shows them all.
        ok(db.payments.list(student.student_id)),
      ),
    ),

    http.get(
      '*/student_portal/payment/:paymentId',
      authenticated(({ params }, student) => {
        const stored = payment(student, params['paymentId']);
        if (!stored) return apiError(404, 'not_found', 'Payment not found.');
        // The demo gateways confirm a payment the first time anyone asks after the gateway took it.
        if (stored.status === 'pending' && stored.invoice_id !== null) {
          settlePayment(stored, 'completed', now());
          db.applyPayment(student.student_id, stored.invoice_id, {
            id: stored.id,
            date: stored.date,
            gateway: stored.gateway,
            amount: stored.amount,
            status: 'completed',
          });
        }
        return ok(toRecord(stored));
      }),
    ),

    http.get(
      '*/student_portal/recorded_payments',
      authenticated((_info, student) => {
        const records: PaymentRecord[] = db.listInvoices(student.student_id).flatMap((summary) =>
          (db.findInvoice(student.student_id, summary.id)?.payments ?? [])
            .filter((entry) => !db.payments.isOnline(entry.id))
            .map((entry) => ({
              id: entry.id,
              invoice_id: summary.id,
              invoice_number: summary.number,
              date: entry.date,
              gateway: entry.gateway,
              amount: entry.amount,
              fee: 0,
              currency: summary.currency,
              status: 'completed' as const,
              reference: null,
            })),
        );
        return ok(records);
      }),
    ),

    http.get(
      '*/student_portal/installment',
      authenticated((_info, student) => {
        const today = now().slice(0, 10);
        const plans = seedInstallmentPlans().filter((plan) => plan.student_id === student.student_id);
        const covered = new Map<number, number>();
        return ok(
          plans.map(({ student_id: _owner, ...plan }) => {
            const paid = db.findInvoice(student.student_id, plan.invoice_id)?.amount_paid ?? 0;
            const upTo = round((covered.get(plan.invoice_id) ?? 0) + plan.amount);
            covered.set(plan.invoice_id, upTo);
            const status = paid >= upTo ? 'paid' : plan.due_date < today ? 'overdue' : 'due';
            return { ...plan, status };
          }),
        );
      }),
    ),
  ];
}

/** What paying the subject costs at each gateway, and the payment of it already on its way, if any. */
function quote(db: DemoDatabase, student: Student, subject: Subject): PaymentQuote {
  const billed = settledOn(subject);
  const pending = billed ? db.payments.pendingFor(student.student_id, billed.id) : undefined;
  return {
    invoice_id: subject.invoice?.id ?? null,
    invoice_number: subject.invoice?.number ?? null,
    currency: 'GBP',
    items: subject.items,
    amount_due: subject.amount,
    ...(subject.invoice && subject.invoice.amount_paid > 0
      ? { amount_paid: subject.invoice.amount_paid }
      : {}),
    gateways: PAYMENT_GATEWAYS.map((gateway) => {
      const fee = gatewayFee(gateway, subject.amount);
      return {
        gateway,
        fee,
        total: round(subject.amount + fee),
        paypal_region: gateway === 'paypal' ? PAYPAL_REGION : null,
      };
    }),
    pending_payment: pending ? toRecord(pending) : null,
  };
}

/** The quote and the two checkouts (what the pay page names, a waiting storage booking), at any gateway. */
function checkoutHandlers(context: PaymentHandlerContext) {
  const { db, authenticated } = context;
  return [
    http.get(
      '*/payment/gateway_fees',
      authenticated(({ request }, student) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const subject = resolveSubject(db, student, query);
        if (subject instanceof Response) return subject;
        return ok(quote(db, student, subject));
      }),
    ),

    http.post(
      '*/payment/checkout',
      authenticated(async ({ request }, student) => {
        const body = (await readJson(request)) ?? {};
        const gateway = text(body['gateway']) as PaymentGateway;
        if (!PAYMENT_GATEWAYS.includes(gateway)) return invalid('Choose how to pay.');
        const subject = resolveSubject(db, student, body);
        if (subject instanceof Response) return subject;
        return startPayment(context, student, gateway, body, subject);
      }),
    ),

    // Pays a storage booking (POST /storage_service/checkout made it) at a gateway, with the API's checkout fields.
    http.post(
      '*/storage_service/checkout/:gateway',
      authenticated(async ({ params, request }, student) => {
        const gateway = text(params['gateway']) as PaymentGateway;
        if (!PAYMENT_GATEWAYS.includes(gateway))
          return apiError(404, 'not_found', 'Unknown payment gateway.');
        const body = (await readJson(request)) ?? {};
        const orderId = typeof body['order_id'] === 'number' ? body['order_id'] : null;
        if (orderId === null) return invalid('order_id is required.');
        const invoiceId = body['invoice_id'];
        if (invoiceId !== undefined && invoiceId !== null) {
          if (typeof invoiceId !== 'number' || !db.findInvoice(student.student_id, invoiceId))
            return apiError(404, 'not_found', 'Invoice not found.');
        }
        if (gateway === 'paypal' && !text(body['paypal_region']))
          return invalid('paypal_region is required for PayPal.');
        const subject = orderSubject(db, student, orderId);
        if (subject instanceof Response) return subject;
        return startPayment(context, student, gateway, body, subject);
      }),
    ),
  ];
}

/** The API's payment endpoints, with the demo's gateways settling at once once the student approves. */
export function paymentHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const context = paymentContext(db, authenticated);
  return [
    ...paymentRecordHandlers(context),
    ...checkoutHandlers(context),
    ...paypalHandlers(context),
    ...flywireHandlers(context),
    ...bankTransferHandlers(context),
  ];
}
