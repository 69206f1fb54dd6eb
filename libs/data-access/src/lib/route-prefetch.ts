import { preload } from 'react-dom';
import { contentApi } from './endpoints/content';
import { invoicesApi } from './endpoints/invoices';
import { profileApi } from './endpoints/profile';
import { stayApi } from './endpoints/stay';
import { selectIsLoggedIn } from './session/session-slice';
import type { AppStore } from './store';

/**
 * Render-as-you-fetch: a route's `lazy` starts its page's queries while the page's chunk downloads,
 * instead of after it has rendered. The running app registers its store once (main.tsx); without one (unit
 * tests render with a store of their own) and when signed out, a prefetch does nothing, and the page's own
 * hooks fetch as before. The queries are the ones the page subscribes to, so nothing is fetched twice.
 */
let routeStore: AppStore | null = null;

export function enableRoutePrefetch(store: AppStore): () => void {
  routeStore = store;
  return () => {
    if (routeStore === store) routeStore = null;
  };
}

const FRESH_SECONDS = 30;

/**
 * Starts the dashboard's queries (totals and next invoices due, profile, banners, stay, news, promotions), and its first banner's
 * picture as soon as the banners have arrived.
 */
export function prefetchDashboard(): void {
  const store = routeStore;
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
