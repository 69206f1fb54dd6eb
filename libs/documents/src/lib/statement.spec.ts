import { describe, expect, it } from 'vitest';
import { academicYear, buildStatement, receiptNumber } from './statement';

const invoice = (id: number, issue_date: string, amount: number, status = 'unpaid') => ({
  id,
  number: `INV-${id}`,
  description: `Invoice ${id}`,
  issue_date,
  amount,
  status,
});
const payment = (id: number, invoice_id: number, date: string, amount: number, status = 'completed') => ({
  id,
  invoice_id,
  invoice_number: `INV-${invoice_id}`,
  date,
  gateway: 'paypal',
  amount,
  status,
  reference: `PAY-${id}`,
});

describe('academicYear', () => {
  it('runs from 1 September to 31 August', () => {
    expect(academicYear('2026-11-25')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(academicYear('2027-08-31')).toEqual({ from: '2026-09-01', to: '2027-08-31' });
    expect(academicYear('2027-09-01')).toEqual({ from: '2027-09-01', to: '2028-08-31' });
  });
});

describe('buildStatement', () => {
  it('carries what was owed before the range, then each movement with its running balance', () => {
    const statement = buildStatement(
      [
        invoice(1, '2026-08-01', 500),
        invoice(2, '2026-09-10', 95.5),
        invoice(3, '2026-09-12', 40, 'cancelled'),
      ],
      [
        payment(10, 1, '2026-08-20', 200),
        payment(11, 1, '2026-09-15', 300),
        payment(12, 2, '2026-09-16', 95.5, 'failed'),
      ],
      '2026-09-01',
      '2027-08-31',
    );
    expect(statement.opening).toBe(300);
    expect(statement.movements.map((m) => [m.date, m.kind, m.debit, m.credit, m.balance])).toEqual([
      ['2026-09-10', 'invoice', 95.5, 0, 395.5],
      ['2026-09-15', 'payment', 0, 300, 95.5],
    ]);
    expect(statement.closing).toBe(95.5);
  });
});

describe('receiptNumber', () => {
  it('is the same for one payment, tells online and recorded payments apart, and has only digits for its number', () => {
    expect(receiptNumber('online', 42)).toBe('RCT-W-000042');
    expect(receiptNumber('online', 42)).toBe(receiptNumber('online', 42));
    expect(receiptNumber('recorded', 42)).toBe('RCT-R-000042');
    // No letter that reads as a digit (O and 0, I and 1) in it.
    expect(receiptNumber('online', 100)).not.toMatch(/[OIl]/);
  });
});
