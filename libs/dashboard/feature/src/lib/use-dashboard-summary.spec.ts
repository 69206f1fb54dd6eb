// @vitest-environment node
import type { InvoicePage, InvoiceSummary } from '@portal/invoices/data-access';
import { describe, expect, it } from 'vitest';
import { summaryOf } from './use-dashboard-summary';

const invoice = (id: number, overrides: Partial<InvoiceSummary>): InvoiceSummary => ({
  id,
  number: `INV-${id}`,
  description: `Invoice ${id}`,
  issue_date: '2026-01-01',
  due_date: '2026-02-01',
  amount: 100,
  amount_due: 10,
  currency: 'EUR',
  status: 'unpaid',
  ...overrides,
});

const page = (items: InvoiceSummary[], totals: InvoicePage['totals']): InvoicePage => ({
  items,
  page: 1,
  per_page: 5,
  total: totals.outstanding_count,
  total_all: 40,
  totals,
});

describe('summaryOf', () => {
  it('takes the figures the API added up over every invoice, and the invoices it sent as due next', () => {
    const next = [invoice(7, { status: 'overdue' }), invoice(3, {})];
    const summary = summaryOf(
      page(next, { amount_due: 1234.56, outstanding_count: 12, overdue_count: 4, currency: 'EUR' }),
    );
    expect(summary).toEqual({
      totalDue: 1234.56,
      currency: 'EUR',
      overdueCount: 4,
      outstandingCount: 12,
      nextDue: next,
    });
  });

  it('has nothing to pay when nothing is owed, in the default currency', () => {
    expect(
      summaryOf(page([], { amount_due: 0, outstanding_count: 0, overdue_count: 0, currency: null })),
    ).toEqual({ totalDue: 0, currency: 'GBP', overdueCount: 0, outstandingCount: 0, nextDue: [] });
  });
});
