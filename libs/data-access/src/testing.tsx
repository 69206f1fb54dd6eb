import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { retryPause } from './lib/api/base-query';
import { setupStore, type AppStore } from './lib/store';

// A failure a test serves is retried at once: the pauses between retries are time, not behaviour (base-query's
// own spec holds them).
retryPause.ms = 0;

const NO_MOTION = { token: { motion: false } };

export interface RenderRouteOptions {
  /** The URL to start at, e.g. '/panel/invoices?status=unpaid'. */
  url: string;
  /** A fresh store per test unless given. */
  store?: AppStore;
  /** Extra routes beside the ones under test (e.g. a marker page for a link target). */
  extraRoutes?: RouteObject[];
}

/**
 * Renders real routes the way the portal does: a real store, real antd (inside antd's App, which does for a
 * lib's tests what ui's ToastsRoot does in the shell; a page's own message and modal holders work in both), the
 * real data router, and the mock back end answering over msw.
 */
export function renderRoutes(
  routes: RouteObject[],
  { url, store = setupStore(), extraRoutes = [] }: RenderRouteOptions,
) {
  // As the shell's root route does: lazy routes have a fallback while they load on the first render.
  const router = createMemoryRouter(
    [{ hydrateFallbackElement: <p>Loading…</p>, children: [...routes, ...extraRoutes] }],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      {/* jsdom runs no CSS transition, so antd's motions (a dialog closing) would never end: none, as for a
          student whose system asks for reduced motion. */}
      <ConfigProvider theme={NO_MOTION}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, router, store };
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
