import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** The sponsors routes, relative to /panel; pages load on first visit. */
export const sponsorsRoutes: RouteObject[] = [
  {
    path: routePatterns.sponsors,
    lazy: lazyRoute(() => import('./lib/sponsors-page').then((m) => ({ Component: m.SponsorsPage }))),
  },
];

/** The sponsor's page, outside the panel and the student's session (/sponsor/<token>). */
export const sponsorLinkRoutes: RouteObject[] = [
  {
    path: '/sponsor/:token',
    lazy: lazyRoute(() => import('./lib/sponsor-page').then((m) => ({ Component: m.SponsorPage }))),
  },
];
