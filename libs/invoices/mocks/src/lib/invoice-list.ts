import {
  INVOICE_LIST_PARAMS,
  invoiceListQuerySchema,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSortKey,
  type InvoiceStatus,
  type InvoiceSortOrder,
  type InvoiceSummary,
  type InvoiceTotals,
  isPartlyPaid,
  OUTSTANDING_STATUSES,
} from '@portal/api-contract';

/** Whether a request asks for a page (any list parameter given) rather than the plain list of every invoice. */
export const asksForPage = (search: URLSearchParams): boolean =>
  INVOICE_LIST_PARAMS.some((key) => search.has(key));

/** The list parameters of a request, or null when one is malformed or given twice. */
export function readInvoiceListQuery(search: URLSearchParams): InvoiceListQuery | null {
  const raw: Record<string, string> = {};
  for (const key of INVOICE_LIST_PARAMS) {
    const values = search.getAll(key);
    if (values.length > 1) return null;
    if (values[0] !== undefined) raw[key] = values[0];
  }
  const parsed = invoiceListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

// The most pressing first when sorting by status.
const STATUS_RANK: Record<InvoiceStatus, number> = {
  overdue: 0,
  partially_paid: 1,
  unpaid: 2,
  paid: 3,
  cancelled: 4,
};

const OUTSTANDING: ReadonlySet<InvoiceStatus> = new Set(OUTSTANDING_STATUSES);
const NUMBERS = new Intl.Collator('en', { numeric: true });
// ISO dates compare as plain text.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compareBy(key: InvoiceSortKey, a: InvoiceSummary, b: InvoiceSummary): number {
  switch (key) {
    case 'amount':
    case 'amount_due':
      return a[key] - b[key];
    case 'status':
      return STATUS_RANK[a.status] - STATUS_RANK[b.status];
    case 'number':
      return NUMBERS.compare(a.number, b.number);
    default:
      return compareText(a[key], b[key]);
  }
}

/**
 * Which invoices a kept list holds: all, those a status filter finds, those with money owed, or those with money
 * owed not yet past their due date.
 */
type Subset = 'all' | 'outstanding' | 'upcoming' | InvoiceStatus;
type ListName = `${InvoiceSortKey} ${InvoiceSortOrder} ${Subset}`;

function inSubset(subset: Subset, invoice: InvoiceSummary): boolean {
  switch (subset) {
    case 'all':
      return true;
    case 'outstanding':
      return OUTSTANDING.has(invoice.status);
    case 'upcoming':
      return invoice.status === 'unpaid' || invoice.status === 'partially_paid';
    // The filter finds what the list shows: an overdue invoice with part of it paid reads "Overdue · partly paid".
    case 'partially_paid':
      return OUTSTANDING.has(invoice.status) && isPartlyPaid(invoice);
    default:
      return invoice.status === subset;
  }
}

/** The filters a query asks for, the most selective first: the first picks the kept list, the rest test it. */
function subsetsOf(query: InvoiceListQuery): Subset[] {
  const subsets: Subset[] = [];
  if (query.status !== null) subsets.push(query.status);
  if (query.upcoming) subsets.push('upcoming');
  if (query.outstanding) subsets.push('outstanding');
  return subsets.length > 0 ? subsets : ['all'];
}

interface KeptList {
  subset: Subset;
  compare: (a: InvoiceSummary, b: InvoiceSummary) => number;
  items: InvoiceSummary[];
}

/** The list's order: the key either way, ties broken by due date, then id, both ascending. A total order. */
function comparatorFor(key: InvoiceSortKey, order: InvoiceSortOrder) {
  const direction = order === 'asc' ? 1 : -1;
  return (a: InvoiceSummary, b: InvoiceSummary) =>
    direction * compareBy(key, a, b) || compareText(a.due_date, b.due_date) || a.id - b.id;
}

/** Where `item` belongs in `list` (sorted by `compare`): the first place not before it. */
function lowerBound<T>(list: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(list[middle] as T, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * One student's invoices, kept indexed as they change: by id; sorted in each order and filter a page has
 * been asked for (built on first use, then kept sorted by removing and inserting one invoice at a time); counted by
 * status and added up. A page and the student's totals cost the same at 50,000 invoices as at ten; only a search, or a
 * second filter, reads the filtered list through (a test per invoice, to count the matches).
 */
export class StudentInvoices {
  private readonly byId = new Map<number, InvoiceSummary>();
  private readonly searchText = new Map<number, string>();
  private readonly lists = new Map<ListName, KeptList>();
  private readonly statusCounts = new Map<InvoiceStatus, number>();
  /** Outstanding invoices per currency, in the order the currencies first appeared. */
  private readonly currencies = new Map<string, number>();
  private dueCents = 0;

  /** Every invoice, in the order they were added (the list's plain answer). */
  all(): InvoiceSummary[] {
    return [...this.byId.values()];
  }

  find(invoiceId: number): InvoiceSummary | undefined {
    return this.byId.get(invoiceId);
  }

  /** Adds the invoice, or replaces the one with its id (a payment, a cancellation changed it). */
  put(invoice: InvoiceSummary): void {
    const summary = { ...invoice };
    const previous = this.byId.get(summary.id);
    if (previous) this.count(previous, -1);
    this.count(summary, 1);
    this.byId.set(summary.id, summary);
    this.searchText.set(summary.id, `${summary.number}\n${summary.description}`.toLowerCase());
    for (const { subset, compare, items } of this.lists.values()) {
      if (previous && inSubset(subset, previous)) items.splice(lowerBound(items, previous, compare), 1);
      if (inSubset(subset, summary)) items.splice(lowerBound(items, summary, compare), 0, summary);
    }
  }

  totals(): InvoiceTotals {
    const currency = [...this.currencies].find(([, count]) => count > 0)?.[0] ?? null;
    return {
      amount_due: this.dueCents / 100,
      outstanding_count: OUTSTANDING_STATUSES.reduce((sum, status) => sum + this.countOf(status), 0),
      overdue_count: this.countOf('overdue'),
      currency,
    };
  }

  /**
   * One page: filtered by status, money owed, due date and search, sorted with a stable tie-break (due date, then
   * id). The search also finds a description in the words the student reads it in (`translated`).
   */
  page(query: InvoiceListQuery, translated?: (description: string) => string | undefined): InvoicePage {
    const start = (query.page - 1) * query.per_page;
    const [subset = 'all', ...others] = subsetsOf(query);
    const list = this.sortedBy(query.sort, query.order, subset);
    const search = query.search?.toLowerCase();
    const searched = search
      ? list.filter(
          (invoice) =>
            (this.searchText.get(invoice.id) ?? '').includes(search) ||
            (translated?.(invoice.description)?.toLowerCase().includes(search) ?? false),
        )
      : list;
    const matching =
      others.length > 0
        ? searched.filter((invoice) => others.every((other) => inSubset(other, invoice)))
        : searched;
    return {
      items: matching.slice(start, start + query.per_page).map((invoice) => ({ ...invoice })),
      page: query.page,
      per_page: query.per_page,
      total: matching.length,
      total_all: this.byId.size,
      totals: this.totals(),
    };
  }

  private countOf(status: InvoiceStatus): number {
    return this.statusCounts.get(status) ?? 0;
  }

  private count(invoice: InvoiceSummary, sign: 1 | -1): void {
    this.statusCounts.set(invoice.status, this.countOf(invoice.status) + sign);
    if (!OUTSTANDING.has(invoice.status)) return;
    this.dueCents += sign * toCents(invoice.amount_due);
    this.currencies.set(invoice.currency, (this.currencies.get(invoice.currency) ?? 0) + sign);
  }

  private sortedBy(key: InvoiceSortKey, order: InvoiceSortOrder, subset: Subset): InvoiceSummary[] {
    const name: ListName = `${key} ${order} ${subset}`;
    let list = this.lists.get(name);
    if (!list) {
      const compare = comparatorFor(key, order);
      const items = [...this.byId.values()].filter((invoice) => inSubset(subset, invoice)).sort(compare);
      list = { subset, compare, items };
      this.lists.set(name, list);
    }
    return list.items;
  }
}
