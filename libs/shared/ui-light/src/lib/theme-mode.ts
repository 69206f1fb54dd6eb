// The portal's modes and colours, without antd: the first screen reads them (theme.ts builds antd's theme from them).

export type ThemeModeName = 'light' | 'dark';

/** The product's orange (logo, manifest) and the pill radius of every button (the brand's). */
export const BRAND_ORANGE = '#f47b20';
export const PILL_RADIUS = 30;
/**
 * The class that carries antd's theme variables (--ant-color-text…), named rather than generated, so that the
 * portal's root element (ToastsRoot) can carry it too and plain elements styled by ui.css see the theme.
 */
export const THEME_CSS_VAR_KEY = 'css-var-portal';
/**
 * The orange that text and filled buttons use, chosen for WCAG AA (4.5:1). White on the brand orange is 2.7:1,
 * so light mode takes a darker orange (white on it 5.3:1, it on the page 4.9:1). In dark mode no orange carries
 * white text and reads on the dark page at once, so it takes a lighter one (antd's dark algorithm dims it to
 * #dc8644: 6.6:1 on the page) with dark text on filled buttons.
 */
export const PRIMARY_COLOR: Record<ThemeModeName, string> = { light: '#b34d00', dark: '#ff9a4d' };
/**
 * The colours of what the portal draws without antd in both modes, written once here: the page's background (the
 * browser's own, before any script), the sign-in page and the start-up failure (styles.css), the focus ring, the
 * browser's toolbar (`theme-color`) and the installed app's manifest. The build writes them into index.html and a
 * CSS file of custom properties (`--portal-*`, tools/vite/brand-colours.ts); they match antd's theme (theme.ts).
 */
export const PLAIN_COLOURS = {
  light: {
    pageBg: '#f5f6fa',
    surface: '#ffffff',
    text: 'rgba(0, 0, 0, 0.88)',
    textSecondary: 'rgba(0, 0, 0, 0.65)',
    border: '#f0f0f0',
    controlBorder: '#d9d9d9',
    // The primary colour as antd shows it, with the text on it.
    primary: PRIMARY_COLOR.light,
    onPrimary: '#ffffff',
    focusRing: '#1f1f1f',
    focusBg: '#ffffff',
    focusText: '#1f1f1f',
    // The browser's toolbar.
    toolbar: BRAND_ORANGE,
  },
  dark: {
    pageBg: '#141414',
    surface: '#1f1f1f',
    text: 'rgba(255, 255, 255, 0.85)',
    textSecondary: 'rgba(255, 255, 255, 0.65)',
    border: '#303030',
    controlBorder: '#424242',
    // antd's dark algorithm dims PRIMARY_COLOR.dark to this.
    primary: '#dc8644',
    onPrimary: '#141414',
    focusRing: '#ffffff',
    focusBg: '#1f1f1f',
    focusText: '#f0f0f0',
    toolbar: '#1f1f1f',
  },
} as const satisfies Record<ThemeModeName, Record<string, string>>;

export const PAGE_BACKGROUND: Record<ThemeModeName, string> = {
  light: PLAIN_COLOURS.light.pageBg,
  dark: PLAIN_COLOURS.dark.pageBg,
};
