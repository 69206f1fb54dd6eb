import { INVOICE_STATUSES, type InvoiceStatus, type InvoiceSummary } from '@portal/data-access';
import { parseId } from '@portal/util';

export const SORT_KEYS = ['number', 'issue_date', 'due_date', 'amount', 'amount_due', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZE = 10;

/** The list view a URL describes: `?status=unpaid&sort=due_date&order=asc&page=2`. */
export interface InvoiceListParams {
  status: InvoiceStatus | null;
  sort: SortKey;
  order: SortOrder;
  page: number;
}

export const DEFAULT_LIST_PARAMS: InvoiceListParams = {
  status: null,
  sort: 'issue_date',
  order: 'desc',
  page: 1,
};

// The most pressing first when sorting by status.
const STATUS_RANK: Record<InvoiceStatus, number> = { overdue: 0, partially_paid: 1, unpaid: 2, paid: 3 };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the view from search params; anything unknown or malformed falls back to the default. */
export function readListParams(search: URLSearchParams): InvoiceListParams {
  const status = search.get('status');
  const sort = search.get('sort');
  const order = search.get('order');
  const sortGiven = isOneOf(SORT_KEYS, sort);
  return {
    status: isOneOf(INVOICE_STATUSES, status) ? status : DEFAULT_LIST_PARAMS.status,
    sort: sortGiven ? sort : DEFAULT_LIST_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : sortGiven ? 'asc' : DEFAULT_LIST_PARAMS.order,
    page: parseId(search.get('page')) ?? DEFAULT_LIST_PARAMS.page,
  };
}

/** The search params of a view, leaving defaults out so the plain list keeps a plain URL. */
export function writeListParams(params: InvoiceListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort || params.order !== DEFAULT_LIST_PARAMS.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export interface InvoiceListView {
  /** Filtered and sorted, all pages. */
  rows: InvoiceSummary[];
  /** The page to show; a page past the end shows the first. */
  page: number;
}

export function applyListParams(
  invoices: readonly InvoiceSummary[],
  params: InvoiceListParams,
): InvoiceListView {
  const direction = params.order === 'asc' ? 1 : -1;
  const rows = invoices
    .filter((invoice) => params.status === null || invoice.status === params.status)
    .sort(
      (a, b) =>
        direction * compareBy(params.sort, a, b) || a.due_date.localeCompare(b.due_date) || a.id - b.id,
    );
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  return { rows, page: params.page <= pageCount ? params.page : 1 };
}

function compareBy(key: SortKey, a: InvoiceSummary, b: InvoiceSummary): number {
  switch (key) {
    case 'amount':
    case 'amount_due':
      return a[key] - b[key];
    case 'status':
      return STATUS_RANK[a.status] - STATUS_RANK[b.status];
    case 'number':
      return a.number.localeCompare(b.number, 'en', { numeric: true });
    default:
      // ISO dates compare as text.
      return a[key].localeCompare(b[key]);
  }
}
