import { setupMockApi } from '@portal/api-mocks/testing';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { contentApi } from '../endpoints/content';
import { enableRoutePrefetch, prefetchDashboard } from '../route-prefetch';
import { setupStore } from '../store';
import { DASHBOARD_EARLY_PATHS, dropEarlyAnswers, startEarlyRequests } from './early-requests';

const { server, signIn } = setupMockApi();

/** Every API request the network sees, as its path and query. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  server.events.removeAllListeners();
  dropEarlyAnswers();
  for (const link of preloads()) link.remove();
});

describe('the dashboard’s early requests', () => {
  it('are the requests the dashboard’s prefetch makes', async () => {
    signIn();
    const seen = recordRequests();
    const stop = enableRoutePrefetch(setupStore());
    prefetchDashboard();
    await waitFor(() => expect(seen).toHaveLength(DASHBOARD_EARLY_PATHS.length));
    expect([...seen].sort()).toEqual(DASHBOARD_EARLY_PATHS.map((path) => `GET ${path}`).sort());
    stop();
  });

  it('answer the queries that ask for them: no second request, the data on the page as usual', async () => {
    const tokens = signIn();
    const seen = recordRequests();
    startEarlyRequests(DASHBOARD_EARLY_PATHS, tokens, 'en');
    const store = setupStore();
    const stop = enableRoutePrefetch(store);
    prefetchDashboard();
    await waitFor(() =>
      expect(contentApi.endpoints.getBanners.select()(store.getState()).isSuccess).toBe(true),
    );
    await waitFor(() =>
      expect(contentApi.endpoints.getPromotions.select()(store.getState()).isSuccess).toBe(true),
    );
    expect(contentApi.endpoints.getBanners.select()(store.getState()).data?.length).toBeGreaterThan(0);
    // Each asked for once: by the early request, not again by its query.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...seen].sort()).toEqual(DASHBOARD_EARLY_PATHS.map((path) => `GET ${path}`).sort());
    stop();
  });

  it('are not taken by a query sent with another token: that one asks the network itself', async () => {
    const stale = signIn();
    const seen = recordRequests();
    startEarlyRequests(['/banners'], { ...stale, access: 'another-token' }, 'en');
    const store = setupStore();
    await store.dispatch(contentApi.endpoints.getBanners.initiate());
    expect(contentApi.endpoints.getBanners.select()(store.getState()).isSuccess).toBe(true);
    // The early request and the query's own.
    expect(seen).toEqual(['GET /banners', 'GET /banners']);
  });

  it('are asked in the student’s language, and not taken by a query in another language', async () => {
    const tokens = signIn();
    const seen: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => seen.push(request.headers.get('accept-language')));
    startEarlyRequests(['/banners'], tokens, 'ar');
    const store = setupStore();
    await store.dispatch(contentApi.endpoints.getBanners.initiate());
    expect(contentApi.endpoints.getBanners.select()(store.getState()).data?.[0]?.title).toBe(
      'Welcome to London!',
    );
    // The early request in Arabic, then the query's own in the store's language.
    expect(seen).toEqual(['ar', 'en']);
  });

  it('ask for the first banner’s picture as soon as the early banners are in, when its address is safe', async () => {
    const tokens = signIn();
    startEarlyRequests(['/banners'], tokens, 'en');
    await waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()[0]?.getAttribute('href')).toMatch(/^http:\/\/.+\/images\/banners\/whats-on\.svg$/);
    expect(preloads()[0]).toHaveAttribute('fetchpriority', 'high');
    dropEarlyAnswers();
    for (const link of preloads()) link.remove();

    // A script address in the answer is never asked for.
    server.use(
      http.get('*/banners', () =>
        HttpResponse.json({ data: [{ id: 1, title: 'x', image: 'javascript:alert(1)', link: null }] }),
      ),
    );
    startEarlyRequests(['/banners'], tokens, 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloads()).toHaveLength(0);
  });
});
