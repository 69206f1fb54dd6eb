import { theme, type ThemeConfig } from 'antd';

export type ThemeModeName = 'light' | 'dark';

/** The product's orange and the pill radius of every button (spec 1). */
export const BRAND_ORANGE = '#f47b20';
export const PILL_RADIUS = 30;
export const PAGE_BACKGROUND: Record<ThemeModeName, string> = { light: '#f5f6fa', dark: '#141414' };

export function createPortalTheme(mode: ThemeModeName): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_ORANGE,
      colorLink: BRAND_ORANGE,
      colorBgLayout: PAGE_BACKGROUND[mode],
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    },
    components: {
      Button: {
        borderRadius: PILL_RADIUS,
        borderRadiusLG: PILL_RADIUS,
        borderRadiusSM: PILL_RADIUS,
        primaryShadow: 'none',
      },
    },
  };
}
