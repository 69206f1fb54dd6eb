import { createContext, RouterContextProvider } from 'react-router-dom';
import type { AppStore } from './store';

/**
 * Render-as-you-fetch: a route's loader starts its page's queries as the navigation begins, instead of after the page
 * has rendered. The loader finds the app's store in React Router's context (`createBrowserRouter(routes,
 * { getContext })`, see `routerContextOf`); a router without one (unit tests render with a store of their own) reads
 * null, nothing is prefetched, and the page's own hooks fetch as before.
 */
export const storeContext = createContext<AppStore | null>(null);

/** The context each navigation's loaders get: the app's store. */
export function routerContextOf(store: AppStore): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(storeContext, store);
  return context;
}
