import { preload } from 'react-dom';
import { createContext, RouterContextProvider } from 'react-router-dom';
import { contentApi } from '@portal/content/data-access';
import { invoicesApi } from './invoices/invoices-api';
import { profileApi } from './profile/profile-api';
import { selectIsLoggedIn } from './session/session-slice';
import { stayApi } from './stay/stay-api';
import type { AppStore } from './store';

/**
 * Render-as-you-fetch: a route's loader starts its page's queries as the navigation begins, instead of after the page
 * has rendered. The loader finds the app's store in React Router's context (`createBrowserRouter(routes,
 * { getContext })`, see `routerContextOf`); a router without one (unit tests render with a store of their own) reads
 * null, nothing is prefetched, and the page's own hooks fetch as before. The queries are the ones the page subscribes
 * to, so nothing is fetched twice.
 */
export const storeContext = createContext<AppStore | null>(null);

/** The context each navigation's loaders get: the app's store. */
export function routerContextOf(store: AppStore): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storeContext, store);
  return context;
}

const FRESH_SECONDS = 30;

/**
 * Starts the dashboard's queries (totals and next invoices due, profile, banners, stay, news, promotions) in `store`,
 * and its first banner's picture as soon as the banners have arrived. Without a store, or signed out, nothing.
 */
export function prefetchDashboard(store: AppStore | null): void {
  if (!store || !selectIsLoggedIn(store.getState())) return;
  const options = { ifOlderThan: FRESH_SECONDS };
  store.dispatch(invoicesApi.util.prefetch('getDueInvoices', undefined, options));
  store.dispatch(profileApi.util.prefetch('getProfile', undefined, options));
  const banners = store.dispatch(
    contentApi.endpoints.getBanners.initiate(undefined, { subscribe: false, forceRefetch: FRESH_SECONDS }),
  );
  // The picture's URL was checked with the banners (http(s) or data:image only); a failed load shows on the page.
  // React's `preload` asks for it once, and the page's <img> gets it from the browser's preload cache.
  banners
    .unwrap()
    .then((list) => {
      const image = list[0]?.image;
      if (image) preload(image, { as: 'image', fetchPriority: 'high' });
    })
    .catch(() => undefined);
  store.dispatch(stayApi.util.prefetch('getPlacement', undefined, options));
  store.dispatch(stayApi.util.prefetch('getAccommodation', undefined, options));
  store.dispatch(stayApi.util.prefetch('getAgent', undefined, options));
  store.dispatch(contentApi.util.prefetch('getLatestNews', undefined, options));
  store.dispatch(contentApi.util.prefetch('getPromotions', undefined, options));
}
