// The portal's colours for what runs before or without any module (the build: tools/vite/brand-colours.ts, and
// antd's theme in ui: theme.ts, static-css.ts), from theme-mode.ts. An entry of its own
// (`@portal/ui-light/colours`): no React, no antd.
import { PLAIN_COLOURS, type ThemeModeName } from './lib/theme-mode';

export {
  BRAND_ORANGE,
  PAGE_BACKGROUND,
  PILL_RADIUS,
  PLAIN_COLOURS,
  PRIMARY_COLOR,
  THEME_CSS_VAR_KEY,
  type ThemeModeName,
} from './lib/theme-mode';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--portal-page-bg: #f5f6fa;` … for a mode. */
function declarations(mode: ThemeModeName): string {
  return Object.entries(PLAIN_COLOURS[mode])
    .map(([name, value]) => `  --portal-${kebab(name)}: ${value};`)
    .join('\n');
}

/** The custom properties of both modes: light on `:root`, dark where the page is dark (`data-theme`). */
export function plainColoursCss(): string {
  return `:root {\n${declarations('light')}\n}\nhtml[data-theme='dark'] {\n${declarations('dark')}\n}\n`;
}

/** `%PORTAL_COLOUR_DARK_PAGE_BG%` in index.html: a colour of a mode, for what runs before any CSS or script. */
const HTML_PLACEHOLDER = /%PORTAL_COLOUR_(LIGHT|DARK)_([A-Z_]+)%/g;

/** index.html with its colour placeholders filled in; a name theme-mode.ts does not have throws. */
export function fillHtmlColours(html: string): string {
  return html.replace(HTML_PLACEHOLDER, (_, mode: string, name: string) => {
    const colours: Record<string, string> = PLAIN_COLOURS[mode.toLowerCase() as ThemeModeName];
    const key = name.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    const value = colours[key];
    if (value === undefined)
      throw new Error(`index.html names a colour theme-mode.ts does not have: ${name}`);
    return value;
  });
}
