import { z } from 'zod/mini';
import { built, lazySchema } from './lazy-schema';

/**
 * The payment API's shapes. The product's API names the endpoints but not their bodies; these are the contract the
 * portal and the demo back end agree on, checked at the data-access boundary like every other response.
 */
export const PAYMENT_GATEWAYS = ['paypal', 'flywire', 'transfermate'] as const;
export const paymentGatewaySchema = lazySchema(() => z.enum(PAYMENT_GATEWAYS));
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;

/**
 * created: checkout done, the student is still at the gateway (a new checkout supersedes it);
 * pending: the gateway took the payment, confirmation outstanding (blocks another payment of the invoice);
 * completed, failed, cancelled: final.
 */
export const PAYMENT_STATUSES = ['created', 'pending', 'completed', 'failed', 'cancelled'] as const;
export const paymentStatusSchema = lazySchema(() => z.enum(PAYMENT_STATUSES));
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const bankTransferInstructionsSchema = lazySchema(() =>
  z.object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    iban: z.nullable(z.string()),
    swift: z.nullable(z.string()),
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
);
export type BankTransferInstructions = z.infer<typeof bankTransferInstructionsSchema>;

/** One payment: GET /student_portal/payment (online), /student_portal/recorded_payments (booked by the office). */
export const paymentRecordSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    invoice_id: z.nullable(z.number()),
    invoice_number: z.nullable(z.string()),
    date: z.string(),
    /** A gateway name; recorded payments may carry others ("bank_transfer", "card"). */
    gateway: z.string(),
    amount: z.number(),
    fee: z.number(),
    currency: z.string(),
    status: paymentStatusSchema,
    /** Our reference for the attempt (PAY-…). */
    reference: z.nullable(z.string()),
    /**
     * The timeline of every attempt. The gateway's own reference, for the student to quote to it: the
     * PayPal order, the Flywire payment, the reference the bank transfer must carry. Absent or null when unknown.
     */
    gateway_reference: z.optional(z.nullable(z.string())),
    /** When the attempt reached its status (paid, failed, cancelled); null while it is started or waiting. */
    updated_at: z.optional(z.nullable(z.string())),
    /** A bank transfer waiting for the money: the instructions again and when it is expected to arrive. */
    transfer: z.optional(
      z.nullable(z.object({ instructions: bankTransferInstructionsSchema, expected_arrival: z.string() })),
    ),

    /** The sponsor who paid it (docs/api.md "Sponsors"); absent or null when the student paid. */
    paid_by: z.optional(z.nullable(z.string())),
  }),
);
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** GET /student_portal/installment: an invoice split into instalments. */
export const installmentSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    invoice_id: z.number(),
    invoice_number: z.string(),
    due_date: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(['paid', 'due', 'overdue']),
  }),
);
export type Installment = z.infer<typeof installmentSchema>;

/** What the pay page asks about: an invoice, and/or items named by the path's payload (encoded segment). */
export interface PaymentSubject {
  payment_type: string;
  invoice_id?: number;
  /** The encoded payload segment as it came in the URL; the API decodes and prices it. */
  payload?: string;
}

/**
 * GET /payment/gateway_fees (payment_type, invoice_id?, payload?): what is being paid, priced by the API,
 * with each gateway's fee and total, and a payment of it still being processed, if any.
 */
export const paymentQuoteSchema = lazySchema(() =>
  z.object({
    invoice_id: z.nullable(z.number()),
    invoice_number: z.nullable(z.string()),
    currency: z.string(),
    items: z.array(
      z.object({
        description: z.string(),
        quantity: z.number(),
        amount: z.number(),
        /** What the student chose (a ticket's day and time, each guest's dinner), shown with the item. */
        options: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
      }),
    ),
    amount_due: z.number(),
    /** What is already paid on the invoice (a part payment), when anything is: the lines less this is due. */
    amount_paid: z.optional(z.number()),
    gateways: z.array(
      z.object({
        gateway: paymentGatewaySchema,
        fee: z.number(),
        total: z.number(),
        /** Passed back at checkout and capture for PayPal (the API's `paypal_region`). */
        paypal_region: z.optional(z.nullable(z.string())),
      }),
    ),
    pending_payment: z.nullable(paymentRecordSchema),
  }),
);
export type PaymentQuote = z.infer<typeof paymentQuoteSchema>;
export type GatewayQuote = PaymentQuote['gateways'][number];

/** The TransferMate fields a bank-transfer checkout sends (the API's payment query fields). */
export interface BankTransferFields {
  country_code: string;
  payment_method: string;
  payer_document?: string;
  student_chinese_name?: string;
  state?: string;
}

export type CheckoutRequest = PaymentSubject & {
  gateway: PaymentGateway;
  paypal_region?: string;
} & Partial<BankTransferFields>;

/**
 * POST /storage_service/checkout/{gateway}: pays a waiting order (a storage booking) with the API's checkout fields;
 * it answers like /payment/checkout, so the same gateway steps finish it.
 */
export type OrderCheckoutRequest = {
  gateway: PaymentGateway;
  order_id: number;
  invoice_id?: number;
  paypal_region?: string;
} & Partial<BankTransferFields>;

const payerSchema = lazySchema(() =>
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
    country: z.nullable(z.string()),
  }),
);

const checkoutBase = lazySchema(() =>
  z.object({
    payment_id: z.number(),
    invoice_id: z.number(),
    amount: z.number(),
    fee: z.number(),
    total: z.number(),
    currency: z.string(),
  }),
);

/** POST /payment/checkout: a payment in `created` (or `pending` for a bank transfer), and what its gateway needs. */
export const checkoutResponseSchema = lazySchema(() =>
  z.discriminatedUnion('gateway', [
    z.extend(built(checkoutBase), {
      gateway: z.literal('paypal'),
      order_id: z.string(),
      paypal_region: z.nullable(z.string()),
    }),
    z.extend(built(checkoutBase), {
      gateway: z.literal('flywire'),
      flywire: z.object({
        env: z.string(),
        recipient_code: z.string(),
        amount: z.number(),
        currency: z.string(),
        payer: payerSchema,
      }),
    }),
    z.extend(built(checkoutBase), {
      gateway: z.literal('transfermate'),
      transfermate: z.discriminatedUnion('type', [
        z.object({ type: z.literal('instructions'), instructions: bankTransferInstructionsSchema }),
        z.object({ type: z.literal('redirect'), url: z.string() }),
      ]),
    }),
  ]),
);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /payment/transfermate/countries. */
export const transferCountrySchema = lazySchema(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    payment_methods: z.array(z.object({ code: z.string(), name: z.string() })),
    /** The label of the payer's document (e.g. "CPF"), when the country needs one. */
    payer_document_label: z.nullable(z.string()),
    requires_chinese_name: z.boolean(),
    states: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
);
export type TransferCountry = z.infer<typeof transferCountrySchema>;

/** GET /payment/transfermate/conversions (country_code, amount in GBP). */
export const transferConversionSchema = lazySchema(() =>
  z.object({
    country_code: z.string(),
    currency: z.string(),
    rate: z.number(),
    amount: z.number(),
    converted_amount: z.number(),
    /** When the rate was set; shown with an estimate. */
    rated_at: z.optional(z.string()),
  }),
);
export type TransferConversion = z.infer<typeof transferConversionSchema>;
