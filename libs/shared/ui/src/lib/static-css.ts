import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { createPortalTheme } from './theme';
import { THEME_CSS_VAR_KEY, type ThemeModeName } from '@portal/ui-light/colours';

/**
 * A block of theme variables (its selector names a theme's class: the portal's, `.css-var-portal`, or the one a
 * component's own nested theme generates; its body sets only custom properties): antd writes those at run time
 * itself, light or dark, under the class it gives the page. Component rules that set their own variables (a primary
 * button's colours) stay.
 */
const THEME_VARIABLES_RULE = /[^{}]*\.css-var-[\w-]+[^{}]*\{(?:\s*--[\w-]+:[^;{}]*;?)+\s*\}/g;

/**
 * antd's CSS for the portal's theme (`theme.ts`), made at build time by antd's own export (antd's "Extract on
 * demand", `extractStyle` with no `includes`): the rules of every component antd has, so a page that starts using
 * one more needs nothing else. With `zeroRuntime` antd writes no component style in the browser; it still writes its
 * theme's CSS variables there (light or dark, with the page's CSP nonce), so this file is the same for both modes
 * and carries none of them.
 */
export function antdStaticCss(): string {
  const css = extractStyle({
    customTheme: (node) =>
      createElement(ConfigProvider, { theme: { ...createPortalTheme('light'), zeroRuntime: false } }, node),
  });
  return css.replace(THEME_VARIABLES_RULE, '');
}

/** The theme's own variables (the block `.css-var-portal{--ant-blue:…}`) in a mode, as antd writes them. */
export function antdThemeVariables(mode: ThemeModeName): Map<string, string> {
  const css = extractStyle({
    includes: ['Button'],
    customTheme: (node) =>
      createElement(ConfigProvider, { theme: { ...createPortalTheme(mode), zeroRuntime: false } }, node),
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
