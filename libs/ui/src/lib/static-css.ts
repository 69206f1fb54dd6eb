import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { createElement } from 'react';
import { createPortalTheme } from './theme';
import { THEME_CSS_VAR_KEY, type ThemeModeName } from './theme-mode';

/**
 * antd components that others render inside themselves, so their CSS must come with them: a page that shows a
 * Table shows its pagination, its empty state and its selection boxes, a form its grid and its tooltips.
 */
const RENDERED_INSIDE: Record<string, readonly string[]> = {
  Table: ['Checkbox', 'Radio', 'Pagination', 'Spin', 'Empty', 'Dropdown', 'Tooltip'],
  Select: ['Empty'],
  Form: ['Row', 'Col', 'Tooltip'],
  App: ['message', 'notification', 'Modal'],
  Modal: ['Button'],
  Typography: ['Tooltip'],
  DatePicker: ['Button'],
  Pagination: ['Select'],
};

/**
 * A block of the theme's variables (its selector names the theme's class, `.css-var-portal`, and its body sets
 * only custom properties): antd writes those at run time itself, light or dark. Component rules that set their
 * own variables (a primary button's colours) stay.
 */
const THEME_VARIABLES_RULE = new RegExp(
  `[^{}]*\\.${THEME_CSS_VAR_KEY}\\b[^{}]*\\{(?:\\s*--[\\w-]+:[^;{}]*;?)+\\s*\\}`,
  'g',
);

/**
 * The CSS of the antd components the portal renders, for the portal's theme (`theme.ts`), made at build time
 * (antd's "Extract on demand"). With `zeroRuntime` antd writes no component style in the browser; it still
 * writes its theme's CSS variables there (light or dark, with the page's CSP nonce), so this file is the same for
 * both modes and carries none of them. `names` are the names the code imports from antd; anything that is not a
 * component (types, `theme`) is left out by the extraction.
 */
export function antdStaticCss(names: readonly string[]): string {
  const wanted = new Set<string>();
  const add = (name: string) => {
    if (wanted.has(name) || !(name in antd)) return;
    wanted.add(name);
    RENDERED_INSIDE[name]?.forEach(add);
  };
  names.forEach(add);
  // static-style-extract itself renders only the components among them (and message / notification).
  const css = extractStyle({
    includes: [...wanted].sort(),
    customTheme: (node) =>
      createElement(
        antd.ConfigProvider,
        { theme: { ...createPortalTheme('light'), zeroRuntime: false } },
        node,
      ),
  });
  return css.replace(THEME_VARIABLES_RULE, '');
}

/** The theme's own variables (the block `.css-var-portal{--ant-blue:…}`) in a mode, as antd writes them. */
export function antdThemeVariables(mode: ThemeModeName): Map<string, string> {
  const css = extractStyle({
    includes: ['Button'],
    customTheme: (node) =>
      createElement(antd.ConfigProvider, { theme: { ...createPortalTheme(mode), zeroRuntime: false } }, node),
  });
  const block = css.match(new RegExp(`(?:^|})\\.${THEME_CSS_VAR_KEY}\\{([^{}]*)\\}`))?.[1];
  if (!block) throw new Error(`static-css: antd wrote no theme variables for the ${mode} theme`);
  const variables = new Map<string, string>();
  for (const declaration of block.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) variables.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return variables;
}

const declarations = (variables: Iterable<[string, string]>) =>
  [...variables].map(([name, value]) => `${name}:${value}`).join(';');

/**
 * antd's theme variables (`--ant-color-text`…) for the first screen, which renders no antd component and so has no
 * ConfigProvider to write them (antd-provider.tsx wraps what does): the light theme on the page's root, the dark
 * theme's differences under `data-theme="dark"` (set by index.html before the first paint, then by
 * ThemeModeProvider). Plain elements styled by ui.css inherit them; inside an antd provider antd's own block, the
 * same values for the theme shown (and the student's reduced motion), is nearer and wins.
 */
export function antdThemeVariablesCss(): string {
  const light = antdThemeVariables('light');
  const dark = [...antdThemeVariables('dark')].filter(([name, value]) => light.get(name) !== value);
  return `:root{${declarations(light)}}\n:root[data-theme='dark']{${declarations(dark)}}\n`;
}
