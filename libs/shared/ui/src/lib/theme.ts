// antd's theme for the portal, built from its colours and modes (theme-mode.ts).
import { LAYOUT_BREAKPOINTS } from '@portal/util';
import { theme, type ThemeConfig } from 'antd';
import {
  PAGE_BACKGROUND,
  PILL_RADIUS,
  PRIMARY_COLOR,
  THEME_CSS_VAR_KEY,
  type ThemeModeName,
} from '@portal/ui-light/colours';

/** Dark text on the lighter orange (6.6:1) and red of dark mode's filled buttons. */
const DARK_ON_PRIMARY = '#141414';

/**
 * Text tokens antd derives below AA (secondary/description text at 45 % opacity is 3.3:1 on the light page),
 * and the selected menu item's background, on which the primary colour must still read at 4.5:1.
 */
const CONTRAST_TOKENS: Record<ThemeModeName, ThemeConfig['token']> = {
  light: {
    // Status colours as text (tags, typography) on their own tints and on the page.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorWarning: '#a35c00',
    colorWarningBg: '#fffbe6',
    colorError: '#cf1322',
    colorInfo: '#0958d9',
    // The orange tag's text (antd's orange-7 is 3.3:1 on its tint; this is 5.1:1). Both spellings: they share
    // one CSS variable, and the derived one would win.
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    controlItemBgActive: '#fff1e6',
    // A hovered button or link: antd's lighter orange (#bf6a1f) is 3.96:1 on white, under AA, for the default
    // button's text and the primary button's white text alike; a darker orange is 6.6:1.
    colorPrimaryHover: '#9a4200',
    colorLinkHover: '#9a4200',
  },
  dark: {
    colorError: '#ff7875',
    colorInfo: '#69b1ff',
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    controlItemBgActive: '#2b1d12',
  },
};

/**
 * antd's screen tokens from the layout breakpoints (576, 768, 1024, 1440, 1920, libs/util breakpoints.ts), so antd's Grid and
 * useBreakpoint switch where the rest of the layout does. antd has one size more (xxxl) than the spec: it
 * never applies.
 */
function screenTokens(): ThemeConfig['token'] {
  const { sm, md, lg, xl, xxl } = LAYOUT_BREAKPOINTS;
  const lowerBounds = { XS: 0, SM: sm, MD: md, LG: lg, XL: xl, XXL: xxl, XXXL: Number.MAX_SAFE_INTEGER };
  const sizes = Object.keys(lowerBounds) as (keyof typeof lowerBounds)[];
  const tokens: Record<string, number> = {};
  sizes.forEach((size, index) => {
    tokens[`screen${size}`] = lowerBounds[size];
    tokens[`screen${size}Min`] = lowerBounds[size];
    const next = sizes[index + 1];
    if (next) tokens[`screen${size}Max`] = lowerBounds[next] - 1;
  });
  return tokens;
}

export interface PortalThemeOptions {
  /** The student asked the system for less motion (`prefers-reduced-motion: reduce`): antd animates nothing. */
  reducedMotion?: boolean;
}

export function createPortalTheme(
  mode: ThemeModeName,
  { reducedMotion = false }: PortalThemeOptions = {},
): ThemeConfig {
  return {
    // antd writes no component style in the browser: the build extracts it to a static file for this theme
    // (static-css.ts, tools/vite/antd-static-css.ts), with plain class names (no hash) that file can match.
    zeroRuntime: true,
    hashed: false,
    cssVar: { key: THEME_CSS_VAR_KEY },
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: PRIMARY_COLOR[mode],
      colorLink: PRIMARY_COLOR[mode],
      colorBgLayout: PAGE_BACKGROUND[mode],
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      ...CONTRAST_TOKENS[mode],
      ...screenTokens(),
      ...(reducedMotion ? { motion: false } : {}),
    },
    components: {
      Button: {
        borderRadius: PILL_RADIUS,
        borderRadiusLG: PILL_RADIUS,
        borderRadiusSM: PILL_RADIUS,
        primaryShadow: 'none',
        ...(mode === 'dark' ? { primaryColor: DARK_ON_PRIMARY, dangerColor: DARK_ON_PRIMARY } : {}),
      },
    },
  };
}
