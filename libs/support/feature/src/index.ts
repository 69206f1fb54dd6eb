import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

const newRequestPage = lazyRoute(() =>
  import('./lib/new-request-page').then((m) => ({ Component: m.NewRequestPage })),
);

/** The support routes, relative to /panel; pages load on first visit. */
export const supportRoutes: RouteObject[] = [
  {
    path: routePatterns.supportCenter,
    lazy: lazyRoute(() =>
      import('./lib/support-center-page').then((m) => ({ Component: m.SupportCenterPage })),
    ),
  },
  { path: routePatterns.createTicket, lazy: newRequestPage },
  { path: routePatterns.request, lazy: newRequestPage },
  {
    path: routePatterns.tickets,
    lazy: lazyRoute(() => import('./lib/tickets-page').then((m) => ({ Component: m.TicketsPage }))),
  },
  {
    path: routePatterns.ticket,
    lazy: lazyRoute(() => import('./lib/ticket-page').then((m) => ({ Component: m.TicketPage }))),
  },
];
