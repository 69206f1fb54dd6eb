export type {
  BankTransferFields,
  CheckoutResponse,
  Installment,
  PaymentGateway,
  PaymentQuote,
  PaymentRecord,
  PaymentSubject,
} from '@portal/api-contract';
export {
  CHARGE_COUNTRY,
  useCurrencyEstimate,
  useEstimateCountries,
  useEstimateCountry,
  type CurrencyEstimate,
} from './lib/currency-estimate';
export { usePaymentTimeline, type PaymentAttempt } from './lib/payment-timeline';
export {
  usePaymentVerification,
  type PaymentSource,
  type VerificationState,
} from './lib/payment-verification';
export {
  useCapturePaypalOrderMutation,
  useCheckoutMutation,
  useFlywireCallbackMutation,
  useFlywireNotificationMutation,
  useGetInstallmentsQuery,
  useGetPaymentQuoteQuery,
  useGetPaymentsQuery,
  useGetRecordedPaymentsQuery,
  useGetTransferConversionQuery,
  useGetTransferCountriesQuery,
  useLogFlywireCancelMutation,
  useLogFlywireFailureMutation,
  paymentOutcomeTags,
  useOrderCheckoutMutation,
} from './lib/payments-api';
export {
  useCapturePaypalApproval,
  useKeptPaypalApproval,
  type CaptureOutcome,
  type PaypalApproval,
} from './lib/paypal-approvals';
export { paymentsStorePart } from './lib/payments-store';
