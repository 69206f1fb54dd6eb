// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asPaypalApprovals } from './paypal-approvals';

const approval = {
  payment_id: 5001,
  order_id: 'DEMO-ORDER-5001',
  paypal_region: 'GB',
  invoice_id: 7,
  total: 264.39,
  currency: 'GBP',
  approved_at: '2026-11-25T10:01:00.000Z',
  student_id: 1001,
};

describe('kept PayPal approvals', () => {
  it('reads back what was kept and drops anything else found in storage', () => {
    expect(asPaypalApprovals([approval])).toEqual([approval]);
    expect(
      asPaypalApprovals([
        approval,
        { ...approval, payment_id: '5001' },
        { ...approval, order_id: '' },
        { ...approval, total: Number.NaN },
        null,
        'DEMO-ORDER-1',
      ]),
    ).toEqual([approval]);
    expect(asPaypalApprovals('[]')).toEqual([]);
    expect(asPaypalApprovals(undefined)).toEqual([]);
  });
});
