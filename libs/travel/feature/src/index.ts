import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

const framePage = lazyRoute(() => import('./lib/frame-page').then((m) => ({ Component: m.FramePage })));

/** The bank account, flight ticket, tour and external-page routes, relative to /panel; pages load on first visit. */
export const travelRoutes: RouteObject[] = [
  {
    path: routePatterns.bankAccount,
    lazy: lazyRoute(() => import('./lib/bank-account-page').then((m) => ({ Component: m.BankAccountPage }))),
  },
  {
    path: routePatterns.flightTicket,
    lazy: lazyRoute(() =>
      import('./lib/flight-ticket-page').then((m) => ({ Component: m.FlightTicketPage })),
    ),
  },
  {
    path: routePatterns.demo,
    lazy: lazyRoute(() => import('./lib/demo-page').then((m) => ({ Component: m.DemoPage }))),
  },
  { path: routePatterns.frame, lazy: framePage },
  { path: routePatterns.frameSplat, lazy: framePage },
];
