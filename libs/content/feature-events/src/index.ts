import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';
import { routePatterns } from '@portal/util';

/** Events, attraction tickets and the student's bookings, relative to /panel; pages load on first visit. */
export const eventsRoutes: RouteObject[] = [
  {
    path: routePatterns.events,
    lazy: lazyRoute(() => import('./lib/events-page').then((m) => ({ Component: m.EventsPage }))),
  },
  {
    path: routePatterns.event,
    lazy: lazyRoute(() => import('./lib/event-page').then((m) => ({ Component: m.EventPage }))),
  },
  {
    path: routePatterns.ventrata,
    lazy: lazyRoute(() => import('./lib/ventrata-page').then((m) => ({ Component: m.VentrataPage }))),
  },
  {
    path: routePatterns.booking,
    lazy: lazyRoute(() => import('./lib/booking-page').then((m) => ({ Component: m.BookingPage }))),
  },
];
