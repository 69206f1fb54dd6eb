import {
  INVOICE_LIST_PARAMS,
  invoiceListQuerySchema,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSortKey,
  type InvoiceStatus,
  type InvoiceSummary,
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

function compareBy(key: InvoiceSortKey, a: InvoiceSummary, b: InvoiceSummary): number {
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

/** One page of a student's invoices: filtered by status, sorted with a stable tie-break (due date, then id). */
export function invoicePage(invoices: readonly InvoiceSummary[], query: InvoiceListQuery): InvoicePage {
  const direction = query.order === 'asc' ? 1 : -1;
  const matching = invoices
    .filter((invoice) => query.status === null || invoice.status === query.status)
    .sort(
      (a, b) =>
        direction * compareBy(query.sort, a, b) || a.due_date.localeCompare(b.due_date) || a.id - b.id,
    );
  const start = (query.page - 1) * query.per_page;
  return {
    items: matching.slice(start, start + query.per_page),
    page: query.page,
    per_page: query.per_page,
    total: matching.length,
    total_all: invoices.length,
  };
}
