import {
  invoicePageSchema,
  invoiceSummarySchema,
  OUTSTANDING_STATUSES,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
} from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { DemoDatabase, setupMockApi } from '../../testing';

// Ana Silva has the seed's twelve invoices plus bulk ones, 60 in all; Kenji Tanaka only his own.
const { bearer, db } = setupMockApi({ invoiceCount: 60 });
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
    '?outstanding=yes',
    '?outstanding=true&outstanding=true',
    `?search=${'x'.repeat(101)}`,
    '?search=a&search=b',
  ])('answers 400 to a malformed parameter (%s)', async (query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_query');
  });

  it('asks for a session like every call', async () => {
    const response = await fetch(`${api}/student_portal/invoices?page=1`);
    expect(response.status).toBe(401);
  });

  it('adds up what the student owes over all their invoices, whatever the page shows', async () => {
    const all: InvoiceSummary[] = (await (await list('')).json()).data;
    const open = all.filter((invoice) => isOutstanding(invoice));
    const cents = open.reduce((sum, invoice) => sum + Math.round(invoice.amount_due * 100), 0);
    const expected = {
      amount_due: cents / 100,
      outstanding_count: open.length,
      overdue_count: all.filter((invoice) => invoice.status === 'overdue').length,
      currency: 'GBP',
    };
    for (const query of [
      '?page=1',
      '?status=paid',
      '?outstanding=true&per_page=5',
      '?search=zzz',
      '?page=99',
    ])
      expect((await page(query)).totals).toEqual(expected);
    const kenji = await page('?page=1', 'demo2@student.test');
    expect(kenji.totals).toEqual({
      amount_due: 1730,
      outstanding_count: 3,
      overdue_count: 1,
      currency: 'GBP',
    });
  });

  it('gives the next invoices due: only those with money owed, soonest first', async () => {
    const due = await page('?outstanding=true&sort=due_date&order=asc&per_page=5');
    expect(due.items).toHaveLength(5);
    expect(due.items.every(isOutstanding)).toBe(true);
    expect(due.total).toBe(due.totals.outstanding_count);
    const dates = due.items.map((invoice) => invoice.due_date);
    expect(dates).toEqual([...dates].sort());
    // With a status, both filters apply.
    expect((await page('?outstanding=true&status=paid')).total).toBe(0);
    expect((await page('?outstanding=false&status=paid')).total).toBe((await page('?status=paid')).total);
  });

  it('finds under "Partially paid" every invoice shown partly paid, an overdue one too', async () => {
    const partly = await page('?status=partially_paid&per_page=50');
    // INV-000104 is past its due date with £480 of it owed: the list shows it "Overdue · partly paid".
    expect(partly.items.map((invoice) => invoice.number)).toContain('INV-000104');
    expect(
      partly.items.every((invoice) => invoice.amount_due > 0 && invoice.amount_due < invoice.amount),
    ).toBe(true);
    expect((await page('?status=overdue&per_page=50')).items.map((invoice) => invoice.number)).toContain(
      'INV-000104',
    );
  });

  it('gives what is due next without the overdue invoices (upcoming=true)', async () => {
    const upcoming = await page('?upcoming=true&sort=due_date&order=asc&per_page=50');
    expect(upcoming.items.length).toBeGreaterThan(0);
    expect(upcoming.items.every((invoice) => ['unpaid', 'partially_paid'].includes(invoice.status))).toBe(
      true,
    );
    expect(upcoming.total).toBe(upcoming.totals.outstanding_count - upcoming.totals.overdue_count);
    expect((await page('?upcoming=true&status=overdue')).total).toBe(0);
    expect((await list('?upcoming=soon')).status).toBe(400);
  });

  it('searches the number and the description, ignoring case, and counts the matches', async () => {
    const byNumber = await page('?search=inv-000105');
    expect(byNumber.items.map((invoice) => invoice.number)).toEqual(['INV-000105']);
    expect(byNumber.total).toBe(1);
    const byWords = await page('?search=ACTIVITY%20fee%204&per_page=50');
    expect(byWords.items.length).toBeGreaterThan(0);
    expect(byWords.items.every((invoice) => invoice.description.startsWith('Activity fee 4'))).toBe(true);
    expect(byWords.total).toBe(byWords.items.length);
    const open = await page('?search=activity&outstanding=true&per_page=3&page=2&sort=due_date');
    expect(open.items).toHaveLength(3);
    expect(open.items.every(isOutstanding)).toBe(true);
    // A blank search is no search.
    expect((await page('?search=%20%20')).total).toBe(60);
    expect((await page('?search=nothing-like-this')).items).toEqual([]);
  });

  it('answers what sorting and filtering the whole list would, in every order, also after changes', async () => {
    const student = db.accountByEmail('demo@student.test')!.student.student_id;
    const queries = [
      '?sort=amount_due&order=desc&per_page=50',
      '?sort=status&order=asc&per_page=50&page=2',
      '?sort=number&order=desc&per_page=7&page=3',
      '?outstanding=true&sort=due_date&order=asc&per_page=50',
      '?status=overdue&sort=issue_date&per_page=4&page=2',
      '?status=partially_paid&sort=due_date&per_page=50',
    ];
    const check = async () => {
      const all: InvoiceSummary[] = (await (await list('')).json()).data;
      for (const query of queries) expect(await page(query)).toEqual(reference(all, query));
    };
    await check();
    // A payment changes an invoice's amount due and status: every order it sits in follows.
    const [open] = (await page('?outstanding=true&sort=amount_due&order=desc&per_page=1')).items;
    db.applyPayment(student, open!.id, {
      id: 999_001,
      date: '2026-11-20',
      gateway: 'wallet',
      amount: open!.amount_due,
      status: 'completed',
    });
    expect((await page('?sort=amount_due&order=desc&per_page=50')).items.map((i) => i.id)).not.toContain(
      undefined,
    );
    await check();
    db.createInvoice(student, 'Late library book', [{ description: 'Fine', quantity: 1, unit_price: 7.5 }]);
    expect((await page('?search=library%20book')).items.map((invoice) => invoice.amount_due)).toEqual([7.5]);
    await check();
  });
});

/**
 * The most invoices one call of `run` went through: the longest array it filtered, sorted, mapped or walked with
 * an array method, or the largest map it listed. A count, not a time, so a busy machine cannot change it.
 */
function mostInvoicesRead(run: () => void): number {
  const walks = ['filter', 'sort', 'map', 'forEach', 'reduce', 'some', 'every', 'find', 'findIndex'] as const;
  const arrays = walks.map((name) => vi.spyOn(Array.prototype, name));
  const maps = vi.spyOn(Map.prototype, 'values');
  try {
    run();
    return Math.max(
      0,
      ...arrays.flatMap((spy) => spy.mock.contexts.map((list) => (list as unknown[]).length)),
      ...maps.mock.contexts.map((map) => (map as Map<unknown, unknown>).size),
    );
  } finally {
    for (const spy of [...arrays, maps]) spy.mockRestore();
  }
}

describe('demo invoices list at 50,000 invoices', () => {
  it('answers a page and the totals without reading the list; a search finds what it is asked for', () => {
    const big = new DemoDatabase({ invoiceCount: 50_000 });
    const student = big.accountByEmail('demo@student.test')!.student.student_id;
    const base = { page: 1, per_page: 10, status: null, sort: 'issue_date', order: 'desc' } as const;
    // What answering a page cost when the demo filtered and sorted every invoice per request: the yardstick, and
    // the proof that the count sees a read of the whole list.
    const all = big.listInvoices(student);
    expect(
      mostInvoicesRead(() => {
        all
          .filter((invoice) => invoice.status !== 'paid')
          .sort((a, b) => a.due_date.localeCompare(b.due_date));
      }),
    ).toBe(50_000);
    const pages: InvoiceListQuery[] = [
      base,
      { ...base, outstanding: true, sort: 'due_date', order: 'asc', per_page: 5 },
      { ...base, page: 2_000 },
      { ...base, status: 'overdue', sort: 'amount', page: 500 },
    ];
    // The first query in an order sorts the list once; every later one reads it as it is kept: a page's worth of
    // invoices, however long the list.
    for (const query of pages) big.invoicePage(student, query);
    for (const query of pages) {
      expect(big.invoicePage(student, query).total_all).toBe(50_000);
      expect(mostInvoicesRead(() => big.invoicePage(student, query))).toBeLessThanOrEqual(query.per_page);
    }
    // A search reads the (kept, filtered) list once, as the yardstick's filter does, and finds what it is asked for.
    const search: InvoiceListQuery = { ...base, outstanding: true, search: 'fee 4999', sort: 'due_date' };
    big.invoicePage(student, search);
    let found: InvoiceSummary[] = [];
    const read = mostInvoicesRead(() => void (found = big.invoicePage(student, search).items));
    expect(read).toBeGreaterThan(1_000);
    expect(read).toBeLessThan(50_000);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((invoice) => invoice.status !== 'paid')).toBe(true);
  });
});

const isOutstanding = (invoice: InvoiceSummary) =>
  (OUTSTANDING_STATUSES as readonly string[]).includes(invoice.status);

const RANK = { overdue: 0, partially_paid: 1, unpaid: 2, paid: 3, cancelled: 4 } as const;

/** The page as the contract describes it, from the whole list: the index must answer the same. */
function reference(all: InvoiceSummary[], query: string) {
  const params = new URLSearchParams(query);
  const sort = (params.get('sort') ?? 'issue_date') as keyof InvoiceSummary;
  const direction = (params.get('order') ?? (params.has('sort') ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const perPage = Number(params.get('per_page') ?? 10);
  const pageNumber = Number(params.get('page') ?? 1);
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const key = (a: InvoiceSummary, b: InvoiceSummary) =>
    sort === 'status'
      ? RANK[a.status] - RANK[b.status]
      : sort === 'number'
        ? a.number.localeCompare(b.number, 'en', { numeric: true })
        : typeof a[sort] === 'number'
          ? (a[sort] as number) - (b[sort] as number)
          : text(String(a[sort]), String(b[sort]));
  const matching = all
    .filter(
      (invoice) =>
        !params.has('status') ||
        invoice.status === params.get('status') ||
        (params.get('status') === 'partially_paid' &&
          invoice.status === 'overdue' &&
          invoice.amount_due < invoice.amount),
    )
    .filter((invoice) => params.get('outstanding') !== 'true' || isOutstanding(invoice))
    .sort((a, b) => direction * key(a, b) || text(a.due_date, b.due_date) || a.id - b.id);
  return expect.objectContaining({
    items: matching.slice((pageNumber - 1) * perPage, pageNumber * perPage),
    total: matching.length,
    total_all: all.length,
  });
}
