import { setupMockApi } from '@portal/api-mocks/testing';
import { setupStore, signedOut, startStore } from '@portal/data-access';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';
import { createRoutes } from './routes';

const { db, server, signIn } = setupMockApi();
afterEach(() => void vi.useRealTimers());

function renderApp(url: string) {
  const reload = vi.fn();
  const store = setupStore(undefined, { reload });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [url] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store, reload };
}

const at = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the shell', () => {
  it('sends a logged-out student from / to the login frame', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByTitle('Student portal sign-in form')).toHaveAttribute(
      'src',
      'http://localhost:3333/demo-auth/login?lang=en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    // Each page names the browser tab.
    expect(document.title).toBe('Sign in · Student portal');
  });

  it('remembers the wanted path and returns to it once the auth host has set the cookies', async () => {
    // The sign-in page looks for the auth host's cookies 2 s after it shows: the test moves the timers' clock over that
    // pause (it runs on meanwhile, for msw and React), then gives the real one back for what follows.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const { router } = renderApp('/panel/invoices?status=unpaid');
    await screen.findByTitle('Student portal sign-in form');
    expect(router.state.location.pathname).toBe('/auth');
    act(() => {
      signIn();
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    await waitFor(() => expect(at(router)).toBe('/panel/invoices?status=unpaid'));
    expect(await screen.findByRole('button', { name: 'Account menu for Ana Silva' })).toBeInTheDocument();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/panel'])(
    'never follows a remembered path like %s: the student lands on the dashboard',
    async (remembered) => {
      window.sessionStorage.setItem('portal-return-path', remembered);
      signIn();
      const { router } = renderApp('/auth');
      await waitFor(() => expect(router.state.location.pathname).toBe('/panel/dashboard'));
    },
  );

  it('turns /auth into the dashboard for a logged-in student', async () => {
    signIn();
    const { router } = renderApp('/auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/dashboard'));
  });

  it('shows a not-found page with a way to the dashboard for unknown paths', async () => {
    signIn();
    renderApp('/panel/nowhere/at/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Student portal');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/panel/dashboard',
    );
  });

  it('names the browser tab after the page, a detail page after what it shows', async () => {
    signIn();
    const { router } = renderApp('/panel/invoices');
    await waitFor(() => expect(document.title).toBe('Invoices · Student portal'));
    await act(() => router.navigate('/panel/tickets/1'));
    await waitFor(() => expect(document.title).toBe('Broken heater in my room · Student portal'));
  });

  it('shows the same not-found page outside the panel', async () => {
    renderApp('/definitely-not-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists the menu of existing routes, collapsed by default, and remembers the toggle', async () => {
    signIn();
    const { store } = renderApp('/panel/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Invoices')).toBeInTheDocument();
    expect(store.getState().interface.sidebarExpanded).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(store.getState().interface.sidebarExpanded).toBe(true);
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('switches to dark mode and stores the choice', async () => {
    signIn();
    const { store } = renderApp('/panel/dashboard');
    // The interface state is kept by redux-persist, which the portal starts with its store (app-stage.tsx).
    const { persistor, stopListeners } = startStore(store);
    const toggle = await screen.findByRole('switch', { name: 'Dark mode' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(window.localStorage.getItem('user-theme-mode')).toBe('dark'));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    stopListeners();
    persistor.pause();
  });

  it('signs out: cookies emptied, login shown, and no remembered path for the next student', async () => {
    signIn();
    const { router } = renderApp('/panel/invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ana Silva' }));
    await userEvent.click(await screen.findByText('Sign out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(document.cookie).not.toMatch(/(^|; )(access|refresh)=/);
    expect(window.sessionStorage.getItem('portal-return-path')).toBeNull();
    expect(screen.queryByText(/another tab/)).not.toBeInTheDocument();
  });

  it('says so on the login when the student signed out in another tab', async () => {
    signIn();
    const { router, store } = renderApp('/panel/invoices');
    await screen.findByRole('button', { name: 'Account menu for Ana Silva' });
    act(() => void store.dispatch(signedOut({ inOtherTab: true })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You signed out in another tab. Sign in again to go on.',
    );
    expect(window.sessionStorage.getItem('portal-return-path')).toBeNull();
  });

  it('shows the global notification as a banner', async () => {
    // Before the Friday the office's notice is about (only Date is faked: msw and React keep their timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    signIn();
    renderApp('/panel/dashboard');
    const notice = await screen.findByRole('region', { name: 'Notice from the student office' });
    expect(notice).toHaveTextContent(db.globalNotification.message as string);
    // Found, not announced on every page load: no alert, and its icon has no name of its own.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(notice).queryByRole('img')).not.toBeInTheDocument();
  });

  it('hides the banner when the notification has no message', async () => {
    db.globalNotification = { message: null, type: null };
    signIn();
    renderApp('/panel/dashboard');
    await screen.findByRole('button', { name: 'Account menu for Ana Silva' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a notification carried by a response as a toast', async () => {
    server.use(
      http.get('*/student_portal/global_notification', () =>
        HttpResponse.json({
          data: { message: null },
          notification: { message: 'Welcome back!', type: 'success' },
        }),
      ),
    );
    signIn();
    renderApp('/panel/dashboard');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('says an action needs a connection when it is tried offline, beside the page’s own error', async () => {
    const user = userEvent.setup();
    const offlineNotice = 'You are offline. This needs a connection: try again once you are back online.';
    const pageError = 'This document could not be opened. Please try again.';
    signIn();
    renderApp('/panel/myids');
    const download = await screen.findByRole('button', { name: 'Download Residence permit' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get('*/student_portal/my_documents/:documentId/file', () => HttpResponse.error()));

    await user.click(download);
    expect(await screen.findByText(offlineNotice)).toBeInTheDocument();
    expect(await screen.findByText(pageError)).toBeInTheDocument();

    // A second try replaces the notice instead of stacking another one.
    await user.click(download);
    await waitFor(() => expect(screen.getAllByText(pageError)).toHaveLength(2));
    expect(screen.getAllByText(offlineNotice)).toHaveLength(1);
  });

  it('brings the login back when the session cannot be refreshed', async () => {
    signIn();
    db.expireAccessTokens();
    db.revokeRefreshTokens();
    const { router, reload } = renderApp('/panel/invoices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('portal-return-path')).toBe('/panel/invoices');
  });
});
