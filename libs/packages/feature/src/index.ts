import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** Onboarding packs, membership and subscriptions, relative to /panel; pages load on first visit. */
export const packagesRoutes: RouteObject[] = [
  {
    path: routePatterns.onboardingPacks,
    lazy: lazyRoute(() =>
      import('./lib/onboarding-packs-page').then((m) => ({ Component: m.OnboardingPacksPage })),
    ),
  },
  {
    path: routePatterns.membership,
    lazy: lazyRoute(() => import('./lib/membership-page').then((m) => ({ Component: m.MembershipPage }))),
  },
  {
    path: routePatterns.subscriptions,
    lazy: lazyRoute(() =>
      import('./lib/subscriptions-page').then((m) => ({ Component: m.SubscriptionsPage })),
    ),
  },
  {
    path: routePatterns.subscription,
    lazy: lazyRoute(() =>
      import('./lib/subscription-detail-page').then((m) => ({ Component: m.SubscriptionDetailPage })),
    ),
  },
];
