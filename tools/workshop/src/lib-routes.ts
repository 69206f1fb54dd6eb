import { PANEL_BASE } from '@portal/util';
import type { RouteObject } from 'react-router-dom';

const ROUTE_KEYS = ['path', 'index', 'children', 'lazy', 'element', 'Component'];

const isRoute = (value: unknown): value is RouteObject =>
  typeof value === 'object' && value !== null && ROUTE_KEYS.some((key) => key in value);

/** Every route list a lib's entry exports (`invoicesRoutes`, ...), in export order. */
export function libRoutesOf(entry: Record<string, unknown>): RouteObject[] {
  return Object.values(entry).flatMap((value) =>
    Array.isArray(value) && value.length > 0 && value.every(isRoute) ? value : [],
  );
}

export interface LibPage {
  /** The full pattern, e.g. /panel/invoices/:invoiceId. */
  pattern: string;
  /** Where to go: only for patterns without parameters. */
  href: string | null;
}

/** The lib's pages under /panel, as the shell mounts them; each pattern once. */
export function libPagesOf(routes: RouteObject[]): LibPage[] {
  const byPattern = new Map(collectPages(routes, PANEL_BASE).map((page) => [page.pattern, page]));
  return [...byPattern.values()];
}

function collectPages(routes: RouteObject[], base: string): LibPage[] {
  return routes.flatMap((route) => {
    const pattern = route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
    const own: LibPage[] =
      route.path || route.index ? [{ pattern, href: /[:*]/.test(pattern) ? null : pattern }] : [];
    return [...own, ...collectPages(route.children ?? [], pattern)];
  });
}
