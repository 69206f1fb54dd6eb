// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdThemeVariables } from './static-css';

/**
 * The light blocks (ui-light's ui.css) draw with antd's variables: each one they use must be one antd's theme (here,
 * in antd's kit) defines, else it silently is unset.
 */
const LIGHT_CSS = join(import.meta.dirname, '../../../ui-light/src/lib/ui.css');
describe("the antd variables ui's CSS uses", () => {
  const used = [
    ...new Set(
      [...readFileSync(LIGHT_CSS, 'utf8').matchAll(/var\((--ant-[\w-]+)/g)].map(([, name]) => name as string),
    ),
  ];

  it.each(['light', 'dark'] as const)('are all defined by the theme in %s mode', (mode) => {
    const defined = antdThemeVariables(mode);
    expect(defined.size).toBeGreaterThan(100);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
