import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { invoiceStatusSchema, invoiceSummarySchema, pageSchemaOf, type InvoiceStatus } from './models';

/**
 * `GET /student_portal/invoices` pages, filters, searches and sorts on the server (a student can have
 * thousands of invoices; no page's cost may grow with them). The query parameters, all optional:
 *
 * - `page`: 1-based, a whole number (default 1). A page past the end answers no items and the real `total`.
 * - `per_page`: 1 to {@link INVOICE_MAX_PAGE_SIZE} (default {@link INVOICE_PAGE_SIZE}).
 * - `status`: one of {@link INVOICE_STATUSES}; absent: every status. The filter finds every invoice shown with that
 *   word: `partially_paid` matches the part-paid invoices overdue or not (an overdue one with part of it paid is
 *   shown "Overdue · partly paid", so it is under `overdue` and under `partially_paid`).
 * - `outstanding`: `true`: only the invoices with money owed ({@link OUTSTANDING_STATUSES}); `false` or absent:
 *   any. With `status`, both apply.
 * - `upcoming`: `true`: only the invoices with money owed whose due date has not passed (unpaid or partially paid,
 *   never overdue: what is due next); `false` or absent: any. With `status` or `outstanding`, all apply.
 * - `search`: up to {@link INVOICE_SEARCH_MAX} characters; the invoices whose number or description contains it,
 *   ignoring case (blank: every invoice).
 * - `sort`: one of {@link INVOICE_SORT_KEYS} (default `issue_date`). `status` sorts the most pressing first
 *   (overdue, partially paid, unpaid, paid, cancelled); `number` compares the digits as numbers.
 * - `order`: `asc` or `desc` (default `desc` without `sort`, `asc` with it). Ties are broken by due date, then id,
 *   both ascending.
 *
 * With any of them the answer is an {@link InvoicePage}: the page, how many match, and the student's
 * {@link InvoiceTotals} over all their invoices (the dashboard's figures). Without any, the endpoint answers
 * every invoice as a plain array: the portal never asks for that (its size grows with the student's history).
 * A malformed or repeated parameter is answered 400 `invalid_query`; unknown ones are ignored.
 */
export const INVOICE_SORT_KEYS = [
  'number',
  'issue_date',
  'due_date',
  'amount',
  'amount_due',
  'status',
] as const;
export type InvoiceSortKey = (typeof INVOICE_SORT_KEYS)[number];
export const INVOICE_SORT_ORDERS = ['asc', 'desc'] as const;
export type InvoiceSortOrder = (typeof INVOICE_SORT_ORDERS)[number];

export const INVOICE_PAGE_SIZE = 10;
export const INVOICE_MAX_PAGE_SIZE = 50;
export const INVOICE_SEARCH_MAX = 100;
export const INVOICE_LIST_PARAMS = [
  'page',
  'per_page',
  'status',
  'outstanding',
  'search',
  'sort',
  'order',
  'upcoming',
] as const;

/** The statuses of an invoice with money owed on it: what the dashboard adds up and the wallet can pay. */
export const OUTSTANDING_STATUSES = [
  'unpaid',
  'partially_paid',
  'overdue',
] as const satisfies readonly InvoiceStatus[];

const wholeNumber = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^[1-9]\d{0,15}$/)), z.transform(Number)),
    z.number().check(z.int(), z.gte(1), z.lte(max)),
  );

const invoiceListParamsSchema = lazySchema(() =>
  z.object({
    page: z.optional(wholeNumber(Number.MAX_SAFE_INTEGER)),
    per_page: z.optional(wholeNumber(INVOICE_MAX_PAGE_SIZE)),
    status: z.optional(invoiceStatusSchema),
    outstanding: z.optional(z.enum(['true', 'false'])),
    search: z.optional(z.string().check(z.maxLength(INVOICE_SEARCH_MAX))),
    sort: z.optional(z.enum(INVOICE_SORT_KEYS)),
    order: z.optional(z.enum(INVOICE_SORT_ORDERS)),
    upcoming: z.optional(z.enum(['true', 'false'])),
  }),
);

/**
 * One page of the list as the portal asks for it; `status` null: every status (not sent). `outstanding`,
 * `upcoming` and `search` are left out when they would not filter.
 */
export interface InvoiceListQuery {
  page: number;
  per_page: number;
  status: InvoiceStatus | null;
  sort: InvoiceSortKey;
  order: InvoiceSortOrder;
  outstanding?: boolean;
  search?: string;
  /** Only the outstanding invoices not yet past their due date. */
  upcoming?: boolean;
}

/** The query parameters as they arrive (strings); what the demo back end checks before answering a page. */
export const invoiceListQuerySchema = lazySchema(() =>
  z.pipe(
    invoiceListParamsSchema,
    z.transform((params: z.output<typeof invoiceListParamsSchema>): InvoiceListQuery => {
      const { page, per_page, status, outstanding, search, sort, order, upcoming } = params;
      const words = search?.trim();
      return {
        page: page ?? 1,
        per_page: per_page ?? INVOICE_PAGE_SIZE,
        status: status ?? null,
        sort: sort ?? 'issue_date',
        order: order ?? (sort ? 'asc' : 'desc'),
        ...(outstanding === 'true' ? { outstanding: true } : {}),
        ...(upcoming === 'true' ? { upcoming: true } : {}),
        ...(words ? { search: words } : {}),
      };
    }),
  ),
);

/**
 * What the student owes, over all of their invoices whatever the page's filter or search: computed by the API, so
 * the dashboard's figures cost the same at 10 invoices as at 50,000.
 */
export const invoiceTotalsSchema = lazySchema(() =>
  z.object({
    /** The amounts due of the outstanding invoices, added up to the penny. */
    amount_due: z.number().check(z.gte(0)),
    /** The invoices with money owed ({@link OUTSTANDING_STATUSES}). */
    outstanding_count: z.number().check(z.int(), z.gte(0)),
    overdue_count: z.number().check(z.int(), z.gte(0)),
    /** The currency of the amounts (the API bills a student in one); null when nothing is owed. */
    currency: z.nullable(z.string()),
  }),
);
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** `total`: the invoices that match the status filter, on every page. */
export const invoicePageSchema = lazySchema(() =>
  z.extend(pageSchemaOf(invoiceSummarySchema), {
    /** All of the student's invoices, whatever the filter: tells "no invoices at all" from "none match". */
    total_all: z.number().check(z.int(), z.gte(0)),
    totals: invoiceTotalsSchema,
  }),
);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
