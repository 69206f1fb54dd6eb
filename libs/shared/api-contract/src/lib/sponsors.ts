import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { invoiceSummarySchema } from './models';

/**
 * Sponsors: someone a student invites (a parent, an employer, a scholarship body) pays the invoices the student
 * shares, through a link of their own, without the student's session (docs/api.md "Sponsors"). The spec has no
 * such endpoints; these shapes are what the portal and the demo back end agree on. Amounts are GBP.
 */

export const SPONSOR_LANGUAGES = ['en', 'zh-CN', 'ar'] as const;
export const SPONSOR_RELATIONSHIPS = ['parent', 'relative', 'employer', 'scholarship', 'other'] as const;
/** The kinds of invoice a student can share by category; the API sorts each invoice into one. */
export const SPONSOR_CATEGORIES = ['tuition', 'accommodation', 'other'] as const;
export const SPONSOR_STATES = ['invited', 'active', 'expired', 'revoked'] as const;
export type SponsorCategory = (typeof SPONSOR_CATEGORIES)[number];
export type SponsorState = (typeof SPONSOR_STATES)[number];

/**
 * The link's secret: 22 to 64 base64url characters (at least 128 random bits). A link that is not one is refused
 * before any request.
 */
export const SPONSOR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const isSponsorToken = (value: string) => SPONSOR_TOKEN_PATTERN.test(value);

/** What the sponsor may see and pay. */
export const sponsorScopeSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('categories'), categories: z.array(z.enum(SPONSOR_CATEGORIES)) }),
    z.object({ kind: z.literal('invoices'), invoice_ids: z.array(z.number()) }),
  ]),
);
export type SponsorScope = z.infer<typeof sponsorScopeSchema>;

/** POST /student_portal/sponsors. */
export interface SponsorInvite {
  name: string;
  email: string;
  relationship: (typeof SPONSOR_RELATIONSHIPS)[number];
  language: (typeof SPONSOR_LANGUAGES)[number];
  scope: SponsorScope;
  /** The most the sponsor may pay in all, in GBP; null: what is due. */
  limit: number | null;
  /** The last day (YYYY-MM-DD) the link works; null: 90 days from the invitation. */
  ends_on: string | null;
}

export const sponsorPaymentSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    invoice_id: z.number(),
    invoice_number: z.string(),
    date: z.string(),
    amount: z.number(),
    currency: z.string(),
  }),
);
export type SponsorPayment = z.infer<typeof sponsorPaymentSchema>;

/** A sponsor as the student sees it (GET /student_portal/sponsors); never the link's secret. */
export const sponsorSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    relationship: z.enum(SPONSOR_RELATIONSHIPS),
    language: z.enum(SPONSOR_LANGUAGES),
    scope: sponsorScopeSchema,
    limit: z.nullable(z.number()),
    ends_on: z.string(),
    state: z.enum(SPONSOR_STATES),
    invited_at: z.string(),
    /** Paid successfully, newest first. */
    payments: z.array(sponsorPaymentSchema),
    paid_total: z.number(),
  }),
);
export type Sponsor = z.infer<typeof sponsorSchema>;

/** GET /sponsor/view, with the link's secret in the X-Sponsor-Token header: only what the student shared. */
export const sponsorViewSchema = lazySchema(() =>
  z.object({
    student_first_name: z.string(),
    sponsor_name: z.string(),
    language: z.enum(SPONSOR_LANGUAGES),
    ends_on: z.string(),
    /** What the sponsor may still pay in all (the limit less what they paid); null: no limit. */
    limit_left: z.nullable(z.number()),
    currency: z.string(),
    invoices: z.array(invoiceSummarySchema),
    payments: z.array(sponsorPaymentSchema),
  }),
);
export type SponsorView = z.infer<typeof sponsorViewSchema>;

/** POST /sponsor/checkout: one shared invoice, at most its amount due and what the limit leaves. */
export interface SponsorCheckoutRequest {
  invoice_id: number;
  gateway: 'paypal' | 'flywire';
  /** Part of the amount due; without it, as much as may be paid. */
  amount?: number;
}

/**
 * GET /sponsor/quote?invoice_id=: what paying one shared invoice costs, asked before the sponsor presses Pay. The
 * amount is the invoice's amount due within what the student's limit leaves; each gateway adds its fee.
 */
export const sponsorQuoteSchema = lazySchema(() =>
  z.object({
    invoice_id: z.number(),
    invoice_number: z.string(),
    currency: z.string(),
    /** What the invoice still asks for. */
    amount_due: z.number(),
    /** What the student's limit leaves the sponsor in all; null: no limit. */
    limit_left: z.nullable(z.number()),
    /** What this payment pays towards the invoice: the amount due, at most what the limit leaves. */
    amount: z.number(),
    gateways: z.array(
      z.object({ gateway: z.enum(['paypal', 'flywire']), fee: z.number(), total: z.number() }),
    ),
    /**
     * A payment of the invoice already on its way (the student's bank transfer, say): no other may start until it
     * is confirmed or fails. Its gateway only; nothing else of the student's payment.
     */
    payment_pending: z.nullable(z.object({ gateway: z.string() })),
  }),
);
export type SponsorQuote = z.infer<typeof sponsorQuoteSchema>;

/**
 * GET /sponsor/receipts: the payments the sponsor made through the link, newest first. Answered for a withdrawn or
 * expired link too (with /sponsor/receipts/{paymentId}): a sponsor keeps their own receipts, and only those.
 */
export const sponsorReceiptListSchema = lazySchema(() => z.array(sponsorPaymentSchema));

/** GET /sponsor/receipts/{paymentId}: what the sponsor's receipt shows. */
export const sponsorReceiptSchema = lazySchema(() =>
  z.object({
    payment_id: z.number(),
    reference: z.string(),
    date: z.string(),
    sponsor_name: z.string(),
    student_first_name: z.string(),
    invoice_number: z.string(),
    description: z.string(),
    gateway: z.string(),
    amount: z.number(),
    fee: z.number(),
    currency: z.string(),
  }),
);
export type SponsorReceipt = z.infer<typeof sponsorReceiptSchema>;

/** GET /__demo/outbox (demo back end only): the e-mails it would have sent, newest last. */
export interface DemoMail {
  to: string;
  /** In the sponsor's language, as the body. */
  subject: string;
  body: string;
  link: string;
  language: string;
  sent_at: string;
}
