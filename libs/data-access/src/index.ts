export { apiConfig } from './lib/config';
// The API contract's shapes and constants that pages need; the contract itself stays below data-access.
export {
  INVOICE_STATUSES,
  SUPPORT_REQUEST_CATEGORIES,
  SUPPORT_REQUEST_LIMITS,
  SUPPORT_REQUEST_STATUSES,
  VISA_CONSULTATION_TOPICS,
  type Airport,
  type AirportCar,
  type BankTransferFields,
  type CheckoutResponse,
  type DocumentKind,
  type Installment,
  type InvoiceDetail,
  type InvoiceLine,
  type InvoicePayment,
  type InvoiceStatus,
  type InvoiceSummary,
  type NewSupportRequest,
  type Order,
  type OrderItem,
  type PaymentGateway,
  type PaymentQuote,
  type PaymentRecord,
  type PaymentSubject,
  type ProfileUpdate,
  type Service,
  type StorageAddress,
  type StorageType,
  type Student,
  type StudentDocument,
  type SupportMessage,
  type SupportRequestCategory,
  type SupportRequestStatus,
  type SupportRequestSummary,
  type VisaConsultation,
  type VisaConsultationTopic,
} from '@portal/api-contract';
export { setupStore, startStore, type AppStore } from './lib/store';
export {
  useAppDispatch,
  useAppSelector,
  useDarkMode,
  useIsLoggedIn,
  useLoginCookiePolling,
  useSidebarExpanded,
  useSessionEndedBy,
  useSignOut,
  useStudent,
  useCurrentStudent,
} from './lib/hooks';
export { rememberReturnPath, takeReturnPath } from './lib/session/return-path';
export { readTokenCookies, watchLoginCookies } from './lib/session/cookies';
export { readStoredLanguage, storeLanguage } from './lib/storage/browser-storage';
export { signedOut, tokensReceived } from './lib/session/session-slice';
export { darkModeToggled, sidebarToggled } from './lib/interface/interface-slice';
export { selectToastQueue, toastShown } from './lib/notifications/notifications-slice';
export {
  useGetGlobalNotificationQuery,
  useGetProfileQuery,
  useUpdateProfileMutation,
} from './lib/endpoints/profile';
export {
  useGetDueInvoicesQuery,
  useGetInvoiceChoicesInfiniteQuery,
  useGetInvoiceQuery,
  type InvoiceChoicesQuery,
} from './lib/endpoints/invoices';
export {
  useCreateSupportRequestMutation,
  useGetSupportRequestQuery,
  useGetSupportRequestsQuery,
  useSendSupportMessageMutation,
} from './lib/endpoints/support';
export { useDownloadDocumentMutation, useGetDocumentsQuery } from './lib/endpoints/documents';
export { apiErrorOf, isUnknownIdError, readFieldErrors } from './lib/api/field-errors';
export { api } from './lib/api/api';
export {
  useGetPaymentsQuery,
  useGetRecordedPaymentsQuery,
  useGetInstallmentsQuery,
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
} from './lib/endpoints/payments';
export {
  usePaymentVerification,
  type PaymentSource,
  type VerificationState,
} from './lib/endpoints/payment-verification';
export {
  useCapturePaypalApproval,
  useKeptPaypalApproval,
  type CaptureOutcome,
  type PaypalApproval,
} from './lib/endpoints/paypal-approvals';
export {
  useGetTasteCardQuery,
  useGetOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
} from './lib/endpoints/shop';
export {
  useGetServicesQuery,
  useGetAirportsQuery,
  useGetAirportCarsQuery,
  useGetStorageTypesQuery,
  useGetStorageAddressQuery,
  useSaveStorageAddressMutation,
  useStorageCheckoutMutation,
  useRequestVisaConsultationMutation,
} from './lib/endpoints/services';
export {
  basketCheckouts,
  basketLineKey,
  basketStorageKey,
  lineMaxQuantity,
  type Basket,
  type BasketLine,
} from './lib/basket/basket-store';
export { useBasket, useBasketOrderSync } from './lib/basket/use-basket';
export { useBasketPricing } from './lib/basket/use-basket';
export type { PricedLine } from './lib/basket/basket-pricing';
export { type Booking } from './lib/endpoints/use-booking';
export { asText, clearDraft, draftKey, loadDraft, saveDraft } from './lib/drafts/drafts';
export { useCatalogCategory, useCatalogHome, useCatalogItem } from './lib/catalog/use-catalog';
export {
  BILLING_PERIOD_MONTHS,
  SUBSCRIPTION_SLUG_PATTERN,
  type BillingPeriod,
  type MembershipPlan,
  type OnboardingPack,
  type PendingInvoice,
  type Subscription,
  type SubscriptionPayment,
  type SubscriptionStatus,
  type SubscriptionUpdate,
} from '@portal/api-contract';
export {
  useGetMembershipPlansQuery,
  useGetOnboardingPacksQuery,
  useGetSubscriptionsQuery,
  useUpdateSubscriptionMutation,
} from './lib/endpoints/packages';
export {
  ACCOMMODATION_TYPES,
  NEWS_PAGE_SIZE,
  STUDENT_BOOKING_KINDS,
  STUDENT_BOOKING_STATUSES,
  type Accommodation,
  type AccommodationType,
  type Agent,
  type Attraction,
  type Banner,
  type EventDetail,
  type EventSummary,
  type NewsArticle,
  type NewsPage,
  type NewsSummary,
  type Placement,
  type Promotion,
  type PromotionDetail,
  type Redeem,
  type StudentBooking,
  type StudentBookingKind,
  type StudentBookingStatus,
  type TicketProduct,
} from '@portal/api-contract';
export {
  useGetBannersQuery,
  useGetNewsInfiniteQuery,
  useGetLatestNewsQuery,
  useGetNewsArticleQuery,
  useGetPromotionsQuery,
  useGetPromotionQuery,
} from './lib/endpoints/content';
export {
  useGetPlacementQuery,
  useGetAccommodationQuery,
  useGetAgentQuery,
  useGetStudentBookingsQuery,
} from './lib/endpoints/stay';
export { useGetEventsQuery, useGetEventQuery, useGetAttractionsQuery } from './lib/endpoints/events';
export { useGetWalletQuery, usePayFromWalletMutation } from './lib/endpoints/wallet';
export { useGetEsimPlansQuery, useGetEsimsQuery } from './lib/endpoints/esim';
export { useGetBankAccountOfferQuery, useGetFlightTicketsQuery } from './lib/endpoints/travel';
export {
  WALLET_PAYMENT_MIN,
  type BankAccountOffer,
  type BankAccountRequirement,
  type Esim,
  type EsimActivation,
  type EsimPlan,
  type EsimStatus,
  type Flight,
  type FlightTickets,
  type Wallet,
  type WalletEarning,
  type WalletPayment,
  type WalletSource,
  type WalletTransaction,
} from '@portal/api-contract';
export { usePaymentTimeline, type PaymentAttempt } from './lib/endpoints/payment-timeline';
export {
  CHARGE_COUNTRY,
  useCurrencyEstimate,
  useEstimateCountries,
  useEstimateCountry,
  type CurrencyEstimate,
} from './lib/endpoints/currency-estimate';
export { estimateCountryChosen } from './lib/interface/interface-slice';
export { enableRoutePrefetch, prefetchDashboard } from './lib/route-prefetch';
export { languageChosen } from './lib/interface/interface-slice';
export { useLanguage } from './lib/hooks';
export { useGetInvoicePageQuery, usePrefetch as useInvoicesPrefetch } from './lib/endpoints/invoices';
export {
  INVOICE_MAX_PAGE_SIZE,
  INVOICE_PAGE_SIZE,
  INVOICE_SEARCH_MAX,
  INVOICE_SORT_KEYS,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceTotals,
  type InvoiceSortKey,
  type InvoiceSortOrder,
} from '@portal/api-contract';
export { useGetStatementQuery } from './lib/endpoints/statement';
export type { Statement, StatementLine, StatementQuery } from '@portal/api-contract';
export {
  sponsorOutcomeTags,
  useGetSponsorsQuery,
  useInviteSponsorMutation,
  useResendSponsorMutation,
  useRevokeSponsorMutation,
  useGetSponsorViewQuery,
  useSponsorCheckoutMutation,
  useSponsorCapturePaypalMutation,
  useSponsorFlywireCallbackMutation,
  useLazyGetSponsorPaymentQuery,
  useLazyGetSponsorReceiptQuery,
} from './lib/endpoints/sponsors';
export {
  isSponsorToken,
  SPONSOR_CATEGORIES,
  SPONSOR_LANGUAGES,
  SPONSOR_RELATIONSHIPS,
  type Sponsor,
  type SponsorCheckoutRequest,
  type SponsorInvite,
  type SponsorReceipt,
  type SponsorScope,
  type SponsorView,
} from '@portal/api-contract';
