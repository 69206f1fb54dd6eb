import { setupMockApi } from '@portal/api-mocks/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBoot } from './boot';

const { signIn } = setupMockApi();

let stops: Array<() => void> = [];

/** As main.tsx starts the portal at `path`, with the real stages (or a loader the test gives). */
async function boot(path: string, options: { signingIn: boolean; loadApp?: () => Promise<never> }) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  document.body.append(container);
  const loadAuth = vi.fn(() => import('./auth-stage'));
  const loadApp = vi.fn(options.loadApp ?? (() => import('./app-stage')));
  const stop = await act(() => startBoot(container, { signingIn: options.signingIn, loadAuth, loadApp }));
  stops.push(() => {
    stop();
    container.remove();
  });
  return { container, loadAuth, loadApp };
}

afterEach(() => {
  vi.useRealTimers();
  act(() => stops.forEach((stop) => stop()));
  stops = [];
  window.history.replaceState(null, '', '/');
});

describe('starting the portal', () => {
  it('shows a first visit to /auth the sign-in page alone, fetches the portal meanwhile, then goes on signed in', async () => {
    window.sessionStorage.setItem('portal-return-path', '/panel/invoices?status=unpaid');
    // The sign-in page looks for the auth host's cookies 2 s after it shows: the test moves the timers' clock over that
    // pause (it runs on meanwhile, for msw and React), then gives the real one back for what follows.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    const { loadApp, loadAuth } = await boot('/auth', { signingIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTitle('Student portal sign-in form')).toHaveAttribute(
      'src',
      'http://localhost:3333/demo-auth/login?lang=en',
    );
    expect(loadAuth).toHaveBeenCalledTimes(1);
    expect(loadApp).not.toHaveBeenCalled();

    // The student clicks into the sign-in form (the page loses the focus to the frame).
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(loadApp).toHaveBeenCalledTimes(1);

    act(() => void signIn());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    vi.useRealTimers();
    await waitFor(() => expect(window.location.pathname).toBe('/panel/invoices'));
    expect(window.location.search).toBe('?status=unpaid');
    expect(await screen.findByRole('button', { name: 'Account menu for Ana Silva' })).toBeInTheDocument();
    expect(screen.queryByTitle('Student portal sign-in form')).not.toBeInTheDocument();
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('chooses the language on the sign-in page before the portal has loaded, and remembers it', async () => {
    await boot('/auth', { signingIn: true });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'العربية');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    // The page's name is isolated inside the title, as every value in a right-to-left sentence.
    expect(document.title).toBe('\u2068تسجيل الدخول\u2069 · بوابة الطلاب');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(window.localStorage.getItem('user-language')).toBe('ar');
    expect(screen.getByTitle('نموذج تسجيل الدخول إلى بوابة الطلاب')).toHaveAttribute(
      'src',
      'http://localhost:3333/demo-auth/login?lang=ar',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'English');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('starts the portal itself at any other address', async () => {
    signIn();
    const { loadAuth } = await boot('/panel/payments', { signingIn: false });
    expect(await screen.findByRole('button', { name: 'Account menu for Ana Silva' })).toBeInTheDocument();
    expect(loadAuth).not.toHaveBeenCalled();
  });

  it('starts the dashboard’s requests from its route, in the portal’s store: the first banner’s picture is preloaded', async () => {
    signIn();
    await boot('/panel/dashboard', { signingIn: false });
    // Only the route's loader asks for it (the page's own <img> would not preload): it found the store.
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull(),
    );
    document.head.querySelector('link[rel="preload"][as="image"]')?.remove();
  });

  it('says so on the page when the portal cannot start, with a way to reload', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await boot('/panel/payments', { signingIn: false, loadApp: () => Promise.reject(new Error('boom')) });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while opening this page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(new Error('boom'));
  });

  it('gives up reloading when the portal code is missing again right after a reload', async () => {
    window.sessionStorage.setItem('portal:chunk-reload-at', String(Date.now()));
    await boot('/panel/payments', {
      signingIn: false,
      loadApp: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/x.js')),
    });
    expect(
      screen.getByText('Part of the portal could not be loaded. Check your connection and reload the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("offline, says the portal is not available offline yet instead of reloading into the browser's error page", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await boot('/panel/payments', {
      signingIn: false,
      loadApp: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/js/x.js')),
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page is not available offline yet' }),
    ).toBeInTheDocument();
    expect(window.sessionStorage.getItem('portal:chunk-reload-at')).toBeNull();
  });
});
