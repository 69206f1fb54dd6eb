import { join, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The CSS of the portal's plain colours (`@portal/ui-light/colours`), which main.tsx imports. */
const PORTAL_COLOURS_CSS_ID = 'virtual:portal-colours.css';
const workspaceRoot = resolve(import.meta.dirname, '../..');

export type PortalColours = typeof import('./ui-colours');

/**
 * The portal's plain colours from their one source, ui-light's `@portal/ui-light/colours` entry (theme-mode.ts
 * `PLAIN_COLOURS`), run by Vite's module runner, which resolves the workspace's paths (ui-colours.ts).
 */
export async function portalColours(): Promise<PortalColours> {
  const { module } = await runnerImport<PortalColours>(join(import.meta.dirname, 'ui-colours.ts'), {
    configFile: false,
    root: workspaceRoot,
    resolve: { tsconfigPaths: true },
  });
  return module;
}

/**
 * The module `virtual:portal-colours.css` (the colours' `--portal-*` custom properties, for styles.css) and
 * index.html's `%PORTAL_COLOUR_<MODE>_<NAME>%` (the browser's toolbar and the page's background before any script).
 */
export function brandColours(colours: PortalColours): Plugin {
  return {
    name: 'portal-brand-colours',
    resolveId: (source) => (source === PORTAL_COLOURS_CSS_ID ? `\0${source}` : undefined),
    load: (id) => (id === `\0${PORTAL_COLOURS_CSS_ID}` ? colours.plainColoursCss() : undefined),
    transformIndexHtml: { order: 'pre', handler: (html) => colours.fillHtmlColours(html) },
  };
}
