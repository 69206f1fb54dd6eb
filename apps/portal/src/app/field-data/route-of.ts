import { routePatternOf } from '@portal/util';

/** What the field data needs of React Router's router: its matched routes now. */
export interface RouterState {
  state: { matches: readonly { route: { path?: string } }[] };
}

/** The route pattern shown now (`/panel/invoices/:id`), never its address. */
export const routeOf = (router: RouterState) =>
  routePatternOf(router.state.matches.map((match) => match.route.path));
