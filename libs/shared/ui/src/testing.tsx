import { setupStore, useDarkMode, type AppStore } from '@portal/data-access';
// The pages' tests retry a failure at once (data-access's test entry), as they did when this lived there.
import '@portal/data-access/testing';
import { ThemeModeProvider } from '@portal/ui-light';
import type { Language } from '@portal/util';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
// antd's layout (antd itself) loads with the test file, before any test's clock starts, as it did when this helper
// took ui's whole entry: loaded lazily, its first import alone can outlast a test's wait on a busy machine.
import './lib/antd-layout';
import { antdLayoutRoute } from './lib/antd-layout-route';
import { AntdNotifications } from './lib/antd-notifications';

export interface RenderRouteOptions {
  /** The URL to start at, e.g. '/panel/invoices?status=unpaid'. */
  url: string;
  /** A fresh store per test unless given. */
  store?: AppStore;
  /** Extra routes beside the ones under test (e.g. a marker page for a link target). */
  extraRoutes?: RouteObject[];
}

/**
 * The theme as the shell's ConnectedTheme sets it: the student's dark mode from the store, antd's language and
 * direction from the strings shown. ThemeModeProvider brings the portal's toasts (ToastsRoot), as in production.
 */
function PortalTheme({ children }: { children: ReactNode }) {
  const darkMode = useDarkMode();
  const language = useTranslation().i18n.language as Language;
  return (
    <ThemeModeProvider
      notifications={AntdNotifications}
      mode={darkMode ? 'dark' : 'light'}
      language={language}
    >
      {children}
    </ThemeModeProvider>
  );
}

/**
 * Renders real routes the way the portal does: a real store, the portal's theme and toasts (ThemeModeProvider),
 * the routes below antd's layout route (AntdProvider, as the shell's route table puts every page that renders
 * antd), no antd App (the portal has none: a page's own message and modal holders show its toasts and dialogs),
 * the real data router, and the mock back end answering over msw. jsdom answers as a system set to reduced motion
 * (tools/test/setup-dom.ts), so antd animates nothing, as for such a student.
 */
export function renderRoutes(
  routes: RouteObject[],
  { url, store = setupStore(), extraRoutes = [] }: RenderRouteOptions,
) {
  // As the shell's root route does: lazy routes have a fallback while they load on the first render.
  const router = createMemoryRouter(
    [
      {
        hydrateFallbackElement: <p>Loading…</p>,
        children: [antdLayoutRoute('antd', routes), ...extraRoutes],
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <PortalTheme>
        <RouterProvider router={router} />
      </PortalTheme>
    </Provider>,
  );
  return { ...view, router, store };
}
