import { setupMockApi } from '@portal/api-mocks/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentApi } from '@portal/content/data-access';
import { prefetchDashboard } from './route-prefetch';
import { setupStore } from '@portal/data-access';

const { signIn } = setupMockApi();
const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

afterEach(() => {
  for (const link of preloads()) link.remove();
});

describe('prefetching the dashboard', () => {
  it('asks for the first banner’s picture as soon as the banners arrive, once', async () => {
    signIn();
    const store = setupStore();
    prefetchDashboard(store);
    await waitFor(() => expect(preloads()).toHaveLength(1));
    const first = contentApi.endpoints.getBanners.select()(store.getState()).data?.[0];
    expect(first?.image).toBeTruthy();
    expect(preloads()[0]).toHaveAttribute('href', first?.image ?? '');
    expect(preloads()[0]).toHaveAttribute('fetchpriority', 'high');
    // The page's own hooks then find the banners in the cache; a second visit asks for nothing new (a request
    // would be running as soon as it is asked for).
    await Promise.all(store.dispatch(contentApi.util.getRunningQueriesThunk()));
    prefetchDashboard(store);
    expect(store.dispatch(contentApi.util.getRunningQueriesThunk())).toEqual([]);
    expect(preloads()).toHaveLength(1);
  });

  it('does nothing when signed out', async () => {
    const store = setupStore();
    prefetchDashboard(store);
    expect(store.dispatch(contentApi.util.getRunningQueriesThunk())).toEqual([]);
    expect(preloads()).toHaveLength(0);
    expect(contentApi.endpoints.getBanners.select()(store.getState()).status).toBe('uninitialized');
  });
});
