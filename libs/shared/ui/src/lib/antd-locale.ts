import { addTranslations, type Language } from '@portal/ui-light';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's own texts in each language. Like the portal's strings, only the language shown is downloaded:
 * English is here; another language's locale loads with that language's strings (a namespace of its own, so
 * `translationsReady` and a language change wait for it too), and until then antd speaks English. Registered when
 * antd's provider loads (the lazy routes wait for the strings their chunk registered: `stringsBeforeRender`).
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

/** antd's own texts for a language: English until that language's locale has loaded. */
export const antdLocaleFor = (language: Language): AntdLocale => ANTD_LOCALES[language] ?? enUS;
