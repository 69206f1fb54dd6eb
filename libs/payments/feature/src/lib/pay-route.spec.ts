// @vitest-environment node
import { encodePaymentPayload } from '@portal/util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePayRoute } from './pay-route';

const payload = encodePaymentPayload({ items: [{ kind: 'product', id: 1, quantity: 2 }] });

describe('parsePayRoute', () => {
  it('reads an invoice payment', () => {
    expect(parsePayRoute({ paymentPageType: 'invoice', invoiceId: '7' })).toEqual({
      ok: true,
      type: 'invoice',
      invoiceId: 7,
      payload: undefined,
      orderId: undefined,
    });
  });

  it('reads items without an invoice, and items added to an invoice', () => {
    expect(parsePayRoute({ paymentPageType: 'products', invoiceId: payload })).toEqual({
      ok: true,
      type: 'products',
      invoiceId: undefined,
      payload,
      orderId: undefined,
    });
    expect(
      parsePayRoute({ paymentPageType: 'additional-services', invoiceId: '6', paymentsId: payload }),
    ).toEqual({
      ok: true,
      type: 'additional-services',
      invoiceId: 6,
      payload,
      orderId: undefined,
    });
  });

  it('reads where the purchase started, and refuses a path in its place', () => {
    const fromEsim = encodePaymentPayload({
      items: [{ kind: 'product', id: 1, quantity: 1 }],
      return_to: 'esim',
    });
    expect(parsePayRoute({ paymentPageType: 'products', invoiceId: fromEsim })).toMatchObject({
      ok: true,
      returnTo: 'esim',
    });
    const elsewhere = btoa(
      JSON.stringify({ items: [{ kind: 'product', id: 1, quantity: 1 }], return_to: '//evil.example' }),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(parsePayRoute({ paymentPageType: 'products', invoiceId: elsewhere })).toEqual({
      ok: false,
      error: 'invalid_shape',
    });
  });

  it('reads a waiting order (a storage booking) named by the payload', () => {
    const order = encodePaymentPayload({ order_id: 31 });
    expect(parsePayRoute({ paymentPageType: 'products', invoiceId: '4', paymentsId: order })).toEqual({
      ok: true,
      type: 'products',
      invoiceId: 4,
      payload: order,
      orderId: 31,
    });
  });

  it('names what is wrong', () => {
    expect(parsePayRoute({ paymentPageType: 'lottery', invoiceId: '7' })).toEqual({
      ok: false,
      error: 'unknown_type',
    });
    expect(parsePayRoute({ paymentPageType: 'invoice' })).toEqual({ ok: false, error: 'missing_invoice' });
    expect(parsePayRoute({ paymentPageType: 'invoice', invoiceId: 'abc' })).toEqual({
      ok: false,
      error: 'invalid_invoice',
    });
    expect(parsePayRoute({ paymentPageType: 'products' })).toEqual({ ok: false, error: 'missing_payload' });
    expect(parsePayRoute({ paymentPageType: 'products', invoiceId: '!!' })).toEqual({
      ok: false,
      error: 'malformed',
    });
    expect(parsePayRoute({ paymentPageType: 'products', invoiceId: 'x'.repeat(3000) })).toEqual({
      ok: false,
      error: 'too_large',
    });
    expect(
      parsePayRoute({ paymentPageType: 'membership', invoiceId: '3', paymentsId: 'eyJmb28iOjF9' }),
    ).toEqual({ ok: false, error: 'invalid_shape' });
  });

  it('never throws on arbitrary segments', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), fc.option(fc.string()), (a, b, c) => {
        const route = parsePayRoute({
          paymentPageType: a ?? undefined,
          invoiceId: b ?? undefined,
          paymentsId: c ?? undefined,
        });
        expect(typeof route.ok).toBe('boolean');
      }),
    );
  });
});
