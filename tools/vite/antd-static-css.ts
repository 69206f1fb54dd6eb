import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The CSS of every antd component the portal's code uses, for its theme (imported where antd first renders). */
const ANTD_CSS_ID = 'virtual:antd.css';
/** The theme's variables, light and dark, for the first screen (imported by ui's ThemeModeProvider). */
const ANTD_THEME_CSS_ID = 'virtual:antd-theme.css';
const workspaceRoot = resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['libs', 'apps/portal/src'];
const ANTD_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'antd'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names the portal's code imports from antd (components, and types the extraction leaves out). */
function antdImportedNames(): string[] {
  const names = new Set<string>();
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(join(workspaceRoot, root))))
    for (const [, list] of readFileSync(file, 'utf8').matchAll(ANTD_IMPORT))
      for (const part of list.split(','))
        names.add(
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
        );
  names.delete('');
  return [...names].sort();
}

/**
 * `virtual:antd.css`: antd's own CSS for the portal's theme, extracted when the build (or the dev server) first
 * asks for it, by antd's static-style-extract (libs/ui's static-css.ts), for the components the code imports.
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
      const { module } = await runnerImport<typeof import('../../libs/ui/src/lib/static-css')>(
        join(workspaceRoot, 'libs/ui/src/lib/static-css.ts'),
        { configFile: false, root: workspaceRoot, resolve: { tsconfigPaths: true } },
      );
      return part === 'theme' ? module.antdThemeVariablesCss() : module.antdStaticCss(antdImportedNames());
    },
  };
}
