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
} from './currency-estimate';
export { usePaymentTimeline, type PaymentAttempt } from './payment-timeline';
export { usePaymentVerification, type PaymentSource, type VerificationState } from './payment-verification';
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
} from './payments-api';
export {
  useCapturePaypalApproval,
  useKeptPaypalApproval,
  type CaptureOutcome,
  type PaypalApproval,
} from './paypal-approvals';
