import { languageDirection } from '@portal/util';
import { ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { createPortalTheme } from './theme';
import { PAGE_CSP, useThemeSettings } from './theme-settings';
import { useMediaQuery } from './use-media-query';

/** The student's system asks for less motion: antd animates nothing (styles.css stops CSS transitions too). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd's ConfigProvider for the theme, language and CSP nonce of the ThemeModeProvider above. Whatever renders antd
 * components sits inside one: each lazy page (the shell's routes.tsx), the phone menu's Drawer, the notifications.
 * It lives in its own module, which loads with them, so the first screen (the panel's frame and the dashboard, built
 * of ui's light blocks) carries none of antd's code (docs/performance.md). antd's CSS (`virtual:antd.css`, made at
 * build time) is imported beside it by what loads it, not here: a CSS import would be a side effect that keeps this
 * module, and antd, in every chunk that imports ui.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const { mode, language, antdLocale } = useThemeSettings();
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(() => createPortalTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  return (
    <ConfigProvider
      theme={themeConfig}
      csp={PAGE_CSP}
      locale={antdLocale}
      direction={languageDirection(language)}
    >
      {children}
    </ConfigProvider>
  );
}
