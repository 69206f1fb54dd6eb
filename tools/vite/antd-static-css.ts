import { join, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The CSS of every antd component, for the portal's theme (imported by antd's layout route's provider). */
const ANTD_CSS_ID = 'virtual:antd.css';
/** The theme's variables, light and dark, for the first screen (imported by ui's ThemeModeProvider). */
const ANTD_THEME_CSS_ID = 'virtual:antd-theme.css';
const workspaceRoot = resolve(import.meta.dirname, '../..');

/**
 * `virtual:antd.css`: antd's own CSS for the portal's theme, extracted when the build (or the dev server) first
 * asks for it, by antd's static-style-extract (ui's `@portal/ui/static-css` entry), for every antd component.
 * `virtual:antd-theme.css`: the theme's variables in both modes, from the same extraction, for the first screen.
 * Tests (`extract: false`) get empty files: jsdom lays nothing out.
 */
export function antdStaticCss({ extract }: { extract: boolean }): Plugin {
  const ids = new Map([
    [`\0${ANTD_CSS_ID}`, 'components'],
    [`\0${ANTD_THEME_CSS_ID}`, 'theme'],
  ]);
  return {
    name: 'portal-antd-static-css',
    resolveId: (source) =>
      source === ANTD_CSS_ID || source === ANTD_THEME_CSS_ID ? `\0${source}` : undefined,
    async load(id) {
      const part = ids.get(id);
      if (!part) return undefined;
      if (!extract) return '';
      const { module } = await runnerImport<typeof import('./ui-static-css')>(
        join(import.meta.dirname, 'ui-static-css.ts'),
        { configFile: false, root: workspaceRoot, resolve: { tsconfigPaths: true } },
      );
      return part === 'theme' ? module.antdThemeVariablesCss() : module.antdStaticCss();
    },
  };
}
