import { DEFAULT_LANGUAGE, languageDirection, type Language } from '@portal/util';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useMemo, type ReactNode } from 'react';
import { addTranslations } from './i18n/i18n';
import { createPortalTheme, PAGE_BACKGROUND, type ThemeModeName } from './theme';
import { useMediaQuery } from './use-media-query';
import { ToastsRoot } from './toasts';

interface ThemeModeProviderProps {
  mode: ThemeModeName;
  /** antd's own texts (pagination, empty tables, modals) and its direction follow the student's language. */
  language?: Language;
  children: ReactNode;
}

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's own texts in each language. Like the portal's strings, only the language shown is downloaded (issue 15):
 * English is here; another language's locale loads with that language's strings (a namespace of its own, so
 * `translationsReady` and a language change wait for it too), and until then antd speaks English.
 */
const ANTD_LOCALES: Partial<Record<Language, AntdLocale>> = { en: enUS };
const keepLocale = (language: Language) => (module: { default: AntdLocale }) => {
  ANTD_LOCALES[language] = module.default;
  return {};
};
addTranslations('antd', {
  en: {},
  'zh-CN': () => import('antd/es/locale/zh_CN').then(keepLocale('zh-CN')),
  ar: () => import('antd/es/locale/ar_EG').then(keepLocale('ar')),
});

/**
 * The page's CSP nonce, which Vite's html.cspNonce puts on `<meta property="csp-nonce">` (nginx fills in a fresh
 * one per answer): antd gives it to the <style> elements it writes its theme's variables in, the only styles the
 * page writes at run time. The browser hides the attribute once parsed; the `nonce` property keeps it.
 */
function pageCspNonce(): { nonce?: string } {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce ? { nonce } : {};
}
const CSP = pageCspNonce();

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
      csp={CSP}
      locale={ANTD_LOCALES[language] ?? enUS}
      direction={languageDirection(language)}
    >
      <ToastsRoot>{children}</ToastsRoot>
    </ConfigProvider>
  );
}
