import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** The documents routes, relative to /panel; pages load on first visit. */
export const documentsRoutes: RouteObject[] = [
  {
    path: routePatterns.myIds,
    lazy: lazyRoute(() => import('./lib/my-ids-page').then((m) => ({ Component: m.MyIdsPage }))),
  },
  {
    path: routePatterns.letters,
    lazy: lazyRoute(() => import('./lib/letters-page').then((m) => ({ Component: m.LettersPage }))),
  },
];
