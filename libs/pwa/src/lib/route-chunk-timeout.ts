import type { RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './chunk-errors';

/** Gives every lazy route a load timeout, so a stalled chunk ends on the error page instead of a spinner forever. */
export function withRouteChunkTimeouts(
  routes: RouteObject[],
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): RouteObject[] {
  return routes.map((route) => {
    const next = { ...route } as RouteObject;
    if (typeof route.lazy === 'function')
      next.lazy = withChunkTimeout(route.lazy, timeoutMs) as RouteObject['lazy'];
    if (route.children) next.children = withRouteChunkTimeouts(route.children, timeoutMs);
    return next;
  });
}
