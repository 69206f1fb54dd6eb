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
import type { DemoDatabase } from '../database';
import type { Authenticated } from './types';
import {
  capturePaypal,
  convert,
  DEMO_TRANSFER_INSTRUCTIONS,
  expectedArrival,
  gatewayFee,
  priceItem,
  seedInstallmentPlans,
  settlePayment,
  toRecord,
  transferCountries,
} from '../payments-store';
import { apiError, ok, readJson } from '../responses';

const round = (value: number) => Math.round(value * 100) / 100;
const PAYPAL_REGION = 'GB';

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

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);

/** Prices what the pay page names (spec 2): an invoice, or items carried in the path's payload. Never amounts from the URL. */
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
  return invoiceSubject(invoice);
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

function invoiceSubject(invoice: InvoiceDetail): Subject {
  return {
    invoice,
    lines: null,
    items: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
    })),
    amount: invoice.amount_due,
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

function invalid(message: string) {
  return apiError(400, 'invalid_request', message);
}

/** The payment endpoints of spec 7, with the demo's gateways settling at once once the student approves. */
export function paymentHandlers(db: DemoDatabase, authenticated: Authenticated) {
  const now = () => new Date(db.options.now()).toISOString();

  function payment(student: Student, raw: unknown) {
    const paymentId = typeof raw === 'number' ? raw : parseId(text(raw));
    return paymentId === null ? undefined : db.payments.find(student.student_id, paymentId);
  }

  /**
   * Starts a payment of a priced subject at a gateway (spec 7's fields: paypal_region for PayPal; country_code,
   * payment_method, payer_document, student_chinese_name and state for the bank-transfer provider). Items no
   * invoice covers yet are billed on a new invoice first. /payment/checkout and /storage_service/checkout/{gateway}
   * both end here, so the pay page's gateway steps work the same for both.
   */
  function startPayment(
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
    let transferDetails: { country: string; method: string } | null = null;
    if (gateway === 'transfermate') {
      const country = transferCountries().find((candidate) => candidate.code === text(body['country_code']));
      if (!country) return invalid('Choose the country you pay from.');
      if (!country.payment_methods.some((method) => method.code === text(body['payment_method']))) {
        return invalid('Choose a payment method offered in your country.');
      }
      if (country.payer_document_label && !text(body['payer_document'])) {
        return invalid(`Enter the payer's ${country.payer_document_label}.`);
      }
      if (country.requires_chinese_name && !text(body['student_chinese_name']))
        return invalid('Enter your name in Chinese.');
      if (country.states.length > 0 && !country.states.some((state) => state.code === text(body['state']))) {
        return invalid('Choose the state you pay from.');
      }
      transferDetails = { country: country.code, method: text(body['payment_method']) };
    }

    const billed = settledOn(subject);
    if (billed) {
      const pending = db.payments.pendingFor(student.student_id, billed.id);
      if (pending) {
        return apiError(
          409,
          'payment_pending',
          'A payment for this invoice is already being processed. Wait for it to be confirmed before paying again.',
        );
      }
    }
    let billedPayload = subject.payload;
    if (
      !billed &&
      subject.payload &&
      !makesOrder(subject.payload) &&
      subject.payload.order_id === undefined
    ) {
      if (!db.replacePackagesCheckout(student.student_id, undefined))
        return apiError(409, 'payment_pending', PENDING_ELSEWHERE);
    }
    if (!billed && subject.payload && makesOrder(subject.payload)) {
      const opened = openOrder(db, student, subject.payload, subject.lines ?? []);
      if (!opened.ok) return opened.response;
      billedPayload = opened.payload;
    }
    const invoice =
      billed ??
      db.createInvoice(
        student.student_id,
        subject.items.map((item) => item.description).join(', '),
        subject.lines ?? [],
        billedPayload,
      );
    if (!billed && billedPayload?.order_id !== undefined)
      db.shop.billOrder(student.student_id, billedPayload.order_id, invoice);
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
    if (gateway === 'paypal') {
      stored.order_id = `DEMO-ORDER-${stored.id}`;
      stored.gateway_reference = stored.order_id;
      return ok({
        ...base,
        gateway,
        order_id: stored.order_id,
        paypal_region: text(body['paypal_region']) || PAYPAL_REGION,
      });
    }
    if (gateway === 'flywire') {
      const [first = '', ...rest] = student.student_name.split(' ');
      return ok({
        ...base,
        gateway,
        flywire: {
          env: 'demo',
          recipient_code: 'DEM',
          amount: base.total,
          currency: 'GBP',
          payer: {
            first_name: student.student_firstname || first,
            last_name: student.student_lastname || rest.join(' '),
            email: student.email,
            phone: student.student_phone,
            address: student.student_address,
            country: null,
          },
        },
      });
    }
    const instructions = {
      ...DEMO_TRANSFER_INSTRUCTIONS,
      reference: `${stored.reference}-${transferDetails?.country ?? ''}`,
      amount: base.total,
      currency: 'GBP',
    };
    // The timeline shows them again, with the expected arrival, while the money is on its way.
    stored.gateway_reference = instructions.reference;
    stored.transfer = { instructions, expected_arrival: expectedArrival(stored.date) };
    return ok({ ...base, gateway, transfermate: { type: 'instructions', instructions } });
  }

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

    http.get(
      '*/payment/gateway_fees',
      authenticated(({ request }, student) => {
        const query = Object.fromEntries(new URL(request.url).searchParams);
        const subject = resolveSubject(db, student, query);
        if (subject instanceof Response) return subject;
        const billed = settledOn(subject);
        const pending = billed ? db.payments.pendingFor(student.student_id, billed.id) : undefined;
        const quote: PaymentQuote = {
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
        return ok(quote);
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
        return startPayment(student, gateway, body, subject);
      }),
    ),

    // Pays a storage booking (POST /storage_service/checkout made it) at a gateway, with spec 7's fields.
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
        return startPayment(student, gateway, body, subject);
      }),
    ),

    http.post(
      '*/payment/paypal/capture_order',
      authenticated(async ({ request }, student) => {
        const body = (await readJson(request)) ?? {};
        const stored = payment(student, body['payment_id']);
        if (!stored || stored.gateway !== 'paypal' || stored.order_id !== text(body['order_id'])) {
          return apiError(404, 'not_found', 'PayPal order not found.');
        }
        // An order is captured once, however often the portal asks.
        if (!capturePaypal(stored))
          return apiError(409, 'already_captured', 'This PayPal order was already handled.');
        return ok(toRecord(stored));
      }),
    ),

    http.post(
      '*/student_portal/flywire/payment_callback',
      authenticated(async ({ request }, student) => {
        const body = (await readJson(request)) ?? {};
        const stored = payment(student, body['payment_id']);
        if (!stored || stored.gateway !== 'flywire') return apiError(404, 'not_found', 'Payment not found.');
        if (stored.status !== 'created')
          return apiError(409, 'already_handled', 'This payment was already handled.');
        const status = text(body['status']);
        stored.reference = text(body['reference']) || stored.reference;
        stored.gateway_reference = text(body['reference']) || stored.gateway_reference || null;
        settlePayment(
          stored,
          ['success', 'pending', 'guaranteed', 'delivered'].includes(status) ? 'pending' : 'failed',
          now(),
        );
        return ok(toRecord(stored));
      }),
    ),

    http.post(
      '*/student_portal/flywire/notification',
      authenticated(async ({ request }, student) => {
        const body = (await readJson(request)) ?? {};
        if (!payment(student, body['payment_id'])) return apiError(404, 'not_found', 'Payment not found.');
        return ok({ received: true });
      }),
    ),

    ...(['cancel', 'failed'] as const).map((kind) =>
      http.post(
        kind === 'cancel' ? '*/logs/flywire_cancel_payment' : '*/logs/flywire_failed_payment',
        authenticated(async ({ request }, student) => {
          const body = (await readJson(request)) ?? {};
          const stored = payment(student, body['payment_id']);
          if (!stored) return apiError(404, 'not_found', 'Payment not found.');
          if (stored.status === 'created')
            settlePayment(stored, kind === 'cancel' ? 'cancelled' : 'failed', now());
          return ok({ logged: true });
        }),
      ),
    ),

    http.get(
      '*/payment/transfermate/countries',
      authenticated(() => ok(transferCountries())),
    ),

    http.get(
      '*/payment/transfermate/conversions',
      authenticated(({ request }) => {
        const query = new URL(request.url).searchParams;
        const country = transferCountries().find((candidate) => candidate.code === query.get('country_code'));
        const amount = Number(query.get('amount'));
        if (!country) return invalid('Unknown country.');
        if (!Number.isFinite(amount) || amount <= 0 || amount > 1_000_000)
          return invalid('The amount must be a positive number.');
        const conversion = convert(country.currency, amount);
        if (!conversion) return invalid('No rate for this currency.');
        return ok({
          country_code: country.code,
          currency: country.currency,
          rate: conversion.rate,
          amount,
          converted_amount: conversion.converted,
          rated_at: now(),
        });
      }),
    ),
  ];
}
