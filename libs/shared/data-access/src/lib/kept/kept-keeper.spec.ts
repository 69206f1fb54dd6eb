import 'fake-indexeddb/auto';
import { invoicePageSchema, type InvoicePage, type Student } from '@portal/api-contract';
import { setupMockApi } from '@portal/api-mocks/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api';
import { keepOnDeviceChosen } from '../interface/interface-slice';
import { signedOut, studentLoaded, tokensReceived } from '../session/session-slice';
import { setupStore, startStore } from '../store';
import '../../testing';
import {
  acceptKept,
  indexedDbKeptStorage,
  KEPT_VERSION,
  type KeptAnswer,
  type KeptStorage,
} from './kept-answers';
import { keepOnDevice } from './kept-endpoints';

/**
 * The invoices' first page, as invoices' data access asks for it, kept on the device. Its own endpoint name: spec
 * files share one module graph in a worker (vitest.shared.ts), and another file's `getInvoicePage` has no schema.
 */
const FIRST_PAGE = { page: 1, per_page: 10, status: null, sort: 'issue_date', order: 'desc' } as const;
const invoicesApi = keepOnDevice(
  api.injectEndpoints({
    endpoints: (build) => ({
      getKeptInvoicePage: build.query<InvoicePage, typeof FIRST_PAGE>({
        query: (params) => ({ url: '/student_portal/invoices', params }),
        responseSchema: invoicePageSchema,
        providesTags: (page) => [
          { type: 'Invoice' as const, id: 'LIST' },
          ...(page?.items ?? []).map(({ id }) => ({ type: 'Invoice' as const, id })),
        ],
      }),
    }),
  }),
  ['getKeptInvoicePage'],
);
const KEY = invoicesApi.endpoints.getKeptInvoicePage.select(FIRST_PAGE);
const CACHE_KEY = `getKeptInvoicePage(${JSON.stringify(FIRST_PAGE, Object.keys(FIRST_PAGE).sort())})`;

const { db, signIn, requestsTo } = setupMockApi();
const ANA = 'demo@student.test';
const KENJI = 'demo2@student.test';
const studentOf = (email: string) => db.accountByEmail(email)?.student as Student;

const HOUR = 60 * 60 * 1000;
/** An answer kept by an earlier visit, three hours ago. */
const keptPage = (owner: number, data: unknown): KeptAnswer => ({
  v: KEPT_VERSION,
  owner,
  key: CACHE_KEY,
  endpointName: 'getKeptInvoicePage',
  originalArgs: FIRST_PAGE,
  data,
  fulfilledTimeStamp: Date.now() - 3 * HOUR,
  bytes: JSON.stringify(data).length,
});
/** What an earlier visit was given: the page as the API gives it, with its first invoice only. */
async function earlierPage(): Promise<InvoicePage> {
  const subscription = setupStore().dispatch(invoicesApi.endpoints.getKeptInvoicePage.initiate(FIRST_PAGE));
  const page = await subscription.unwrap();
  subscription.unsubscribe();
  return { ...page, items: page.items.slice(0, 1) };
}

let storage: KeptStorage;
const stops: (() => void)[] = [];
beforeEach(async () => {
  storage = indexedDbKeptStorage() as KeptStorage;
  await storage.clear();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  // The setting's choice is remembered in the page's storage, which the next spec file in this worker shares.
  localStorage.clear();
});

/** The app's store, started with what `storage` holds (as the boot reads it). */
async function appStore() {
  const store = setupStore();
  const { accepted } = acceptKept(await storage.readAll(), Date.now());
  stops.push(startStore(store, { kept: { storage, answers: accepted } }).stopListeners);
  return store;
}

const keptKeys = async () => ((await storage.readAll()) as KeptAnswer[]).map((answer) => answer.key);

describe('the student’s answers kept on the device', () => {
  it('keeps a kept endpoint’s answer as the signed-in student’s, once the profile says who they are', async () => {
    signIn(ANA);
    const store = await appStore();
    await store.dispatch(invoicesApi.endpoints.getKeptInvoicePage.initiate(FIRST_PAGE));
    // Whose it is comes with the profile: nothing is written before.
    expect(await keptKeys()).toEqual([]);
    store.dispatch(studentLoaded(studentOf(ANA)));
    await expect.poll(keptKeys).toEqual([CACHE_KEY]);
    const [kept] = (await storage.readAll()) as KeptAnswer[];
    expect(kept).toMatchObject({ owner: studentOf(ANA).student_id, data: KEY(store.getState()).data });
  });

  it('writes what waits for idle time at once when the page hides (a reload, a closed tab)', async () => {
    // The browser stays busy: its idle time never comes (jsdom has no requestIdleCallback of its own).
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      signIn(ANA);
      const store = await appStore();
      await store.dispatch(invoicesApi.endpoints.getKeptInvoicePage.initiate(FIRST_PAGE));
      // RTK Query's answers reach the store's subscribers batched: the profile's comes after, unbatched.
      store.dispatch(studentLoaded(studentOf(ANA)));
      expect(await keptKeys()).toEqual([]);
      window.dispatchEvent(new Event('pagehide'));
      await expect.poll(keptKeys).toEqual([CACHE_KEY]);
    } finally {
      for (const stop of stops.splice(0)) stop();
      vi.unstubAllGlobals();
    }
  });

  it('shows a kept answer at once on the next visit, with its age, and asks the API again when a page uses it', async () => {
    signIn(ANA);
    const page = await earlierPage();
    await storage.put([keptPage(studentOf(ANA).student_id, page)]);
    const requests = requestsTo('/student_portal/invoices');
    const store = await appStore();
    // In the store before anything asked for it.
    expect(KEY(store.getState())).toMatchObject({ status: 'fulfilled', data: page });
    expect(KEY(store.getState()).fulfilledTimeStamp).toBeLessThan(performance.timeOrigin);
    const subscription = store.dispatch(invoicesApi.endpoints.getKeptInvoicePage.initiate(FIRST_PAGE));
    await subscription;
    subscription.unsubscribe();
    expect(requests).toHaveLength(1);
    expect(KEY(store.getState()).data?.items.length).toBeGreaterThan(1);
    expect(KEY(store.getState()).fulfilledTimeStamp).toBeGreaterThan(performance.timeOrigin);
  });

  it('asks the API again for a kept answer whatever the clock did since it was kept (set back or forward)', async () => {
    signIn(ANA);
    // Its time says this visit (the clock was set back since): it was read back all the same.
    await storage.put([
      { ...keptPage(studentOf(ANA).student_id, await earlierPage()), fulfilledTimeStamp: Date.now() },
    ]);
    const requests = requestsTo('/student_portal/invoices');
    const store = await appStore();
    const subscription = store.dispatch(invoicesApi.endpoints.getKeptInvoicePage.initiate(FIRST_PAGE));
    await subscription;
    subscription.unsubscribe();
    expect(requests).toHaveLength(1);
    expect(KEY(store.getState()).data?.items.length).toBeGreaterThan(1);
  });

  it('a payment made since a kept answer was read back makes it stale, as it would an answer of this visit', async () => {
    signIn(ANA);
    const page = await earlierPage();
    await storage.put([keptPage(studentOf(ANA).student_id, page)]);
    const store = await appStore();
    expect(KEY(store.getState()).status).toBe('fulfilled');
    // A payment towards the page's first invoice (what the wallet's, a checkout's mutation invalidates).
    store.dispatch(invoicesApi.util.invalidateTags([{ type: 'Invoice', id: page.items[0].id }]));
    // Nothing shows it: RTK Query drops it, and the page that opens next asks the API.
    await expect.poll(() => KEY(store.getState()).status).toBe('uninitialized');
  });

  it('drops a kept answer that no longer has its endpoint’s shape: the page fetches instead', async () => {
    signIn(ANA);
    await storage.put([keptPage(studentOf(ANA).student_id, { invoices: 'not a page' })]);
    const store = await appStore();
    expect(KEY(store.getState()).status).toBe('uninitialized');
    await expect.poll(keptKeys).toEqual([]);
  });

  it('deletes everything kept when the student signs out', async () => {
    signIn(ANA);
    await storage.put([keptPage(studentOf(ANA).student_id, await earlierPage())]);
    const store = await appStore();
    store.dispatch(signedOut());
    await expect.poll(keptKeys).toEqual([]);
    expect(KEY(store.getState()).status).toBe('uninitialized');
  });

  it('deletes everything kept when a student signs in', async () => {
    signIn(ANA);
    await storage.put([keptPage(studentOf(ANA).student_id, await earlierPage())]);
    for (const name of ['access', 'refresh']) document.cookie = `${name}=; path=/; max-age=0`;
    const store = await appStore();
    store.dispatch(tokensReceived(signIn(KENJI)));
    await expect.poll(keptKeys).toEqual([]);
  });

  it('never shows another student’s answers: a profile of someone else deletes them and empties the cache', async () => {
    signIn(ANA);
    await storage.put([keptPage(studentOf(ANA).student_id, await earlierPage())]);
    signIn(KENJI);
    const store = await appStore();
    store.dispatch(studentLoaded(studentOf(KENJI)));
    expect(KEY(store.getState()).status).toBe('uninitialized');
    await expect.poll(keptKeys).toEqual([]);
  });

  it('with the setting off, deletes what is kept at once and keeps nothing more', async () => {
    signIn(ANA);
    await storage.put([keptPage(studentOf(ANA).student_id, await earlierPage())]);
    const store = await appStore();
    store.dispatch(studentLoaded(studentOf(ANA)));
    store.dispatch(keepOnDeviceChosen(false));
    await expect.poll(keptKeys).toEqual([]);
    await store.dispatch(
      invoicesApi.endpoints.getKeptInvoicePage.initiate(FIRST_PAGE, { forceRefetch: true }),
    );
    // The answer reaches the keeper (an unbatched action after RTK Query's batched one), and the page hides, which
    // writes anything waiting at once: still nothing.
    store.dispatch(studentLoaded(studentOf(ANA)));
    window.dispatchEvent(new Event('pagehide'));
    expect(await keptKeys()).toEqual([]);
  });
});
