// The portal's modes and colours, without antd: the first screen reads them (theme.ts builds antd's theme from them).

export type ThemeModeName = 'light' | 'dark';

/** The product's orange (logo, manifest) and the pill radius of every button (spec 1). */
export const BRAND_ORANGE = '#f47b20';
export const PILL_RADIUS = 30;
/**
 * The class that carries antd's theme variables (--ant-color-text…), named rather than generated, so that the
 * portal's root element (ToastsRoot) can carry it too and plain elements styled by ui.css see the theme.
 */
export const THEME_CSS_VAR_KEY = 'css-var-portal';
export const PAGE_BACKGROUND: Record<ThemeModeName, string> = { light: '#f5f6fa', dark: '#141414' };

/**
 * The orange that text and filled buttons use, chosen for WCAG AA (4.5:1). White on the brand orange is 2.7:1,
 * so light mode takes a darker orange (white on it 5.3:1, it on the page 4.9:1). In dark mode no orange carries
 * white text and reads on the dark page at once, so it takes a lighter one (antd's dark algorithm dims it to
 * #dc8644: 6.6:1 on the page) with dark text on filled buttons.
 */
export const PRIMARY_COLOR: Record<ThemeModeName, string> = { light: '#b34d00', dark: '#ff9a4d' };
