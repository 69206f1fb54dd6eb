import { z } from 'zod/mini';
import { api, TRANSLATED_TAG, keepOnDevice } from '@portal/data-access';
import {
  membershipPlanSchema,
  onboardingPackSchema,
  subscriptionSchema,
  type MembershipPlan,
  type OnboardingPack,
  type Subscription,
  type SubscriptionUpdate,
} from '@portal/api-contract';

/**
 * What a payment can change here: a checkout bills a plan or pack (it then waits for payment), a confirmed
 * payment makes it the student's. So the packs and the subscriptions also provide the payments' list, which the
 * payment endpoints and the pay page's verification invalidate (as the e-SIMs do): payments need not know them.
 */
const AFTER_PAYMENT = { type: 'Payment' as const, id: 'LIST' };

// The plans' and subscriptions' tags are this domain's own: the one api slice learns them here.
export const packagesApi = api
  .enhanceEndpoints({ addTagTypes: ['Package', 'Subscription'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOnboardingPacks: build.query<OnboardingPack[], void>({
        query: () => '/packages/onboarding_packages',
        responseSchema: z.array(onboardingPackSchema),
        providesTags: [{ type: 'Package', id: 'PACKS' }, AFTER_PAYMENT, TRANSLATED_TAG],
      }),
      getMembershipPlans: build.query<MembershipPlan[], void>({
        query: () => '/packages/membership_plans',
        responseSchema: z.array(membershipPlanSchema),
        providesTags: [{ type: 'Package', id: 'PLANS' }, TRANSLATED_TAG],
      }),
      getSubscriptions: build.query<Subscription[], void>({
        query: () => '/packages/subscription',
        responseSchema: z.array(subscriptionSchema),
        providesTags: [{ type: 'Subscription', id: 'LIST' }, AFTER_PAYMENT, TRANSLATED_TAG],
      }),
      /** One change (auto-renew, or the plan from the next renewal); the answer replaces the cached subscription. */
      updateSubscription: build.mutation<Subscription, SubscriptionUpdate>({
        query: (body) => ({ url: '/packages/my_subscriptions', method: 'PATCH', body }),
        responseSchema: subscriptionSchema,
        async onQueryStarted(_change, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (!data) return;
          dispatch(
            packagesApi.util.updateQueryData('getSubscriptions', undefined, (list) =>
              list.map((entry) => (entry.slug === data.slug ? data : entry)),
            ),
          );
        },
      }),
    }),
  });

// The student's own answers are kept on the device: shown at once on return, and offline (docs/architecture.md).
keepOnDevice(packagesApi, ['getSubscriptions']);

export const {
  useGetOnboardingPacksQuery,
  useGetMembershipPlansQuery,
  useGetSubscriptionsQuery,
  useUpdateSubscriptionMutation,
} = packagesApi;
