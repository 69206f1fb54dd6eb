import { DEFAULT_LANGUAGE, type Language } from '@portal/util';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { createContext, useContext } from 'react';
import { addTranslations } from './i18n/i18n';
import type { ThemeModeName } from './theme-mode';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's own texts in each language. Like the portal's strings, only the language shown is downloaded:
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
 * one per answer): antd and its icons give it to the <style> elements they write (the theme's variables, the
 * icons' base rule), the only styles the page writes at run time. The browser hides the attribute once parsed; the `nonce` property keeps it.
 */
function pageCspNonce(): { nonce?: string } {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return nonce ? { nonce } : {};
}
export const PAGE_CSP = pageCspNonce();

export interface ThemeSettings {
  mode: ThemeModeName;
  language: Language;
  /** antd's own texts for the language, English until that language's locale has loaded. */
  antdLocale: AntdLocale;
}

export const ThemeSettingsContext = createContext<ThemeSettings>({
  mode: 'light',
  language: DEFAULT_LANGUAGE,
  antdLocale: enUS,
});

/** antd's own texts for a language: English until that language's locale has loaded. */
export const antdLocaleFor = (language: Language): AntdLocale => ANTD_LOCALES[language] ?? enUS;

/** The theme mode and language of the nearest ThemeModeProvider (antd-provider.tsx gives them to antd). */
export const useThemeSettings = () => useContext(ThemeSettingsContext);
