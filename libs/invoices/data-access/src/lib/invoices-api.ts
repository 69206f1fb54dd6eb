import {
  invoiceDetailSchema,
  invoicePageSchema,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
} from '@portal/api-contract';
import { api, keepOnDevice, TRANSLATED_TAG } from '@portal/data-access';

/** How many invoices the dashboard lists as due next. */
const NEXT_DUE_LIMIT = 5;
/** How many invoices an invoice picker asks for at a time: a little more than its list shows (8), more on scrolling. */
const INVOICE_CHOICES_PAGE_SIZE = 10;

/** The query string of one page of the list: every parameter but those that would not filter. */
const pageParams = ({ status, outstanding, upcoming, search, ...rest }: InvoiceListQuery) => ({
  ...rest,
  ...(status ? { status } : {}),
  ...(outstanding ? { outstanding: true } : {}),
  ...(upcoming ? { upcoming: true } : {}),
  ...(search?.trim() ? { search: search.trim() } : {}),
});

/** What an invoice picker asks for: the text typed so far, and whether only invoices with money owed fit. */
export interface InvoiceChoicesQuery {
  search: string;
  outstanding: boolean;
}

// Whatever changes an invoice (a payment) changes the list's pages, the totals and the choices too; the
// descriptions are in the student's language.
const pageTags = (pages: readonly InvoicePage[]) => [
  TRANSLATED_TAG as typeof TRANSLATED_TAG,
  { type: 'Invoice' as const, id: 'LIST' },
  ...pages.flatMap((page) => page.items.map((invoice) => ({ type: 'Invoice' as const, id: invoice.id }))),
];

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The dashboard's figures: the student's totals as the API adds them up over all their invoices, and the
     * invoices due soonest that are not yet late (the overdue ones are the totals' overdue figure). One small
     * answer however long the student's history.
     */
    getDueInvoices: build.query<InvoicePage, void>({
      query: () => ({
        url: '/student_portal/invoices',
        params: { upcoming: true, sort: 'due_date', order: 'asc', per_page: NEXT_DUE_LIMIT },
      }),
      responseSchema: invoicePageSchema,
      providesTags: (result) => pageTags(result ? [result] : []),
    }),
    /** One page of the list, filtered and sorted by the API (thousands of invoices). */
    getInvoicePage: build.query<InvoicePage, InvoiceListQuery>({
      query: (query) => ({ url: '/student_portal/invoices', params: pageParams(query) }),
      responseSchema: invoicePageSchema,
      providesTags: (result) => pageTags(result ? [result] : []),
    }),
    /**
     * What an invoice picker offers, searched by the API as the student types, soonest due first, a page at a
     * time.
     */
    getInvoiceChoices: build.infiniteQuery<InvoicePage, InvoiceChoicesQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/student_portal/invoices',
        params: pageParams({
          page: pageParam,
          per_page: INVOICE_CHOICES_PAGE_SIZE,
          status: null,
          sort: 'due_date',
          order: 'asc',
          outstanding: queryArg.outstanding,
          search: queryArg.search,
        }),
      }),
      responseSchema: invoicePageSchema,
      providesTags: (result) => pageTags(result?.pages ?? []),
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (invoiceId) => `/student_portal/invoices/${invoiceId}`,
      responseSchema: invoiceDetailSchema,
      // Its lines are written in the student's language.
      providesTags: (_result, _error, invoiceId) => [{ type: 'Invoice', id: invoiceId }, TRANSLATED_TAG],
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(invoicesApi, ['getDueInvoices', 'getInvoicePage', 'getInvoice']);

export const {
  useGetDueInvoicesQuery,
  useGetInvoicePageQuery,
  useGetInvoiceChoicesInfiniteQuery,
  useGetInvoiceQuery,
  usePrefetch,
} = invoicesApi;
