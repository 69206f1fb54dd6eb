import { DEFAULT_LANGUAGE, languageDirection, type Language } from '@portal/util';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createPortalTheme, PAGE_BACKGROUND, type ThemeModeName } from './theme';
import { useMediaQuery } from './use-media-query';
import { ToastsRoot } from './toasts';

interface ThemeModeProviderProps {
  mode: ThemeModeName;
  /** antd's own texts (pagination, empty tables, modals) and its direction follow the student's language. */
  language?: Language;
  children: ReactNode;
}

const ANTD_LOCALES: Record<Language, NonNullable<ConfigProviderProps['locale']>> = {
  en: enUS,
  'zh-CN': zhCN,
  ar: arEG,
};

/** The student's system asks for less motion: antd animates nothing (styles.css stops CSS transitions too). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd's theme for the chosen mode, with the portal's root element and toasts (ToastsRoot) following it. The page
 * background is set on <html> too, matching what the inline script in index.html paints first.
 */
export function ThemeModeProvider({ mode, language = DEFAULT_LANGUAGE, children }: ThemeModeProviderProps) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const themeConfig = useMemo(() => createPortalTheme(mode, { reducedMotion }), [mode, reducedMotion]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset['theme'] = mode;
    root.style.colorScheme = mode;
    root.style.backgroundColor = PAGE_BACKGROUND[mode];
  }, [mode]);
  return (
    <ConfigProvider
      theme={themeConfig}
      locale={ANTD_LOCALES[language]}
      direction={languageDirection(language)}
    >
      <ToastsRoot>{children}</ToastsRoot>
    </ConfigProvider>
  );
}
