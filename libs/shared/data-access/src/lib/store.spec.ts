import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistStore } from 'redux-persist';
import type { InvoicePage, Student } from '@portal/api-contract';
import { api, KEEP_UNUSED_DATA_SECONDS } from './api/api';
import { FOCUS_DEDUPE_MS, setupStore, startStore } from './store';
import {
  darkModeToggled,
  keepOnDeviceChosen,
  languageChosen,
  sidebarToggled,
} from './interface/interface-slice';
import { studentLoaded } from './session/session-slice';
import { setupMockApi } from '@portal/api-mocks/testing';

/** An invoice list's first page: an authenticated GET like any. */
const FIRST_PAGE = { page: 1, per_page: 10, status: null, sort: 'issue_date', order: 'desc' } as const;

/**
 * Two of the domains' endpoints as the store meets them, injected into the one api slice as a domain's data access
 * does (theirs live in libs/<domain>/data-access, which this shared lib does not import).
 */
const domainApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Student, void>({ query: () => '/student_portal/profile' }),
    getInvoicePage: build.query<InvoicePage, typeof FIRST_PAGE>({
      query: (params) => ({ url: '/student_portal/invoices', params }),
    }),
  }),
});
const profileApi = domainApi;
const invoicesApi = domainApi;

/** Starts redux-persist on `store` and resolves with its persistor once the stored state is back in the store. */
async function startPersisting(store: ReturnType<typeof setupStore>) {
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return persistor;
}

const backendForFocus = setupMockApi();
const { signIn } = backendForFocus;

describe('store', () => {
  it('starts collapsed and light, and persists only the interface state', async () => {
    const tokens = signIn();
    const store = setupStore();
    expect(store.getState().interface).toMatchObject({ sidebarExpanded: false, darkMode: false });
    const persistor = persistStore(store);
    // The student in the session, as profile's part of the store puts them there.
    store.dispatch(studentLoaded(await store.dispatch(profileApi.endpoints.getProfile.initiate()).unwrap()));
    store.dispatch(sidebarToggled());
    store.dispatch(darkModeToggled());
    await persistor.flush();

    const stored = Object.fromEntries(
      Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
    );
    expect(Object.keys(stored).sort()).toEqual(['persist:interface', 'user-theme-mode']);
    expect(stored['user-theme-mode']).toBe('dark');
    const persisted = JSON.parse(stored['persist:interface'] ?? '{}') as Record<string, unknown>;
    expect(persisted).toMatchObject({ sidebarExpanded: 'true' });
    // The theme's one stored source is user-theme-mode, never the persisted interface state.
    expect(persisted).not.toHaveProperty('darkMode');
    expect(JSON.stringify(stored)).not.toContain(tokens.access);
    expect(JSON.stringify(stored)).not.toContain(tokens.refresh);
    expect(JSON.stringify(stored)).not.toMatch(/Ana/);
    expect(store.getState().session.student?.student_name).toBe('Ana Silva');
  });

  it.each([
    ['"JP"', 'JP'],
    ['"<script>"', null],
    ['42', null],
  ])(
    'restores the currency chosen for estimates (%s), nothing that is not a country code',
    async (raw, expected) => {
      localStorage.setItem(
        'persist:interface',
        JSON.stringify({ estimateCountry: raw, _persist: '{"version":-1,"rehydrated":true}' }),
      );
      const store = setupStore();
      const persistor = await startPersisting(store);
      expect(store.getState().interface.estimateCountry).toBe(expected);
      persistor.pause();
    },
  );

  it('follows the system’s dark mode until the student chooses, then keeps their choice', async () => {
    // The system (a phone at night) asks for dark, and later for light.
    const listeners = new Set<(event: { matches: boolean }) => void>();
    let systemDark = true;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-color-scheme: dark)' && systemDark,
          media: query,
          addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
            listeners.add(listener),
          removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
            listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const systemTurns = (dark: boolean) => {
      systemDark = dark;
      for (const listener of listeners) listener({ matches: dark });
    };
    const store = setupStore();
    const { persistor, stopListeners } = startStore(store);
    try {
      expect(store.getState().interface.darkMode).toBe(true);
      systemTurns(false);
      expect(store.getState().interface.darkMode).toBe(false);
      await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
      store.dispatch(sidebarToggled());
      await persistor.flush();
      // Following the system keeps nothing: the next visit asks the system again.
      expect(localStorage.getItem('user-theme-mode')).toBeNull();

      store.dispatch(darkModeToggled());
      expect(store.getState().interface.darkMode).toBe(true);
      await persistor.flush();
      expect(localStorage.getItem('user-theme-mode')).toBe('dark');
      systemTurns(false);
      expect(store.getState().interface.darkMode).toBe(true);
    } finally {
      stopListeners();
      persistor.pause();
    }
  });

  it('keeps the setting "Keep my data on this device" for the next visit: only its off is stored', async () => {
    const store = setupStore();
    const { persistor, stopListeners } = startStore(store);
    try {
      await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
      expect(store.getState().interface.keepOnDevice).toBe(true);
      store.dispatch(keepOnDeviceChosen(false));
      await persistor.flush();
      expect(localStorage.getItem('portal-keep-on-device')).toBe('off');
      expect(setupStore().getState().interface.keepOnDevice).toBe(false);
      store.dispatch(keepOnDeviceChosen(true));
      await persistor.flush();
      expect(localStorage.getItem('portal-keep-on-device')).toBeNull();
    } finally {
      stopListeners();
      persistor.pause();
    }
  });

  it('reads a dark theme choice made on an earlier visit', () => {
    localStorage.setItem('user-theme-mode', 'dark');
    expect(setupStore().getState().interface.darkMode).toBe(true);
  });

  it('stays dark when an older persisted interface state says light (no flash to light on rehydration)', async () => {
    localStorage.setItem('user-theme-mode', 'dark');
    localStorage.setItem(
      'persist:interface',
      JSON.stringify({
        sidebarExpanded: 'true',
        darkMode: 'false',
        _persist: '{"version":-1,"rehydrated":true}',
      }),
    );
    const store = setupStore();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().interface.darkMode));
    await startPersisting(store);
    expect(store.getState().interface).toMatchObject({ darkMode: true, sidebarExpanded: true });
    expect(seen).not.toContain(false);
    expect(localStorage.getItem('user-theme-mode')).toBe('dark');
  });

  it('remembers the language under user-language, its own key, not inside persist:interface', async () => {
    const store = setupStore();
    expect(store.getState().interface.language).toBe('en');
    const persistor = await startPersisting(store);
    store.dispatch(languageChosen('ar'));
    store.dispatch(sidebarToggled());
    await persistor.flush();
    expect(localStorage.getItem('user-language')).toBe('ar');
    expect(localStorage.getItem('persist:interface')).toContain('sidebarExpanded');
    expect(localStorage.getItem('persist:interface')).not.toContain('language');
    expect(setupStore().getState().interface.language).toBe('ar');
  });

  it('keeps the theme and the language with the rest of the interface state: forgetting it forgets them', async () => {
    const store = setupStore();
    const persistor = await startPersisting(store);
    store.dispatch(darkModeToggled());
    store.dispatch(languageChosen('ar'));
    store.dispatch(sidebarToggled());
    await persistor.flush();
    // A reload: the next store starts dark, in Arabic, with the sidebar open.
    const reloaded = setupStore();
    const rehydrated = await startPersisting(reloaded);
    expect(reloaded.getState().interface).toMatchObject({
      darkMode: true,
      language: 'ar',
      sidebarExpanded: true,
    });
    // redux-persist's purge forgets the interface state, the theme and the language with it.
    await rehydrated.purge();
    expect(localStorage.length).toBe(0);
    expect(setupStore().getState().interface).toMatchObject({ darkMode: false, language: 'en' });
    persistor.pause();
    rehydrated.pause();
  });

  it('keeps what a student chose before this version: the theme and the language under their old keys', async () => {
    localStorage.setItem('user-theme-mode', 'dark');
    localStorage.setItem('user-language', 'zh-CN');
    localStorage.setItem(
      'persist:interface',
      JSON.stringify({ sidebarExpanded: 'true', _persist: '{"version":-1,"rehydrated":true}' }),
    );
    const store = setupStore();
    const persistor = await startPersisting(store);
    expect(store.getState().interface).toMatchObject({
      darkMode: true,
      language: 'zh-CN',
      sidebarExpanded: true,
    });
    store.dispatch(sidebarToggled());
    await persistor.flush();
    expect(localStorage.getItem('user-theme-mode')).toBe('dark');
    expect(localStorage.getItem('user-language')).toBe('zh-CN');
    persistor.pause();
  });

  it('does not undo another tab’s language when this tab keeps its sidebar', async () => {
    const store = setupStore();
    const persistor = await startPersisting(store);
    // Another tab chose Arabic after this one had started in English.
    localStorage.setItem('user-language', 'ar');
    store.dispatch(sidebarToggled());
    await persistor.flush();
    expect(localStorage.getItem('user-language')).toBe('ar');
    persistor.pause();
  });

  it.each(['fr', 'AR', '<script>', ''])(
    'reads a stored language %j it does not know as English',
    (stored) => {
      localStorage.setItem('user-language', stored);
      expect(setupStore().getState().interface.language).toBe('en');
    },
  );
});

/** Whether the first page is being fetched: a refetch on focus or reconnect starts as the event is handled. */
const fetching = (store: ReturnType<typeof setupStore>) =>
  invoicesApi.endpoints.getInvoicePage.select(FIRST_PAGE)(store.getState()).status === 'pending';

describe('refetch on focus', () => {
  it('refetches subscribed data on focus, at most once per 10 s, and never on mount of cached data', async () => {
    signIn();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = setupStore();
      const { stopListeners } = startStore(store);
      const requests: string[] = [];
      backendForFocus.server.events.on('request:start', ({ request }) =>
        requests.push(new URL(request.url).pathname),
      );

      const subscription = store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
      await subscription;
      // A second subscriber (another component mounting) reuses the cache.
      const second = store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
      await second;
      expect(requests).toEqual(['/student_portal/invoices']);

      // A refetch starts as the focus event is handled: the page is fetching at once, or not at all.
      window.dispatchEvent(new Event('focus'));
      expect(fetching(store)).toBe(false);
      expect(requests).toHaveLength(1);

      vi.setSystemTime(Date.now() + FOCUS_DEDUPE_MS + 1);
      window.dispatchEvent(new Event('focus'));
      expect(fetching(store)).toBe(true);
      await vi.waitFor(() => expect(requests).toHaveLength(2));

      subscription.unsubscribe();
      second.unsubscribe();
      stopListeners();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The paths of the requests the fake back end sees from now on. */
function requestPaths(): string[] {
  const paths: string[] = [];
  backendForFocus.server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

describe('offline', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps the data of a page left ten minutes, so it opens again without a request', async () => {
    signIn();
    const store = setupStore();
    const requests = requestPaths();
    const visit = store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
    await visit;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    visit.unsubscribe();
    const cached = () => invoicesApi.endpoints.getInvoicePage.select(FIRST_PAGE)(store.getState()).data;

    // Well past RTK's default of 60 s, the page's data is still there.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const numbers = cached()?.items.map((invoice) => invoice.number);
    expect(numbers?.[0]).toMatch(/^INV-0001/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const again = store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
    expect((await again).data?.items.map((invoice) => invoice.number)).toEqual(numbers);
    expect(requests).toEqual(['/student_portal/invoices']);
    again.unsubscribe();

    await vi.advanceTimersByTimeAsync(KEEP_UNUSED_DATA_SECONDS * 1000 + 1);
    expect(cached()).toBeUndefined();
  });

  it('does not refetch on focus while offline, and refetches what is on screen once back online', async () => {
    signIn();
    const store = setupStore();
    const { stopListeners } = startStore(store);
    const requests = requestPaths();
    const subscription = store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
    await subscription;
    expect(requests).toHaveLength(1);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FOCUS_DEDUPE_MS + 1);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('focus'));
    expect(fetching(store)).toBe(false);
    expect(requests).toHaveLength(1);
    expect(invoicesApi.endpoints.getInvoicePage.select(FIRST_PAGE)(store.getState()).isSuccess).toBe(true);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));

    subscription.unsubscribe();
    stopListeners();
  });
});
