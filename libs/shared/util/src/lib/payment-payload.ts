import { z } from 'zod/mini';

/** The pay pages: pay/{paymentPageType}/{invoiceId}/{paymentsId}. */
export const PAYMENT_PAGE_TYPES = [
  'invoice',
  'additional-services',
  'products',
  'membership',
  'onboardingpack',
] as const;
export type PaymentPageType = (typeof PAYMENT_PAGE_TYPES)[number];

export function isPaymentPageType(value: unknown): value is PaymentPageType {
  return typeof value === 'string' && (PAYMENT_PAGE_TYPES as readonly string[]).includes(value);
}

/** Encoded payloads longer than this are refused before they are decoded. */
export const MAX_PAYMENT_PAYLOAD_LENGTH = 2048;

/** What can be bought and paid for: an order's line (the API's orders) and an item of a pay page's payload. */
export const ORDER_ITEM_KINDS = [
  'product',
  'service',
  'additional_service',
  'airport_car',
  'storage',
  'membership',
  'onboarding_pack',
] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

// The schemas are built the first time a payload is checked, not when util loads: the API contract reads the kinds
// above from here and builds no schema at its import (libs/shared/api-contract's contract-import.spec.ts).
const itemSchema = z.lazy(() =>
  z.strictObject({
    kind: z.enum(ORDER_ITEM_KINDS),
    id: z.number().check(z.int(), z.positive()),
    quantity: z.number().check(z.int(), z.gte(1), z.lte(99)),
    options: z.optional(
      z.record(z.string().check(z.maxLength(40)), z.union([z.string().check(z.maxLength(200)), z.number()])),
    ),
  }),
);

/**
 * Where a pay page leads back to when the purchase did not start on an invoice: the basket, or the e-SIM page
 * (with its install steps). Membership and onboarding packs follow from the page type; a waiting order from
 * `order_id`. A name, never a path, so a link cannot send the student elsewhere.
 */
export const PAYMENT_RETURNS = ['basket', 'esim'] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];

/**
 * What is being paid, carried in the path. It names things only; amounts always come from the API,
 * never from the URL.
 */
export const paymentPayloadSchema = z.lazy(() =>
  z.strictObject({
    items: z.optional(z.array(itemSchema).check(z.maxLength(50))),
    basket_id: z.optional(z.string().check(z.maxLength(64))),
    order_id: z.optional(z.number().check(z.int(), z.positive())),
    invoice_ids: z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(20))),
    /** For the portal alone (the back link); the API ignores it. */
    return_to: z.optional(z.enum(PAYMENT_RETURNS)),
  }),
);

export type PaymentPayload = z.infer<typeof paymentPayloadSchema>;
export type PaymentPayloadItem = z.infer<typeof itemSchema>;

export type PaymentPayloadError = 'empty' | 'too_large' | 'malformed' | 'invalid_shape';
export type DecodedPaymentPayload =
  { ok: true; payload: PaymentPayload } | { ok: false; error: PaymentPayloadError };

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The path segment for a payload: base64url of its JSON. Throws if the payload is not valid. */
export function encodePaymentPayload(payload: PaymentPayload): string {
  const valid = paymentPayloadSchema.parse(payload);
  const encoded = toBase64Url(JSON.stringify(valid));
  if (encoded.length > MAX_PAYMENT_PAYLOAD_LENGTH) throw new RangeError('Payment payload too large');
  return encoded;
}

/** Reads a payload from an untrusted path segment. Never throws: anything wrong is a typed error. */
export function decodePaymentPayload(segment: unknown): DecodedPaymentPayload {
  if (typeof segment !== 'string' || segment.length === 0) return { ok: false, error: 'empty' };
  if (segment.length > MAX_PAYMENT_PAYLOAD_LENGTH) return { ok: false, error: 'too_large' };
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return { ok: false, error: 'malformed' };
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(segment));
  } catch {
    return { ok: false, error: 'malformed' };
  }
  const parsed = paymentPayloadSchema.safeParse(json);
  return parsed.success ? { ok: true, payload: parsed.data } : { ok: false, error: 'invalid_shape' };
}
