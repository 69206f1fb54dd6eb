import { dashboardRoutes } from '@portal/feature-dashboard';
import { documentsRoutes } from '@portal/feature-documents';
import { invoicesRoutes } from '@portal/feature-invoices';
import { paymentsRoutes, sponsorLinkRoutes } from '@portal/feature-payments';
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
import { sponsorsRoutes } from '@portal/feature-sponsors';
import { wrapLazyRoutes } from '@portal/pwa';
import { loadAntdProvider, PageSpinner, translationsReady } from '@portal/ui';
import { paths } from '@portal/util';
import { createElement, type ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { SignInRoute } from './sign-in-route';
import './i18n/register';
import { PanelLayout } from './layout/panel-layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RequireGuest } from './require-guest';
import { RouteErrorPage } from './route-error-page';

/**
 * Each page's chunk registers its lib's strings; in a language other than English they download then, and the page
 * shows once they are in (never in English first). Each lazy page renders inside antd's provider (theme, language,
 * CSP nonce), which loads with the first page that is not the dashboard, with antd's CSS: the panel's frame and the
 * dashboard render no antd component (ui's light blocks), so their start carries neither.
 */
function withPageAssets(routes: RouteObject[]): RouteObject[] {
  return wrapLazyRoutes(routes, (lazy) => async (...args) => {
    const [loaded, AntdProvider] = await Promise.all([lazy(...args), loadAntdProvider()]);
    await translationsReady();
    const Page: ComponentType | null | undefined = loaded.Component;
    if (!Page) return loaded;
    return { ...loaded, Component: () => createElement(AntdProvider, null, createElement(Page)) };
  });
}

/** The route table: the shell composes the features' routes under /panel. */
export function createRoutes(): RouteObject[] {
  return withPageAssets([
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
        ...sponsorLinkRoutes,
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
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
