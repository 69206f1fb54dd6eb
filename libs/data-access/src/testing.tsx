import { antdLayoutRoute, ThemeModeProvider } from '@portal/ui';
import type { Language } from '@portal/util';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { retryOptions } from './lib/api/base-query';
import { useDarkMode } from './lib/interface/interface-hooks';
import { languageChosen } from './lib/interface/interface-slice';
import { setupStore, type AppStore } from './lib/store';

// A failure a test serves is retried at once: the pauses between retries are time, not behaviour (base-query's
// own spec holds them).
retryOptions.backoff = () => Promise.resolve();

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
    <ThemeModeProvider mode={darkMode ? 'dark' : 'light'} language={language}>
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

/**
 * A fresh store of a student who reads `language`: every request asks the API for it (Accept-Language), as the
 * portal's does once the student has picked it. The page's own strings follow i18next (`readingIn`).
 */
export function storeReading(language: Language): AppStore {
  const store = setupStore();
  store.dispatch(languageChosen(language));
  return store;
}

/** Mounts feature routes under /panel, as the shell's route table does. */
export function panelRoutes(children: RouteObject[]): RouteObject[] {
  return [{ path: '/panel', children }];
}

/** A stand-in page that only names where a link led, to assert navigation targets. */
export function markerRoute(path: string, text: string): RouteObject {
  return { path, element: (<p>{text}</p>) as ReactElement };
}

/** A file the page saved, read as the browser reads it (FileReader: jsdom's Blob has no text() or arrayBuffer()). */
export function savedFileBytes(blob: Blob | undefined): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob as Blob);
  });
}

/** A saved file's text, UTF-8. */
export const savedFileText = async (blob: Blob | undefined) =>
  new TextDecoder().decode(await savedFileBytes(blob));
