import { z } from 'zod/mini';
import { api } from '../api/api';
import {
  invoiceDetailSchema,
  invoicePageSchema,
  invoiceSummarySchema,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSummary,
} from '@portal/api-contract';

/** The query string of one page of the list: every parameter but an absent status. */
const pageParams = ({ status, ...rest }: InvoiceListQuery) => (status ? { ...rest, status } : rest);

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every invoice of the student (the dashboard's totals, the wallet's and the shop's invoice choices). */
    getInvoices: build.query<InvoiceSummary[], void>({
      query: () => '/student_portal/invoices',
      responseSchema: z.array(invoiceSummarySchema),
      providesTags: (result) => [
        { type: 'Invoice', id: 'LIST' },
        ...(result ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    }),
    /** One page of the list, filtered and sorted by the API (issue 15: thousands of invoices). */
    getInvoicePage: build.query<InvoicePage, InvoiceListQuery>({
      query: (query) => ({ url: '/student_portal/invoices', params: pageParams(query) }),
      responseSchema: invoicePageSchema,
      // Whatever changes an invoice (a payment) changes the list's pages too.
      providesTags: (result) => [
        { type: 'Invoice', id: 'LIST' },
        ...(result?.items ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (invoiceId) => `/student_portal/invoices/${invoiceId}`,
      responseSchema: invoiceDetailSchema,
      providesTags: (_result, _error, invoiceId) => [{ type: 'Invoice', id: invoiceId }],
    }),
  }),
});

export const { useGetInvoicesQuery, useGetInvoicePageQuery, useGetInvoiceQuery, usePrefetch } = invoicesApi;
