import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodePaymentPayload,
  encodePaymentPayload,
  isPaymentPageType,
  MAX_PAYMENT_PAYLOAD_LENGTH,
  type PaymentPayload,
} from './payment-payload';

const itemArbitrary = fc.record({
  kind: fc.constantFrom('product', 'service', 'additional_service', 'airport_car', 'storage') as fc.Arbitrary<
    'product' | 'service' | 'additional_service' | 'airport_car' | 'storage'
  >,
  id: fc.integer({ min: 1, max: 1_000_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
});

describe('payment payload codec', () => {
  it('round-trips a payload, including non-ASCII option text', () => {
    const payload: PaymentPayload = {
      items: [{ kind: 'product', id: 3, quantity: 2, options: { size: 'M', note: 'für Zoë 😊' } }],
      basket_id: 'b-1',
    };
    const encoded = encodePaymentPayload(payload);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePaymentPayload(encoded)).toEqual({ ok: true, payload });
  });

  it('round-trips any valid payload', () => {
    fc.assert(
      fc.property(
        fc.array(itemArbitrary, { maxLength: 10 }),
        fc.option(fc.integer({ min: 1 }), { nil: undefined }),
        (items, orderId) => {
          const payload: PaymentPayload = orderId === undefined ? { items } : { items, order_id: orderId };
          expect(decodePaymentPayload(encodePaymentPayload(payload))).toEqual({ ok: true, payload });
        },
      ),
    );
  });

  it('never throws on arbitrary input and answers with a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.string({ unit: 'grapheme' })), (input) => {
        const result = decodePaymentPayload(input);
        if (!result.ok) expect(['empty', 'too_large', 'malformed', 'invalid_shape']).toContain(result.error);
      }),
    );
  });

  it('refuses malformed, oversized and wrong-shaped payloads', () => {
    const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    expect(decodePaymentPayload('')).toEqual({ ok: false, error: 'empty' });
    expect(decodePaymentPayload('%7B%7D')).toEqual({ ok: false, error: 'malformed' });
    expect(decodePaymentPayload('bm90IGpzb24')).toEqual({ ok: false, error: 'malformed' });
    expect(decodePaymentPayload('A'.repeat(MAX_PAYMENT_PAYLOAD_LENGTH + 1))).toEqual({
      ok: false,
      error: 'too_large',
    });
    expect(decodePaymentPayload(b64({ amount: 1 }))).toEqual({ ok: false, error: 'invalid_shape' });
    expect(decodePaymentPayload(b64([1, 2]))).toEqual({ ok: false, error: 'invalid_shape' });
    expect(decodePaymentPayload(b64({ items: [{ kind: 'product', id: -1, quantity: 1 }] }))).toEqual({
      ok: false,
      error: 'invalid_shape',
    });
    expect(() =>
      encodePaymentPayload({
        items: Array.from({ length: 60 }, () => ({ kind: 'product', id: 1, quantity: 1 })),
      }),
    ).toThrow();
  });

  it('knows the pay page types of the spec', () => {
    expect(
      ['invoice', 'additional-services', 'products', 'membership', 'onboardingpack'].every(isPaymentPageType),
    ).toBe(true);
    expect(isPaymentPageType('donation')).toBe(false);
  });
});
