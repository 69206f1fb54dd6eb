// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_ORANGE, fillHtmlColours, PLAIN_COLOURS, plainColoursCss } from '@portal/ui-light/colours';

const appDir = join(import.meta.dirname, '..');
const source = (file: string) => readFileSync(join(appDir, file), 'utf8');
const colours = [BRAND_ORANGE, ...Object.values(PLAIN_COLOURS).flatMap((mode) => Object.values(mode))];
const hexColours = [...new Set(colours.filter((colour) => colour.startsWith('#')))];

describe("the portal's colours come from theme-mode.ts", () => {
  it('are written nowhere else: index.html, the CSS of the plain elements, the build config', () => {
    const background = /(--portal-[\w-]+)\s*:\s*(#[0-9a-f]{3,8})/gi;
    expect([...source('src/styles.css').matchAll(background)].map(([declaration]) => declaration)).toEqual(
      [],
    );
    for (const file of ['index.html', 'vite.config.ts']) {
      const text = source(file).toLowerCase();
      expect(
        hexColours.filter((hex) => text.includes(hex.toLowerCase())),
        file,
      ).toEqual([]);
    }
  });

  it('give every --portal-* colour the CSS uses, in both modes', () => {
    const css = plainColoursCss();
    const used = new Set(
      [...source('src/styles.css').matchAll(/var\((--portal-[\w-]+)\)/g)].map(([, name]) => name),
    );
    expect(used.size).toBeGreaterThan(5);
    const [light, dark] = css.split("html[data-theme='dark']");
    for (const name of used) {
      expect(light, name).toContain(`${name}:`);
      expect(dark, name).toContain(`${name}:`);
    }
    expect(light).toContain(`--portal-page-bg: ${PLAIN_COLOURS.light.pageBg};`);
    expect(dark).toContain(`--portal-page-bg: ${PLAIN_COLOURS.dark.pageBg};`);
  });

  it("fill index.html's toolbar colours and first background, and refuse a colour that does not exist", () => {
    const html = fillHtmlColours(source('index.html'));
    expect(html).not.toMatch(/%PORTAL_COLOUR_/);
    expect(html).toContain(`<meta name="theme-color" content="${BRAND_ORANGE}"`);
    expect(html).toContain(`'${PLAIN_COLOURS.dark.pageBg}' : '${PLAIN_COLOURS.light.pageBg}'`);
    expect(() => fillHtmlColours('<meta content="%PORTAL_COLOUR_DARK_NEON%">')).toThrow(/NEON/);
  });
});
