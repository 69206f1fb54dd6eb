import type { InvoiceSummary } from '@portal/data-access';
import { describe, expect, it } from 'vitest';
import { NEXT_DUE_LIMIT, summariseInvoices } from './use-dashboard-summary';

const invoice = (id: number, overrides: Partial<InvoiceSummary>): InvoiceSummary => ({
  id,
  number: `INV-${id}`,
  description: `Invoice ${id}`,
  issue_date: '2026-01-01',
  due_date: '2026-02-01',
  amount: 100,
  amount_due: 0,
  currency: 'GBP',
  status: 'paid',
  ...overrides,
});

describe('summariseInvoices', () => {
  it('adds up amounts due to the penny and leaves paid invoices out', () => {
    const summary = summariseInvoices([
      invoice(1, { status: 'unpaid', amount_due: 0.1 }),
      invoice(2, { status: 'partially_paid', amount_due: 0.2 }),
      invoice(3, { status: 'paid', amount_due: 5 }),
    ]);
    expect(summary.totalDue).toBe(0.3);
    expect(summary.outstandingCount).toBe(2);
  });

  it('lists the soonest due first, at most five', () => {
    const invoices = Array.from({ length: 7 }, (_, index) =>
      invoice(index + 1, {
        status: index % 2 ? 'overdue' : 'unpaid',
        amount_due: 10,
        due_date: `2026-03-0${7 - index}`,
      }),
    );
    const summary = summariseInvoices(invoices);
    expect(summary.nextDue).toHaveLength(NEXT_DUE_LIMIT);
    expect(summary.nextDue.map((item) => item.id)).toEqual([7, 6, 5, 4, 3]);
    expect(summary.overdueCount).toBe(3);
  });

  it('has nothing to pay for no invoices', () => {
    expect(summariseInvoices([])).toEqual({
      totalDue: 0,
      currency: 'GBP',
      overdueCount: 0,
      outstandingCount: 0,
      nextDue: [],
    });
  });
});
