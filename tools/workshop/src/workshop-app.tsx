import { useDarkMode, type AppStore } from '@portal/data-access';
import { AntdNotifications } from '@portal/ui';
import { PageSpinner, ThemeModeProvider } from '@portal/ui-light';
import { AntdPageProvider } from '@portal/ui/antd';
import { PANEL_BASE } from '@portal/util';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import './i18n/register';
import { ElsewherePage } from './elsewhere-page';
import { libPagesOf } from './lib-routes';
import { WorkshopContext } from './use-workshop';
import type { Workshop } from './workshop';
import { WorkshopLayout } from './workshop-layout';
import { WorkshopToaster } from './workshop-toaster';

/** The lib's routes under /panel (as the shell mounts them), inside the workshop's frame. */
export function workshopRoutes(libRoutes: RouteObject[]): RouteObject[] {
  const pages = libPagesOf(libRoutes);
  const home = pages.find((page) => page.href !== null)?.href ?? PANEL_BASE;
  const elsewhere = { path: '*', element: <ElsewherePage backTo={home} /> };
  return [
    {
      element: <WorkshopLayout pages={pages} />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { index: true, element: <Navigate to={home} replace /> },
        { path: PANEL_BASE, children: [...libRoutes, elsewhere] },
        elsewhere,
      ],
    },
  ];
}

/**
 * The portal's theme, and antd's provider around everything (the workshop's toolbar and frame are antd), the one a
 * page gets in the portal, so its headings are drawn as there.
 */
function WorkshopTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeModeProvider notifications={AntdNotifications} mode={useDarkMode() ? 'dark' : 'light'}>
      <AntdPageProvider>{children}</AntdPageProvider>
    </ThemeModeProvider>
  );
}

interface WorkshopAppProps {
  workshop: Workshop;
  store: AppStore;
  router: Parameters<typeof RouterProvider>[0]['router'];
}

/** The real store, theme (antd, light or dark) and router, with the workshop's toolbar around the pages. */
export function WorkshopApp({ workshop, store, router }: WorkshopAppProps) {
  return (
    <Provider store={store}>
      <WorkshopContext.Provider value={workshop}>
        <WorkshopTheme>
          <WorkshopToaster />
          <RouterProvider router={router} />
        </WorkshopTheme>
      </WorkshopContext.Provider>
    </Provider>
  );
}
