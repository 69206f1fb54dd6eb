import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** The profile route, relative to /panel; the page loads on first visit. */
export const profileRoutes: RouteObject[] = [
  {
    path: routePatterns.user,
    lazy: lazyRoute(() => import('./lib/profile-page').then((m) => ({ Component: m.ProfilePage }))),
  },
];
