import type { RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './chunk-errors';

type LazyRoute = Extract<NonNullable<RouteObject['lazy']>, (...args: never[]) => unknown>;

/** The same routes, every lazy route's loader (at any depth) wrapped by `wrap`. */
export function wrapLazyRoutes(routes: RouteObject[], wrap: (lazy: LazyRoute) => LazyRoute): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') next.lazy = wrap(route.lazy) as RouteObject['lazy'];
    if (route.children) next.children = wrapLazyRoutes(route.children, wrap);
    return next;
  });
}

/** Gives every lazy route a load timeout, so a stalled chunk ends on the error page instead of a spinner forever. */
export function withRouteChunkTimeouts(
  routes: RouteObject[],
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): RouteObject[] {
  return wrapLazyRoutes(routes, (lazy) => withChunkTimeout(lazy, timeoutMs));
}
