import { z } from 'zod';
import { api } from '../api/api';
import {
  invoiceDetailSchema,
  invoiceSummarySchema,
  type InvoiceDetail,
  type InvoiceSummary,
} from '@portal/api-contract';

export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoiceSummary[], void>({
      query: () => '/student_portal/invoices',
      responseSchema: z.array(invoiceSummarySchema),
      providesTags: (result) => [
        { type: 'Invoice', id: 'LIST' },
        ...(result ?? []).map((invoice) => ({ type: 'Invoice' as const, id: invoice.id })),
      ],
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (invoiceId) => `/student_portal/invoices/${invoiceId}`,
      responseSchema: invoiceDetailSchema,
      providesTags: (_result, _error, invoiceId) => [{ type: 'Invoice', id: invoiceId }],
    }),
  }),
});

export const { useGetInvoicesQuery, useGetInvoiceQuery } = invoicesApi;
