import type { RouteObject } from 'react-router-dom';
import { lazyRoute } from '@portal/ui-light';

/** The route's `handle`: what marks a route as antd's layout for whoever walks the route table. */
const ANTD_LAYOUT = 'antd-layout';

/**
 * antd's layout route: a pathless lazy route whose element is antd's provider (theme, language, direction, CSP
 * nonce) around the page below it. Its chunk brings antd's provider and antd's CSS, so they load with the first
 * page below it and never with a page outside it (the first screen: the panel's frame and the dashboard, built of
 * ui's light blocks). Every page that renders an antd component goes below one; the shell's route spec fails when
 * one does not. `id` tells two of them apart (route ids are unique in a table).
 */
export function antdLayoutRoute(id: string, children: RouteObject[]): RouteObject {
  return {
    id,
    handle: ANTD_LAYOUT,
    lazy: lazyRoute(() => import('./antd-layout').then((module) => ({ Component: module.AntdLayout }))),
    children,
  };
}

/** Whether a route of the table is antd's layout route (antdLayoutRoute). */
export const isAntdLayoutRoute = (route: RouteObject): boolean => route.handle === ANTD_LAYOUT;
