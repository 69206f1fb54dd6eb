import { dashboardRoutes } from '@portal/dashboard/feature';
import { documentsRoutes } from '@portal/documents/feature';
import { invoicesRoutes } from '@portal/invoices/feature';
import { paymentsRoutes } from '@portal/payments/feature';
import { profileRoutes } from '@portal/profile/feature';
import { supportRoutes } from '@portal/support/feature';
import { servicesRoutes } from '@portal/services/feature';
import { shopRoutes } from '@portal/shop/feature';
import { packagesRoutes } from '@portal/packages/feature';
import { contentRoutes } from '@portal/content/feature';
import { eventsRoutes } from '@portal/content/feature-events';
import { walletRoutes } from '@portal/wallet/feature';
import { esimRoutes } from '@portal/esim/feature';
import { travelRoutes } from '@portal/travel/feature';
import { sponsorLinkRoutes, sponsorsRoutes } from '@portal/sponsors/feature';
import { antdLayoutRoute } from '@portal/ui';
import { PageSpinner } from '@portal/ui-light';
import { paths } from '@portal/util';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { SignInRoute } from './sign-in-route';
import './i18n/register';
import { PanelLayout } from './layout/panel-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RequireGuest } from './require-guest';
import { RouteErrorPage } from './route-error-page';

/**
 * The route table: the shell composes the features' routes under /panel. The pages that render antd sit below
 * antd's layout route (antdLayoutRoute: antd's provider and CSS load with it); the first screen (the panel's frame,
 * the dashboard), the sign-in page and the not-found pages render none and stay outside it (routes.spec.tsx checks
 * both). Each lazy route owns its waits (ui's lazyRoute: its strings, its load timeout); the table is used as written.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <Outlet />,
      hydrateFallbackElement: <PageSpinner />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <Navigate to={paths.panel()} replace /> },
        {
          path: paths.auth(),
          element: (
            <RequireGuest>
              <SignInRoute />
            </RequireGuest>
          ),
        },
        // A sponsor's link: no session asked for, none used (docs/api.md "Sponsors").
        antdLayoutRoute('sponsor-link-antd', sponsorLinkRoutes),
        {
          path: paths.panel(),
          element: (
            <RequireAuth>
              <PanelLayout />
            </RequireAuth>
          ),
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, element: <Navigate to={paths.dashboard()} replace /> },
                ...dashboardRoutes,
                antdLayoutRoute('panel-antd', [
                  ...invoicesRoutes,
                  ...paymentsRoutes,
                  ...supportRoutes,
                  ...documentsRoutes,
                  ...profileRoutes,
                  ...shopRoutes,
                  ...servicesRoutes,
                  ...packagesRoutes,
                  ...contentRoutes,
                  ...eventsRoutes,
                  ...walletRoutes,
                  ...esimRoutes,
                  ...travelRoutes,
                  ...sponsorsRoutes,
                ]),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
