import { selectIsLoggedIn, type AppStore } from '@portal/data-access';
import { contentApi } from '@portal/content/data-access';
import { invoicesApi } from '@portal/invoices/data-access';
import { profileApi, stayApi } from '@portal/profile/data-access';
import { preload } from 'react-dom';

/**
 * A route's loader starts its page's queries as the navigation begins (render-as-you-fetch, the store from React
 * Router's context: @portal/data-access's `storeContext`). The queries are the ones the page subscribes to, so
 * nothing is fetched twice.
 */
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
