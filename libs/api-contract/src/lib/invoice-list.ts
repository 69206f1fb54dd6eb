import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { invoiceStatusSchema, invoiceSummarySchema, pageSchemaOf } from './models';

/**
 * `GET /student_portal/invoices` pages, filters and sorts on the server when asked to (issue 15: a student can
 * have thousands of invoices). The query parameters, all optional:
 *
 * - `page`: 1-based, a whole number (default 1). A page past the end answers no items and the real `total`.
 * - `per_page`: 1 to {@link INVOICE_MAX_PAGE_SIZE} (default {@link INVOICE_PAGE_SIZE}).
 * - `status`: one of {@link INVOICE_STATUSES}; absent: every status.
 * - `sort`: one of {@link INVOICE_SORT_KEYS} (default `issue_date`). `status` sorts the most pressing first
 *   (overdue, partially paid, unpaid, paid); `number` compares the digits as numbers.
 * - `order`: `asc` or `desc` (default `desc` without `sort`, `asc` with it). Ties are broken by due date, then id.
 *
 * With any of them the answer is an {@link InvoicePage}. Without any, the endpoint answers every invoice as a
 * plain array, as it always did (the dashboard's totals, the wallet's and the shop's invoice choices need them
 * all). A malformed or repeated parameter is answered 400 `invalid_query`; unknown ones are ignored.
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
export const INVOICE_LIST_PARAMS = ['page', 'per_page', 'status', 'sort', 'order'] as const;

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
    sort: z.optional(z.enum(INVOICE_SORT_KEYS)),
    order: z.optional(z.enum(INVOICE_SORT_ORDERS)),
  }),
);

/** The query parameters as they arrive (strings); what the demo back end checks before answering a page. */
export const invoiceListQuerySchema = lazySchema(() =>
  z.pipe(
    invoiceListParamsSchema,
    z.transform(({ page, per_page, status, sort, order }: z.output<typeof invoiceListParamsSchema>) => ({
      page: page ?? 1,
      per_page: per_page ?? INVOICE_PAGE_SIZE,
      status: status ?? null,
      sort: sort ?? 'issue_date',
      order: order ?? (sort ? 'asc' : 'desc'),
    })),
  ),
);

/** One page of the list as the portal asks for it; `status` null: every status (not sent). */
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** `total`: the invoices that match the status filter, on every page. */
export const invoicePageSchema = lazySchema(() =>
  z.extend(pageSchemaOf(invoiceSummarySchema), {
    /** All of the student's invoices, whatever the filter: tells "no invoices at all" from "none match". */
    total_all: z.number().check(z.int(), z.gte(0)),
  }),
);
export type InvoicePage = z.infer<typeof invoicePageSchema>;
