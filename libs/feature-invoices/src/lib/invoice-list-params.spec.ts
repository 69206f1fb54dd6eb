import type { InvoiceSummary } from '@portal/data-access';
import { describe, expect, it } from 'vitest';
import {
  applyListParams,
  DEFAULT_LIST_PARAMS,
  PAGE_SIZE,
  readListParams,
  writeListParams,
} from './invoice-list-params';

const invoice = (id: number, overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
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

describe('invoice list params', () => {
  it('reads a view from the URL and writes it back the same', () => {
    const search = new URLSearchParams('status=unpaid&sort=due_date&order=asc&page=2');
    const params = readListParams(search);
    expect(params).toEqual({ status: 'unpaid', sort: 'due_date', order: 'asc', page: 2 });
    expect(writeListParams(params).toString()).toBe(search.toString());
  });

  it.each([
    'status=refunded&sort=drop_table&order=sideways&page=-3',
    'status=&sort=&order=&page=abc',
    'page=1.5&page=2',
    'status=PAID&page=0',
    'sort=constructor&page=99999999999999999999',
  ])('ignores a malformed view (%s)', (query) => {
    expect(readListParams(new URLSearchParams(query))).toEqual(DEFAULT_LIST_PARAMS);
  });

  it('sorts ascending when only the column is given, and keeps defaults out of the URL', () => {
    expect(readListParams(new URLSearchParams('sort=amount'))).toMatchObject({
      sort: 'amount',
      order: 'asc',
    });
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('filters, sorts with a stable tie-break, and sends a page past the end back to the first', () => {
    const invoices = [
      invoice(1, { amount: 50, status: 'unpaid' }),
      invoice(2, { amount: 20, status: 'overdue' }),
      invoice(3, { amount: 50, status: 'unpaid', due_date: '2026-01-15' }),
    ];
    const byAmount = applyListParams(invoices, { ...DEFAULT_LIST_PARAMS, sort: 'amount', order: 'desc' });
    expect(byAmount.rows.map((row) => row.id)).toEqual([3, 1, 2]);
    const unpaid = applyListParams(invoices, { ...DEFAULT_LIST_PARAMS, status: 'unpaid', page: 2 });
    expect(unpaid.rows.map((row) => row.id)).toEqual([3, 1]);
    expect(unpaid.page).toBe(1);
    const byStatus = applyListParams(invoices, { ...DEFAULT_LIST_PARAMS, sort: 'status', order: 'asc' });
    expect(byStatus.rows[0]?.status).toBe('overdue');
  });

  it('keeps a page that exists', () => {
    const many = Array.from({ length: PAGE_SIZE + 1 }, (_, index) => invoice(index + 1));
    expect(applyListParams(many, { ...DEFAULT_LIST_PARAMS, page: 2 }).page).toBe(2);
  });
});
