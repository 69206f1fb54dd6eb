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
} from './packages-api';
export { packageTagsAfterPayment } from './packages-api';
