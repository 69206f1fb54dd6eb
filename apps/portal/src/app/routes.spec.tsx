import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore } from '@portal/data-access';
import { isAntdLayoutRoute } from '@portal/ui';
import { afterPaint } from '@portal/util';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { createRoutes } from './routes';

const { server, signIn } = setupMockApi();

interface Page {
  /** An address the page's route matches (a parameter filled in). */
  url: string;
  /** Whether antd's layout route (its provider and CSS) is above it. */
  belowAntd: boolean;
}

const joinPath = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`;

/** An address a route's path matches: a parameter filled in, an optional segment left out, a splat named. */
const addressOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? 'x' : segment === '*' ? 'nowhere' : segment))
    .join('/') || '/';

/** Every page of a route table (a route without children), at an address, and whether antd's layout is above it. */
function pagesOf(routes: RouteObject[], base = '', belowAntd = false): Page[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? base : joinPath(base, route.path);
    const below = belowAntd || isAntdLayoutRoute(route);
    return route.children
      ? pagesOf(route.children, path, below)
      : [{ url: addressOf(path), belowAntd: below }];
  });
}

/** The antd components in the page: antd names each one's element with an `ant-` class (its icons say `anticon`). */
const antdClasses = () => [
  ...new Set(
    [...document.querySelectorAll('[class^="ant-"], [class*=" ant-"]')].flatMap((element) =>
      [...element.classList].filter((name) => name.startsWith('ant-')),
    ),
  ),
];

let requestsInFlight = 0;
beforeEach(() => {
  requestsInFlight = 0;
  server.events.on('request:start', () => void (requestsInFlight += 1));
  server.events.on('request:end', () => void (requestsInFlight -= 1));
});
afterEach(() => server.events.removeAllListeners());

/** Nothing loading: a heading shown, no spinner, no request waiting for its answer. */
const settled = () =>
  waitFor(() => {
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
    expect(document.querySelector('.ui-spinner')).toBeNull();
    expect(requestsInFlight).toBe(0);
  });

/** The portal at `url`, signed in for the panel's addresses, until it has settled (after its first paint too). */
async function showPage(url: string) {
  if (url.startsWith('/panel')) signIn();
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  render(
    <AppProviders store={setupStore(undefined, { reload: vi.fn() })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await settled();
  // What a page renders after its first paint (the dashboard's lower tiles), and the data it then asks for.
  await afterPaint();
  await settled();
  return router;
}

const pages = pagesOf(createRoutes());
const outsideAntd = pages.filter((page) => !page.belowAntd).map((page) => page.url);

describe("antd's layout route", () => {
  it('is above every page but the first screen, the sign-in page and the not-found pages', () => {
    expect(outsideAntd.sort()).toEqual([
      '/',
      '/auth',
      '/nowhere',
      '/panel',
      '/panel/dashboard',
      '/panel/dashboard2',
      '/panel/nowhere',
    ]);
    expect(pages.filter((page) => page.belowAntd).length).toBeGreaterThan(30);
  });

  // Each page outside it renders no antd component: antd's JS and CSS stay out of its start, and an antd component
  // there would be unstyled. A page that renders antd moved out of the layout route fails here.
  it.each(outsideAntd)('is not needed by %s, which renders no antd component', async (url) => {
    const router = await showPage(url);
    expect(router.state.location.pathname).toBeTruthy();
    expect(antdClasses(), `antd components on ${url} (at ${router.state.location.pathname})`).toEqual([]);
  });

  it('sees the antd components of a page below it', async () => {
    await showPage('/panel/invoices');
    expect(antdClasses()).toContain('ant-table');
  });

  // A filter, a sort or a page of a list changes the address below antd's layout route: nothing loads, so the router
  // goes straight to it and the frame never puts its spinner in the page's place (as it does while a page loads).
  it('loads nothing when the address changes on a page below it', async () => {
    const router = await showPage('/panel/invoices');
    const heading = screen.getByRole('heading', { level: 1, name: 'Invoices' });
    const states: string[] = [];
    const unsubscribe = router.subscribe((state) => void states.push(state.navigation.state));
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Filter by status' })).getByText('Overdue'),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=overdue'));
    unsubscribe();
    expect(states).not.toContain('loading');
    expect(heading).toBeInTheDocument();
  });
});
