import { describe, expect, it } from 'vitest';
import { redeemSchema } from './content';
import { INVOICE_STATUSES, invoiceSummarySchema } from './models';
import { SUBSCRIPTION_SLUG_PATTERN } from './packages';
import { PAYMENT_GATEWAYS, paymentGatewaySchema } from './payments';

const invoice = {
  id: 105,
  number: 'INV-000105',
  description: 'Airport pick-up',
  issue_date: '2026-09-01',
  due_date: '2026-09-20',
  amount: 95,
  amount_due: 95,
  currency: 'GBP',
  status: 'overdue',
};

describe('the API contract', () => {
  it('reads an invoice as the API sends it, with every status the spec names', () => {
    for (const status of INVOICE_STATUSES) {
      expect(invoiceSummarySchema.parse({ ...invoice, status })).toEqual({ ...invoice, status });
    }
  });

  it('refuses an invoice with an unknown status or a missing amount, saying where', () => {
    const unknownStatus = invoiceSummarySchema.safeParse({ ...invoice, status: 'refunded' });
    expect(unknownStatus.success).toBe(false);
    expect(unknownStatus.error?.issues[0]?.path).toEqual(['status']);
    const withoutDue: Partial<typeof invoice> = { ...invoice };
    delete withoutDue.amount_due;
    expect(invoiceSummarySchema.safeParse(withoutDue).error?.issues[0]?.path).toEqual(['amount_due']);
  });

  it('knows the three payment gateways and no other', () => {
    expect(PAYMENT_GATEWAYS).toEqual(['paypal', 'flywire', 'transfermate']);
    expect(paymentGatewaySchema.safeParse('stripe').success).toBe(false);
  });

  it('tells an offer’s redeem methods apart by their method, each with what it needs', () => {
    expect(redeemSchema.parse({ method: 'code', code: 'STUDENT10', instructions: null })).toMatchObject({
      code: 'STUDENT10',
    });
    expect(redeemSchema.safeParse({ method: 'code', code: '', instructions: null }).success).toBe(false);
    expect(redeemSchema.safeParse({ method: 'in_store' }).success).toBe(false);
    expect(redeemSchema.safeParse({ method: 'coupon', code: 'X' }).success).toBe(false);
  });

  it('accepts only lower-case, dash-separated subscription slugs', () => {
    expect(SUBSCRIPTION_SLUG_PATTERN.test('gold-monthly')).toBe(true);
    for (const slug of ['Gold', 'gold--monthly', '-gold', 'gold/../x', 'gold monthly', '']) {
      expect(SUBSCRIPTION_SLUG_PATTERN.test(slug)).toBe(false);
    }
  });
});
