import { z } from 'zod/mini';
import {
  checkoutResponseSchema,
  paymentRecordSchema,
  sponsorQuoteSchema,
  sponsorReceiptListSchema,
  sponsorReceiptSchema,
  sponsorSchema,
  sponsorViewSchema,
  type CheckoutResponse,
  type PaymentRecord,
  type Sponsor,
  type SponsorCheckoutRequest,
  type SponsorInvite,
  type SponsorPayment,
  type SponsorQuote,
  type SponsorReceipt,
  type SponsorView,
} from '@portal/api-contract';
import { api, SPONSOR_PATH_PREFIX } from '@portal/data-access';
import { paymentOutcomeTags } from '@portal/payments/data-access';

const LIST = [{ type: 'Sponsor' as const, id: 'LIST' }];

/** The link's secret goes in a header, never in the API's URL (docs/api.md "Sponsors"). */
const byLink = (token: string) => ({ 'X-Sponsor-Token': token });
const sponsorPath = (path: string) => `${SPONSOR_PATH_PREFIX}${path}`;

export const sponsorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSponsors: build.query<Sponsor[], void>({
      query: () => '/student_portal/sponsors',
      responseSchema: z.array(sponsorSchema),
      providesTags: LIST,
    }),
    inviteSponsor: build.mutation<Sponsor, SponsorInvite>({
      query: (body) => ({ url: '/student_portal/sponsors', method: 'POST', body }),
      responseSchema: sponsorSchema,
      invalidatesTags: LIST,
    }),
    resendSponsor: build.mutation<Sponsor, number>({
      query: (id) => ({ url: `/student_portal/sponsors/${id}/resend`, method: 'POST' }),
      responseSchema: sponsorSchema,
      invalidatesTags: LIST,
    }),
    revokeSponsor: build.mutation<Sponsor, number>({
      query: (id) => ({ url: `/student_portal/sponsors/${id}/revoke`, method: 'POST' }),
      responseSchema: sponsorSchema,
      invalidatesTags: LIST,
    }),

    // The sponsor's side, by their link's secret alone.
    getSponsorView: build.query<SponsorView, string>({
      query: (token) => ({ url: sponsorPath('view'), headers: byLink(token) }),
      responseSchema: sponsorViewSchema,
      providesTags: [{ type: 'Sponsor', id: 'VIEW' }],
      keepUnusedDataFor: 0,
    }),
    /** What paying one shared invoice costs (the amount within the limit, each gateway's fee), before Pay. */
    getSponsorQuote: build.query<SponsorQuote, { token: string; invoiceId: number }>({
      query: ({ token, invoiceId }) => ({
        url: sponsorPath('quote'),
        params: { invoice_id: invoiceId },
        headers: byLink(token),
      }),
      responseSchema: sponsorQuoteSchema,
      providesTags: [{ type: 'Sponsor', id: 'VIEW' }],
      keepUnusedDataFor: 0,
    }),
    /** The sponsor's own payments, answered for a withdrawn or expired link too. */
    getSponsorReceipts: build.query<SponsorPayment[], string>({
      query: (token) => ({ url: sponsorPath('receipts'), headers: byLink(token) }),
      responseSchema: sponsorReceiptListSchema,
      keepUnusedDataFor: 0,
    }),
    sponsorCheckout: build.mutation<CheckoutResponse, SponsorCheckoutRequest & { token: string }>({
      query: ({ token, ...body }) => ({
        url: sponsorPath('checkout'),
        method: 'POST',
        headers: byLink(token),
        body,
      }),
      responseSchema: checkoutResponseSchema,
    }),
    sponsorCapturePaypal: build.mutation<
      PaymentRecord,
      { token: string; payment_id: number; order_id: string }
    >({
      query: ({ token, ...body }) => ({
        url: sponsorPath('paypal/capture'),
        method: 'POST',
        headers: byLink(token),
        body,
      }),
      responseSchema: paymentRecordSchema,
    }),
    sponsorFlywireCallback: build.mutation<
      PaymentRecord,
      { token: string; payment_id: number; reference: string; status: string }
    >({
      query: ({ token, ...body }) => ({
        url: sponsorPath('flywire/callback'),
        method: 'POST',
        headers: byLink(token),
        body,
      }),
      responseSchema: paymentRecordSchema,
    }),
    getSponsorPayment: build.query<PaymentRecord, { token: string; paymentId: number }>({
      query: ({ token, paymentId }) => ({
        url: sponsorPath(`payments/${paymentId}`),
        headers: byLink(token),
      }),
      responseSchema: paymentRecordSchema,
      keepUnusedDataFor: 0,
    }),
    getSponsorReceipt: build.query<SponsorReceipt, { token: string; paymentId: number }>({
      query: ({ token, paymentId }) => ({
        url: sponsorPath(`receipts/${paymentId}`),
        headers: byLink(token),
      }),
      responseSchema: sponsorReceiptSchema,
    }),
  }),
});

/** After a sponsor's payment settles: their view again (the student's own data is not in this browser). */
export const sponsorOutcomeTags = [{ type: 'Sponsor' as const, id: 'VIEW' }, ...paymentOutcomeTags(null)];

export const {
  useGetSponsorsQuery,
  useInviteSponsorMutation,
  useResendSponsorMutation,
  useRevokeSponsorMutation,
  useGetSponsorViewQuery,
  useGetSponsorQuoteQuery,
  useGetSponsorReceiptsQuery,
  useSponsorCheckoutMutation,
  useSponsorCapturePaypalMutation,
  useSponsorFlywireCallbackMutation,
  useLazyGetSponsorPaymentQuery,
  useLazyGetSponsorReceiptQuery,
} = sponsorsApi;
