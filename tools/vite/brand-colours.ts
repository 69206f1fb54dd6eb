import type { Plugin } from 'vite';
import { fillHtmlColours, plainColoursCss } from '../../libs/ui-light/src/colours';

/** The CSS of the portal's plain colours (libs/ui-light theme-mode.ts), which main.tsx imports. */
const PORTAL_COLOURS_CSS_ID = 'virtual:portal-colours.css';

/**
 * The portal's plain colours from one source (libs/ui-light theme-mode.ts `PLAIN_COLOURS`, through `@portal/ui-light/colours`):
 * the module `virtual:portal-colours.css` (their `--portal-*` custom properties, for styles.css) and index.html's
 * `%PORTAL_COLOUR_<MODE>_<NAME>%` (the browser's toolbar and the page's background before any script).
 */
export function brandColours(): Plugin {
  return {
    name: 'portal-brand-colours',
    resolveId: (source) => (source === PORTAL_COLOURS_CSS_ID ? `\0${source}` : undefined),
    load: (id) => (id === `\0${PORTAL_COLOURS_CSS_ID}` ? plainColoursCss() : undefined),
    transformIndexHtml: { order: 'pre', handler: fillHtmlColours },
  };
}
