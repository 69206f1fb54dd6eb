import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalTheme, THEME_CSS_VAR_KEY, type ThemeModeName } from './theme';

/** The CSS variables antd defines for the portal's theme in a mode (the block on `.css-var-portal`). */
function themeVariables(mode: ThemeModeName): Set<string> {
  const css = extractStyle({
    includes: ['Button'],
    customTheme: (node) =>
      createElement(ConfigProvider, { theme: { ...createPortalTheme(mode), zeroRuntime: false } }, node),
  });
  const block = new RegExp(`\\.${THEME_CSS_VAR_KEY}\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return new Set([...block.matchAll(/(--ant-[\w-]+):/g)].map(([, name]) => name as string));
}

/** ui's blocks draw with antd's variables: each one they use must be one antd defines, else it silently is unset. */
describe("the antd variables ui's CSS uses", () => {
  const used = [
    ...new Set(
      [...readFileSync(join(import.meta.dirname, 'ui.css'), 'utf8').matchAll(/var\((--ant-[\w-]+)/g)].map(
        ([, name]) => name as string,
      ),
    ),
  ];

  it.each(['light', 'dark'] as const)('are all defined by the theme in %s mode', (mode) => {
    const defined = themeVariables(mode);
    expect(defined.size).toBeGreaterThan(100);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
