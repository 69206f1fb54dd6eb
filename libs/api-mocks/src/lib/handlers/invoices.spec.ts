import { invoicePageSchema, invoiceSummarySchema, type InvoicePage } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing';

// Ana Silva has the seed's twelve invoices plus bulk ones, 60 in all; Kenji Tanaka only his own.
const { bearer } = setupMockApi({ invoiceCount: 60 });
const api = 'http://api.test';

const list = (query: string, email?: string) =>
  fetch(`${api}/student_portal/invoices${query}`, { headers: bearer(email) });

async function page(query: string, email?: string): Promise<InvoicePage> {
  const response = await list(query, email);
  expect(response.status).toBe(200);
  return invoicePageSchema.parse((await response.json()).data);
}

describe('demo invoices list: paging, filtering and sorting on the server', () => {
  it('still answers every invoice as a plain array without list parameters', async () => {
    const { data } = await (await list('')).json();
    expect(data).toHaveLength(60);
    expect(data.every((invoice: unknown) => invoiceSummarySchema.safeParse(invoice).success)).toBe(true);
    // An unknown parameter alone changes nothing.
    expect((await (await list('?utm=x')).json()).data).toHaveLength(60);
  });

  it('answers one page with the totals, newest first by default, ten to a page', async () => {
    const first = await page('?page=1');
    expect(first).toMatchObject({ page: 1, per_page: 10, total: 60, total_all: 60 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.number).toBe('INV-000109');
    const dates = first.items.map((invoice) => invoice.issue_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await page('?page=2');
    expect(second.items).toHaveLength(10);
    const ids = new Set([...first.items, ...second.items].map((invoice) => invoice.id));
    expect(ids.size).toBe(20);
  });

  it('filters by status and counts only the matches, pages through them to the end', async () => {
    const unpaid = await page('?status=unpaid&per_page=50');
    expect(unpaid.items.every((invoice) => invoice.status === 'unpaid')).toBe(true);
    expect(unpaid.total).toBe(unpaid.items.length);
    expect(unpaid.total_all).toBe(60);
    const paid = await page('?status=paid&per_page=5&page=2');
    expect(paid.items).toHaveLength(5);
    expect(paid.items.every((invoice) => invoice.status === 'paid')).toBe(true);
    const past = await page(`?status=paid&per_page=5&page=${Math.ceil(paid.total / 5) + 1}`);
    expect(past).toMatchObject({ items: [], total: paid.total });
  });

  it('sorts by any column either way, with a stable tie-break, the most pressing status first', async () => {
    const byNumber = await page('?sort=number&order=asc');
    expect(byNumber.items[0]?.number).toBe('INV-000101');
    const byAmount = await page('?sort=amount&order=desc&per_page=50');
    const amounts = byAmount.items.map((invoice) => invoice.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // `sort` alone sorts ascending.
    const byStatus = await page('?sort=status&per_page=50');
    expect(byStatus.items[0]?.status).toBe('overdue');
    expect(byStatus.items.at(-1)?.status).toBe('paid');
    const again = await page('?sort=status&per_page=50');
    expect(again.items.map((invoice) => invoice.id)).toEqual(byStatus.items.map((invoice) => invoice.id));
  });

  it('serves only the student’s own invoices', async () => {
    const kenji = await page('?page=1', 'demo2@student.test');
    expect(kenji.total_all).toBeLessThan(60);
    expect(kenji.items.every((invoice) => /^INV-0002/.test(invoice.number))).toBe(true);
  });

  it.each([
    '?page=0',
    '?page=-1',
    '?page=1.5',
    '?page=abc',
    '?page=',
    '?page=1&page=2',
    '?per_page=51',
    '?per_page=0',
    '?status=refunded',
    '?status=PAID',
    '?sort=constructor',
    '?sort=amount&order=sideways',
    '?page=99999999999999999999',
  ])('answers 400 to a malformed parameter (%s)', async (query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_query');
  });

  it('asks for a session like every call', async () => {
    const response = await fetch(`${api}/student_portal/invoices?page=1`);
    expect(response.status).toBe(401);
  });
});
