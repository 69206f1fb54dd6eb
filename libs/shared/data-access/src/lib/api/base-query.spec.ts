import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupStore } from '../store';
import {
  invoicePageSchema,
  type InvoiceDetail,
  type InvoicePage,
  type Product,
  type Student,
} from '@portal/api-contract';
import { api, TRANSLATED_TAG } from './api';
import { retryOptions, serializeParams } from './base-query';
import { offlineActionToast } from '../notifications/notifications-slice';
import { tokensReceived } from '../session/session-slice';
import { languageChosen } from '../interface/interface-slice';
import { setupMockApi } from '@portal/api-mocks/testing';

/** An invoice list's first page: an authenticated GET like any. */
const FIRST_PAGE = { page: 1, per_page: 10, status: null, sort: 'issue_date', order: 'desc' } as const;

/**
 * Invoices', the shop's and profile's endpoints as the base query meets them, injected into the one api slice as
 * their data access does (libs/<domain>/data-access, which this shared lib does not import).
 */
const domainApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Student, void>({ query: () => '/student_portal/profile' }),
    getInvoicePage: build.query<InvoicePage, typeof FIRST_PAGE>({
      query: (params) => ({ url: '/student_portal/invoices', params }),
      responseSchema: invoicePageSchema,
    }),
    getInvoice: build.query<InvoiceDetail, number>({
      query: (invoiceId) => `/student_portal/invoices/${invoiceId}`,
      providesTags: [TRANSLATED_TAG],
    }),
    getProduct: build.query<Product, number>({
      query: (productId) => `/student_portal/products/${productId}`,
      providesTags: [TRANSLATED_TAG],
    }),
  }),
});
const invoicesApi = domainApi;
const profileApi = domainApi;
const shopApi = domainApi;

const { db, server, signIn, requestsTo } = setupMockApi();
const ANA = 'demo@student.test';
const KENJI = 'demo2@student.test';

// The backoff between retries is held by its own tests; everywhere else a retry comes at once. (Another file of
// this worker may have loaded `@portal/data-access/testing`, which sets the same.)
const { backoff } = retryOptions;
const retryAtOnce = () => Promise.resolve();
beforeEach(() => void (retryOptions.backoff = retryAtOnce));
afterEach(() => {
  if (backoff) retryOptions.backoff = backoff;
  else delete retryOptions.backoff;
});

// A caller's endpoints, to observe what the base query sends.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, Record<string, unknown>>({ query: (params) => ({ url: '/probe', params }) }),
    probeMutation: build.mutation<unknown, void>({ query: () => ({ url: '/probe', method: 'POST' }) }),
  }),
});

function loggedInStore(email = ANA) {
  const tokens = signIn(email);
  const reload = vi.fn();
  const store = setupStore(undefined, { reload });
  return { store, tokens, reload };
}

describe('base query', () => {
  it('sends the bearer token, the refresh token header and repeated array parameters', async () => {
    const { store, tokens } = loggedInStore();
    let seen: Request | undefined;
    server.use(
      http.get('*/probe', ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: { ok: true } });
      }),
    );
    const result = await store.dispatch(
      probeApi.endpoints.probe.initiate({ a: [1, 2], b: 'x', c: undefined }),
    );
    expect(result.data).toEqual({ ok: true });
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${tokens.access}`);
    expect(seen?.headers.get('xrefreshtoken')).toBe(tokens.refresh);
    expect(new URL(seen?.url ?? 'http://x').search).toBe('?a=1&a=2&b=x');
    expect(serializeParams({ ids: ['a', 'b'], none: null })).toBe('ids=a&ids=b');
  });

  it('asks for content in the student’s language, and in the new one once they choose another', async () => {
    const { store } = loggedInStore();
    const seen = requestsTo('/probe');
    server.use(http.all('*/probe', () => HttpResponse.json({ data: { ok: true } })));
    await store.dispatch(probeApi.endpoints.probe.initiate({ n: 1 }));
    store.dispatch(languageChosen('ar'));
    await store.dispatch(probeApi.endpoints.probe.initiate({ n: 2 }));
    store.dispatch(languageChosen('zh-CN'));
    await store.dispatch(probeApi.endpoints.probeMutation.initiate());
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'ar', 'zh-CN']);
  });

  // Banners and promotions, an e-SIM plan and an attraction, asked again the same way, are held by their domains'
  // specs (libs/content/data-access, libs/esim/data-access, libs/content/data-access).
  it('asks again for an invoice’s lines and a product after a change of language', async () => {
    const { store } = loggedInStore();
    const invoice = store.dispatch(invoicesApi.endpoints.getInvoice.initiate(1));
    const product = store.dispatch(shopApi.endpoints.getProduct.initiate(105));
    await Promise.all([invoice, product]);
    const shown = () => {
      const state = store.getState();
      return [
        invoicesApi.endpoints.getInvoice.select(1)(state).data?.lines[0]?.description,
        shopApi.endpoints.getProduct.select(105)(state).data?.name,
      ];
    };
    expect(shown()).toEqual(['Tuition, autumn term', 'Notebook bundle']);
    store.dispatch(languageChosen('zh-CN'));
    await vi.waitFor(() => expect(shown()).toEqual(['学费，秋季学期', '笔记本套装']));
    for (const query of [invoice, product]) query.unsubscribe();
  });

  it('refreshes once for ten parallel queries that hit an expired token, and retries each of them', async () => {
    const { store } = loggedInStore();
    db.expireAccessTokens();
    const refreshes = requestsTo('/auth/refresh_token');
    server.use(
      http.get('*/probe', ({ request }) => {
        const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? '';
        return db.studentForAccessToken(token) !== null
          ? HttpResponse.json({ data: { n: new URL(request.url).searchParams.get('n') } })
          : HttpResponse.json({ error: { code: 'unauthenticated' } }, { status: 401 });
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => store.dispatch(probeApi.endpoints.probe.initiate({ n }))),
    );
    expect(refreshes).toHaveLength(1);
    expect(results.map((result) => (result.data as { n: string }).n)).toEqual(
      Array.from({ length: 10 }, (_, n) => String(n)),
    );
    expect(document.cookie).toContain(`access=${store.getState().session.tokens?.access}`);
  });

  it('retries a late 401 with the new token instead of refreshing again', async () => {
    const { store } = loggedInStore();
    const refreshes = requestsTo('/auth/refresh_token');
    db.expireAccessTokens();
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(refreshes).toHaveLength(1);
    // A response answered 401 for the old token arrives after that refresh: it just retries.
    let first = true;
    server.use(
      http.get('*/probe', () => {
        if (first) {
          first = false;
          return HttpResponse.json({}, { status: 401 });
        }
        return HttpResponse.json({ data: 'fine' });
      }),
    );
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(result.data).toBe('fine');
    expect(refreshes).toHaveLength(2);
  });

  it('clears the session, empties the cookies and reloads once when the refresh is refused', async () => {
    const { store, reload } = loggedInStore();
    db.expireAccessTokens();
    db.revokeRefreshTokens();
    const refreshes = requestsTo('/auth/refresh_token');
    window.history.pushState({}, '', '/panel/invoices?status=unpaid');
    const results = await Promise.all([
      store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE)),
      store.dispatch(profileApi.endpoints.getProfile.initiate()),
    ]);
    expect(results.every((result) => result.data === undefined)).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(store.getState().session).toEqual({ tokens: null, student: null, endedBy: 'expiry' });
    expect(document.cookie).not.toMatch(/(^|; )(access|refresh)=/);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('portal-return-path')).toBe('/panel/invoices?status=unpaid');
  });

  it('retries network errors and 5xx on queries twice, never 4xx, never mutations', async () => {
    const { store } = loggedInStore();
    const probes = requestsTo('/probe');
    let call = 0;
    const tries = async (answer: () => Response, kind: 'query' | 'mutation' = 'query') => {
      probes.length = 0;
      call += 1;
      server.use(http.all('*/probe', answer));
      const result =
        kind === 'query'
          ? await store.dispatch(probeApi.endpoints.probe.initiate({ call }))
          : await store.dispatch(probeApi.endpoints.probeMutation.initiate());
      expect(result.error).toBeDefined();
      return probes.length;
    };
    expect(await tries(() => HttpResponse.json({}, { status: 503 }))).toBe(3);
    expect(await tries(() => HttpResponse.error())).toBe(3);
    // A proxy's own page for a 502 is no JSON: still a 5xx, still worth another try.
    expect(await tries(() => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }))).toBe(3);
    expect(await tries(() => HttpResponse.json({}, { status: 404 }))).toBe(1);
    expect(await tries(() => HttpResponse.json({}, { status: 422 }))).toBe(1);
    expect(await tries(() => new HttpResponse('not json', { status: 200 }))).toBe(1);
    // An action is never sent twice, whatever happened to the first.
    expect(await tries(() => HttpResponse.json({}, { status: 500 }), 'mutation')).toBe(1);
    expect(await tries(() => HttpResponse.error(), 'mutation')).toBe(1);
  });

  /**
   * Fails a query's three tries on the network (an outage's own failure; a served 5xx reads its body on undici's
   * timers, which the fake clock would hold) and reads the two waits between them off the fake clock, moved on at
   * once past the longest the backoff can draw.
   */
  async function retryWaits(store: ReturnType<typeof loggedInStore>['store'], run: number) {
    const times: number[] = [];
    const started = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/probe') times.push(Date.now());
    };
    server.events.on('request:start', started);
    const failing = store.dispatch(probeApi.endpoints.probe.initiate({ run }));
    await expect.poll(() => times.length).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    await expect.poll(() => times.length).toBe(3);
    expect((await failing).isError).toBe(true);
    server.events.removeListener('request:start', started);
    return [times[1] - times[0], times[2] - times[1]];
  }

  describe('the wait between retries (RTK Query’s jittered exponential backoff)', () => {
    beforeEach(() => {
      delete retryOptions.backoff;
      server.use(http.get('*/probe', () => HttpResponse.error()));
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('differs from one run to the next, so tabs failed by one outage do not all come back together', async () => {
      const { store } = loggedInStore();
      const runs: number[][] = [];
      for (let run = 0; run < 6; run += 1) runs.push(await retryWaits(store, run));
      for (const [first, second] of runs) {
        // 600 ms, then 1200 ms, each times a random 0.4 to 1.4.
        expect(first).toBeGreaterThanOrEqual(240);
        expect(first).toBeLessThan(840);
        expect(second).toBeGreaterThanOrEqual(480);
        expect(second).toBeLessThan(1680);
      }
      expect(new Set(runs.map(([first]) => first)).size).toBeGreaterThan(1);
      expect(new Set(runs.map(([, second]) => second)).size).toBeGreaterThan(1);
    });

    it('is drawn at random between 0.4 and 1.4 times 600 ms, then 1200 ms', async () => {
      const { store } = loggedInStore();
      const random = vi.spyOn(Math, 'random').mockReturnValue(0);
      expect(await retryWaits(store, 1)).toEqual([240, 480]);
      random.mockReturnValue(0.999);
      expect(await retryWaits(store, 2)).toEqual([839, 1678]);
    });
  });

  it('queues notifications as toasts, except the generic error message', async () => {
    const { store } = loggedInStore();
    server.use(
      http.get('*/probe', ({ request }) =>
        new URL(request.url).searchParams.get('generic')
          ? HttpResponse.json(
              { notification: { message: 'An unexpected error happened', type: 'error' } },
              { status: 400 },
            )
          : HttpResponse.json({
              data: 1,
              notification: { message: 'Saved', type: 'success', autoClose: 5000 },
            }),
      ),
    );
    await store.dispatch(probeApi.endpoints.probe.initiate({}));
    await store.dispatch(probeApi.endpoints.probe.initiate({ generic: 1 }));
    expect(store.getState().notifications.queue).toEqual([
      { id: 1, message: 'Saved', type: 'success', duration: 5 },
    ]);
  });

  it('stores tokens found in any response in cookies', async () => {
    const { store } = loggedInStore();
    server.use(
      http.get('*/probe', () =>
        HttpResponse.json({ data: { access: 'new-access', refresh: 'new-refresh' } }),
      ),
    );
    await store.dispatch(probeApi.endpoints.probe.initiate({}));
    expect(store.getState().session.tokens).toMatchObject({ access: 'new-access', refresh: 'new-refresh' });
    expect(document.cookie).toContain('access=new-access');
    expect(document.cookie).toContain('refresh=new-refresh');
  });

  it('turns a malformed body into an error instead of data', async () => {
    const { store } = loggedInStore();
    server.use(http.get('*/student_portal/invoices', () => HttpResponse.json({ data: [{ id: 'one' }] })));
    const result = await store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: 'malformed_response' });
  });

  it('never shows the cached data of one student to the next one', async () => {
    const { store } = loggedInStore(ANA);
    const first = await store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
    // Ana's invoices are numbered INV-0001xx, Kenji's INV-0002xx in the demo seed.
    expect(first.data?.items.length).toBeGreaterThan(0);
    expect(first.data?.items.every((invoice) => invoice.number.startsWith('INV-0001'))).toBe(true);
    store.dispatch({ type: 'session/signedOut' });
    expect(invoicesApi.endpoints.getInvoicePage.select(FIRST_PAGE)(store.getState()).data).toBeUndefined();
    const other = db.issueTokens(db.accountByEmail(KENJI)!.student.student_id);
    store.dispatch(tokensReceived(other));
    const second = await store.dispatch(invoicesApi.endpoints.getInvoicePage.initiate(FIRST_PAGE));
    expect(second.data?.items.length).toBeGreaterThan(0);
    expect(second.data?.items.every((invoice) => invoice.number.startsWith('INV-0002'))).toBe(true);
  });
});

describe('actions while offline', () => {
  const offlineToast = { id: 1, ...offlineActionToast };
  const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says once that an action needs a connection, and still hands the error to the page', async () => {
    const { store } = loggedInStore();
    goOffline();
    const probes = requestsTo('/probe');
    server.use(http.post('*/probe', () => HttpResponse.error()));
    const result = await store.dispatch(probeApi.endpoints.probeMutation.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(probes).toHaveLength(1);
    expect(store.getState().notifications.queue).toEqual([offlineToast]);
    expect(offlineToast).toMatchObject({ messageKey: 'offlineAction', type: 'warning' });
  });

  it('says nothing about the connection when an action fails on the network while online', async () => {
    const { store } = loggedInStore();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    server.use(http.post('*/probe', () => HttpResponse.error()));
    const result = await store.dispatch(probeApi.endpoints.probeMutation.initiate());
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('says nothing when an action fails offline with an answer from the server', async () => {
    const { store } = loggedInStore();
    goOffline();
    server.use(http.post('*/probe', () => HttpResponse.json({}, { status: 500 })));
    await store.dispatch(probeApi.endpoints.probeMutation.initiate());
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('leaves a query that fails offline to its page: no toast', async () => {
    const { store } = loggedInStore();
    goOffline();
    server.use(http.get('*/probe', () => HttpResponse.error()));
    const result = await store.dispatch(probeApi.endpoints.probe.initiate({ offline: 1 }));
    expect(result.isError).toBe(true);
    expect(store.getState().notifications.queue).toEqual([]);
  });
});
