import { http } from 'msw';
import type { Student } from '@portal/api-contract';
import {
  capturePaypal,
  convert,
  DEMO_TRANSFER_INSTRUCTIONS,
  expectedArrival,
  settlePayment,
  toRecord,
  transferCountries,
  type StoredPayment,
} from './payments-store';
import { apiError, ok, readJson } from '@portal/mocks-core';
import { invalid, text, type CheckoutBase, type PaymentHandlerContext } from './payment-context';

/** The statuses Flywire reports for money on its way; any other ends the attempt as failed. */
export const FLYWIRE_ON_ITS_WAY = ['success', 'pending', 'guaranteed', 'delivered'];

/** A PayPal checkout's answer: the demo order the portal's PayPal step approves and captures. */
export function paypalCheckout(stored: StoredPayment, base: CheckoutBase, region: string) {
  stored.order_id = `DEMO-ORDER-${stored.id}`;
  stored.gateway_reference = stored.order_id;
  return ok({ ...base, gateway: 'paypal', order_id: stored.order_id, paypal_region: region });
}

/** A Flywire checkout's answer: what the gateway's form opens with, the payer's details filled in. */
export function flywireCheckout(
  base: CheckoutBase,
  payer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    address: string | null;
  },
) {
  return ok({
    ...base,
    gateway: 'flywire',
    flywire: {
      env: 'demo',
      recipient_code: 'DEM',
      amount: base.total,
      currency: 'GBP',
      payer: { ...payer, country: null },
    },
  });
}

/**
 * The bank-transfer provider's fields of a checkout (the API's: country_code, payment_method, payer_document,
 * student_chinese_name and state), or the refusal that names the first one missing.
 */
export function readTransferDetails(
  body: Record<string, unknown>,
): { country: string; method: string } | Response {
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
  return { country: country.code, method: text(body['payment_method']) };
}

/** A bank transfer's checkout answer: the instructions the student sends the money by. */
export function transferCheckout(
  stored: StoredPayment,
  base: CheckoutBase,
  details: { country: string } | null,
) {
  const instructions = {
    ...DEMO_TRANSFER_INSTRUCTIONS,
    reference: `${stored.reference}-${details?.country ?? ''}`,
    amount: base.total,
    currency: 'GBP',
  };
  // The timeline shows them again, with the expected arrival, while the money is on its way.
  stored.gateway_reference = instructions.reference;
  stored.transfer = { instructions, expected_arrival: expectedArrival(stored.date) };
  return ok({ ...base, gateway: 'transfermate', transfermate: { type: 'instructions', instructions } });
}

/** The payer of a student's Flywire checkout: the student, by the profile's names or else the full name split. */
export function studentPayer(student: Student) {
  const [first = '', ...rest] = student.student_name.split(' ');
  return {
    first_name: student.student_firstname || first,
    last_name: student.student_lastname || rest.join(' '),
    email: student.email,
    phone: student.student_phone,
    address: student.student_address,
  };
}

/** PayPal: the capture of an order the student approved. */
export function paypalHandlers({ authenticated, payment }: PaymentHandlerContext) {
  return [
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
  ];
}

/** Flywire: the form's callback, its server notification and the portal's logs of a cancelled or failed form. */
export function flywireHandlers({ authenticated, payment, now }: PaymentHandlerContext) {
  return [
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
        settlePayment(stored, FLYWIRE_ON_ITS_WAY.includes(status) ? 'pending' : 'failed', now());
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
  ];
}

/** The bank-transfer provider (TransferMate): the countries it takes money from and its exchange rates. */
export function bankTransferHandlers({ authenticated, now }: PaymentHandlerContext) {
  return [
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
