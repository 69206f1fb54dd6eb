import { statementSchema, type Statement } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

// Ana Silva: the seed's invoices plus bulk ones from January 2020, 5,000 in all; the demo's today is Nov 26, 2026.
const { bearer, db } = setupMockApi({
  invoiceCount: 5000,
  now: () => Date.parse('2026-11-26T12:00:00Z'),
});
const api = 'http://api.test';

const ask = (query: string, email?: string) =>
  fetch(`${api}/student_portal/statement${query}`, { headers: bearer(email) });

async function statement(query: string, email?: string): Promise<Statement> {
  const response = await ask(query, email);
  expect(response.status).toBe(200);
  return statementSchema.parse((await response.json()).data);
}

const cents = (amount: number) => Math.round(amount * 100);

describe('demo statement of account', () => {
  it('answers the period asked: opening balance, its lines in order, totals, closing balance at today', async () => {
    const year = await statement('?from=2026-09-01&to=2027-08-31');
    expect(year).toMatchObject({
      from: '2026-09-01',
      to: '2027-08-31',
      closing_date: '2026-11-26',
      issued_on: '2026-11-26',
      currency: 'GBP',
    });
    expect(year.lines.every((line) => line.date >= '2026-09-01' && line.date <= '2026-11-26')).toBe(true);
    const dates = year.lines.map((line) => line.date);
    expect(dates).toEqual([...dates].sort());
    // Each line's balance follows from the one before; the totals and the closing balance add up to the penny.
    let owed = cents(year.opening_balance);
    for (const line of year.lines) {
      owed += line.kind === 'charge' ? cents(line.amount) : -cents(line.amount);
      expect(cents(line.balance)).toBe(owed);
    }
    expect(cents(year.closing_balance)).toBe(owed);
    expect(cents(year.opening_balance) + cents(year.total_charges) - cents(year.total_credits)).toBe(owed);
    // Invoice 3 was billed and paid online on Sep 1: a charge, then the credit with its reference and method.
    expect(year.lines.filter((line) => line.invoice_number === 'INV-000103')).toEqual([
      expect.objectContaining({ kind: 'charge', date: '2026-09-01', reference: 'INV-000103', amount: 880 }),
      expect.objectContaining({
        kind: 'credit',
        date: '2026-09-01',
        reference: 'PAY-31',
        method: 'flywire',
        description: null,
        amount: 880,
      }),
    ]);
  });

  it('carries everything before the period into the opening balance: up to today, what the open invoices ask', async () => {
    const owedNow = db
      .listInvoices(1001)
      .filter((invoice) => invoice.status !== 'cancelled')
      .reduce((sum, invoice) => sum + cents(invoice.amount_due), 0);
    const all = await statement('?from=2019-01-01&to=2026-11-26');
    expect(all.opening_balance).toBe(0);
    expect(cents(all.closing_balance)).toBe(owedNow);
    const later = await statement('?from=2026-11-02&to=2026-11-26');
    const earlier = await statement('?from=2019-01-01&to=2026-11-01');
    expect(later.opening_balance).toBe(earlier.closing_balance);
    expect(later.closing_balance).toBe(all.closing_balance);
    // A single day, and a day with nothing on it.
    expect((await statement('?from=2026-11-03&to=2026-11-03')).lines).toEqual([
      expect.objectContaining({ invoice_number: 'INV-000107', kind: 'charge', amount: 255.5 }),
    ]);
    const quiet = await statement('?from=2019-06-01&to=2019-06-30');
    expect(quiet).toMatchObject({ lines: [], opening_balance: 0, closing_balance: 0, total_charges: 0 });
  });

  it('follows a payment made since the last statement', async () => {
    const before = await statement('?from=2026-11-01&to=2026-11-30');
    db.applyPayment(1001, 7, {
      id: 9901,
      date: '2026-11-26',
      gateway: 'card',
      amount: 55.5,
      status: 'completed',
    });
    const after = await statement('?from=2026-11-01&to=2026-11-30');
    expect(cents(after.closing_balance)).toBe(cents(before.closing_balance) - 5550);
    expect(after.lines.at(-1)).toMatchObject({
      kind: 'credit',
      method: 'card',
      reference: null,
      amount: 55.5,
    });
  });

  it('keeps each student to their own account', async () => {
    const kenji = await statement('?from=2026-09-01&to=2026-11-26', 'demo2@student.test');
    expect(kenji.lines.length).toBeGreaterThan(0);
    expect(kenji.lines.every((line) => line.invoice_number.startsWith('INV-0002'))).toBe(true);
  });

  it.each([
    '',
    '?from=2026-09-01',
    '?from=2026-09-01&to=someday',
    '?from=2026-02-30&to=2026-03-31',
    '?from=2026-9-1&to=2026-10-01',
    '?from=2026-10-01&to=2026-09-01',
    '?from=2026-09-01&from=2026-09-02&to=2026-10-01',
  ])('refuses a period that is missing, malformed or reversed: %s', async (query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_query');
  });
});
