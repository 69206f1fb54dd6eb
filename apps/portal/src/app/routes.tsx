import { dashboardRoutes } from '@portal/feature-dashboard';
import { documentsRoutes } from '@portal/feature-documents';
import { invoicesRoutes } from '@portal/feature-invoices';
import { paymentsRoutes } from '@portal/feature-payments';
import { profileRoutes } from '@portal/feature-profile';
import { supportRoutes } from '@portal/feature-support';
import { servicesRoutes } from '@portal/feature-services';
import { shopRoutes } from '@portal/feature-shop';
import { packagesRoutes } from '@portal/feature-packages';
import { contentRoutes } from '@portal/feature-content';
import { eventsRoutes } from '@portal/feature-events';
import { walletRoutes } from '@portal/feature-wallet';
import { esimRoutes } from '@portal/feature-esim';
import { travelRoutes } from '@portal/feature-travel';
import { sponsorLinkRoutes, sponsorsRoutes } from '@portal/sponsors/feature';
import { wrapLazyRoutes } from '@portal/pwa';
import { antdLayoutRoute, PageSpinner, stringsBeforeRender } from '@portal/ui';
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
 * both).
 */
export function createRoutes(): RouteObject[] {
  // Each lazy route's loading ends once its chunk's strings are in: a page shows in the student's language from its
  // first frame.
  return wrapLazyRoutes(routeTable(), stringsBeforeRender);
}

function routeTable(): RouteObject[] {
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
