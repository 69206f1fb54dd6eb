import {
  INVOICE_PAGE_SIZE,
  INVOICE_SEARCH_MAX,
  INVOICE_SORT_KEYS,
  INVOICE_STATUSES,
  type InvoiceListQuery,
  type InvoiceSortKey,
  type InvoiceSortOrder,
  type InvoiceStatus,
} from '@portal/invoices/data-access';
import { parseId } from '@portal/util';

// The API filters, sorts and pages the list (libs/shared/api-contract invoice-list.ts); the URL names the view.
export const SORT_KEYS = INVOICE_SORT_KEYS;
export type SortKey = InvoiceSortKey;
export type SortOrder = InvoiceSortOrder;

export const PAGE_SIZE = INVOICE_PAGE_SIZE;

/** The list view a URL describes: `?search=tuition&status=unpaid&sort=due_date&order=asc&page=2`. */
export interface InvoiceListParams {
  /** What the student searched for (number, reference or description); '' for no search. */
  search: string;
  status: InvoiceStatus | null;
  sort: SortKey;
  order: SortOrder;
  page: number;
}

export const DEFAULT_LIST_PARAMS: InvoiceListParams = {
  search: '',
  status: null,
  sort: 'issue_date',
  order: 'desc',
  page: 1,
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the view from search params; anything unknown or malformed falls back to the default. */
export function readListParams(search: URLSearchParams): InvoiceListParams {
  const status = search.get('status');
  const sort = search.get('sort');
  const order = search.get('order');
  const sortGiven = isOneOf(SORT_KEYS, sort);
  return {
    // Cut to what the API takes, rather than have it refuse the page.
    search: (search.get('search') ?? '').trim().slice(0, INVOICE_SEARCH_MAX),
    status: isOneOf(INVOICE_STATUSES, status) ? status : DEFAULT_LIST_PARAMS.status,
    sort: sortGiven ? sort : DEFAULT_LIST_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : sortGiven ? 'asc' : DEFAULT_LIST_PARAMS.order,
    page: parseId(search.get('page')) ?? DEFAULT_LIST_PARAMS.page,
  };
}

/** The search params of a view, leaving defaults out so the plain list keeps a plain URL. */
export function writeListParams(params: InvoiceListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set('search', params.search);
  if (params.status) search.set('status', params.status);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort || params.order !== DEFAULT_LIST_PARAMS.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/**
 * The page of the list the API is asked for: the view's search, filter, order and page, {@link PAGE_SIZE} to a
 * page.
 */
export const listQuery = ({ search, status, sort, order, page }: InvoiceListParams): InvoiceListQuery => ({
  page,
  per_page: PAGE_SIZE,
  status,
  sort,
  order,
  ...(search ? { search } : {}),
});

/** How many pages `total` invoices fill (at least one). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));
