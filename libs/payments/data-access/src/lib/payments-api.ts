import { z } from 'zod/mini';
import { api, keepOnDevice } from '@portal/data-access';
import {
  checkoutResponseSchema,
  installmentSchema,
  paymentQuoteSchema,
  paymentRecordSchema,
  transferConversionSchema,
  transferCountrySchema,
  type CheckoutRequest,
  type CheckoutResponse,
  type OrderCheckoutRequest,
  type Installment,
  type PaymentQuote,
  type PaymentRecord,
  type PaymentSubject,
  type TransferConversion,
  type TransferCountry,
} from '@portal/api-contract';

const okSchema = z.unknown();

/**
 * Tags touched when a payment changes: the payments and, once confirmed, its invoice everywhere. What else a payment
 * changes (e-SIMs, packs, subscriptions) provides the payments' list tag in its own domain.
 */
const paymentTags = [
  { type: 'Payment' as const, id: 'LIST' },
  { type: 'PaymentQuote' as const, id: 'ALL' },
];

/** Tags refreshed once a payment's outcome is known: its invoice everywhere (list, detail, dashboard), the payments. */
export const paymentOutcomeTags = (invoiceId: number | null | undefined) => [
  { type: 'Invoice' as const, id: 'LIST' },
  ...(invoiceId ? [{ type: 'Invoice' as const, id: invoiceId }] : []),
  ...paymentTags,
];

export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentRecord[], void>({
      query: () => '/student_portal/payment',
      responseSchema: z.array(paymentRecordSchema),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    getRecordedPayments: build.query<PaymentRecord[], void>({
      query: () => '/student_portal/recorded_payments',
      responseSchema: z.array(paymentRecordSchema),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    getInstallments: build.query<Installment[], void>({
      query: () => '/student_portal/installment',
      responseSchema: z.array(installmentSchema),
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    /** One payment's current state; the pay page asks this while it verifies a payment. */
    getPayment: build.query<PaymentRecord, number>({
      query: (paymentId) => `/student_portal/payment/${paymentId}`,
      responseSchema: paymentRecordSchema,
      keepUnusedDataFor: 0,
    }),
    getPaymentQuote: build.query<PaymentQuote, PaymentSubject>({
      query: (subject) => ({ url: '/payment/gateway_fees', params: subject }),
      responseSchema: paymentQuoteSchema,
      providesTags: [{ type: 'PaymentQuote', id: 'ALL' }],
    }),
    checkout: build.mutation<CheckoutResponse, CheckoutRequest>({
      query: (body) => ({ url: '/payment/checkout', method: 'POST', body }),
      responseSchema: checkoutResponseSchema,
      // A checkout of items bills them on an invoice as an order awaiting payment (and may cancel the one its
      // basket made before): the invoices, the dashboard's amount due and the orders change with it.
      invalidatesTags: [...paymentTags, { type: 'Invoice', id: 'LIST' }, { type: 'Order', id: 'LIST' }],
    }),
    /** Pays a storage booking's order at a gateway; the answer is a checkout like the one above. */
    orderCheckout: build.mutation<CheckoutResponse, OrderCheckoutRequest>({
      query: ({ gateway, ...body }) => ({
        url: `/storage_service/checkout/${encodeURIComponent(gateway)}`,
        method: 'POST',
        body,
      }),
      responseSchema: checkoutResponseSchema,
      invalidatesTags: [...paymentTags, { type: 'Order', id: 'LIST' }],
    }),
    capturePaypalOrder: build.mutation<
      PaymentRecord,
      { payment_id: number; order_id: string; paypal_region?: string }
    >({
      query: (body) => ({ url: '/payment/paypal/capture_order', method: 'POST', body }),
      responseSchema: paymentRecordSchema,
      invalidatesTags: paymentTags,
    }),
    flywireCallback: build.mutation<PaymentRecord, { payment_id: number; reference: string; status: string }>(
      {
        query: (body) => ({ url: '/student_portal/flywire/payment_callback', method: 'POST', body }),
        responseSchema: paymentRecordSchema,
        invalidatesTags: paymentTags,
      },
    ),
    flywireNotification: build.mutation<unknown, { payment_id: number; reference: string; status: string }>({
      query: (body) => ({ url: '/student_portal/flywire/notification', method: 'POST', body }),
      responseSchema: okSchema,
    }),
    logFlywireCancel: build.mutation<unknown, { payment_id: number }>({
      query: (body) => ({ url: '/logs/flywire_cancel_payment', method: 'POST', body }),
      responseSchema: okSchema,
      invalidatesTags: paymentTags,
    }),
    logFlywireFailure: build.mutation<unknown, { payment_id: number; error: string }>({
      query: (body) => ({ url: '/logs/flywire_failed_payment', method: 'POST', body }),
      responseSchema: okSchema,
      invalidatesTags: paymentTags,
    }),
    getTransferCountries: build.query<TransferCountry[], void>({
      query: () => '/payment/transfermate/countries',
      responseSchema: z.array(transferCountrySchema),
    }),
    getTransferConversion: build.query<TransferConversion, { country_code: string; amount: number }>({
      query: (params) => ({ url: '/payment/transfermate/conversions', params }),
      responseSchema: transferConversionSchema,
    }),
  }),
});

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(paymentsApi, ['getPayments', 'getRecordedPayments', 'getInstallments', 'getPayment']);

export const {
  useGetPaymentsQuery,
  useGetRecordedPaymentsQuery,
  useGetInstallmentsQuery,
  useLazyGetPaymentQuery,
  useGetPaymentQuoteQuery,
  useCheckoutMutation,
  useOrderCheckoutMutation,
  useCapturePaypalOrderMutation,
  useFlywireCallbackMutation,
  useFlywireNotificationMutation,
  useLogFlywireCancelMutation,
  useLogFlywireFailureMutation,
  useGetTransferCountriesQuery,
  useGetTransferConversionQuery,
} = paymentsApi;
