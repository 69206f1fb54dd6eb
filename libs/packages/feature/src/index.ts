import type { RouteObject } from 'react-router-dom';
import { routePatterns } from '@portal/util';

/** Onboarding packs, membership and subscriptions, relative to /panel; pages load on first visit. */
export const packagesRoutes: RouteObject[] = [
  {
    path: routePatterns.onboardingPacks,
    lazy: () => import('./lib/onboarding-packs-page').then((m) => ({ Component: m.OnboardingPacksPage })),
  },
  {
    path: routePatterns.membership,
    lazy: () => import('./lib/membership-page').then((m) => ({ Component: m.MembershipPage })),
  },
  {
    path: routePatterns.subscriptions,
    lazy: () => import('./lib/subscriptions-page').then((m) => ({ Component: m.SubscriptionsPage })),
  },
  {
    path: routePatterns.subscription,
    lazy: () =>
      import('./lib/subscription-detail-page').then((m) => ({ Component: m.SubscriptionDetailPage })),
  },
];
