import i18n, { type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@portal/util';
import { initReactI18next } from 'react-i18next';
import { commonAr } from './common-ar';
import { commonEn } from './common-en';
import { commonZhCN } from './common-zh-CN';
import { frameAr } from './frame-ar';
import { frameEn } from './frame-en';
import { frameZhCN } from './frame-zh-CN';

// The languages a student can choose live in util (the store and the dates read them too); ui passes them on.
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@portal/util';

/** Plural forms some languages need beyond English's `_one`/`_other` (Arabic has all six, Chinese only `_other`). */
type ExtraPluralKey = `${string}_${'zero' | 'two' | 'few' | 'many'}`;

/**
 * A translation of a namespace's English strings: every key of `en`, each a string (so a missing or misspelt key
 * fails the type check), plus the extra plural forms the language needs.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { [plural: ExtraPluralKey]: string };

/**
 * Every namespace's strings, keyed by namespace. Each lib adds its own in its `i18n/register.ts` by declaration
 * merging (`declare module '@portal/ui' { interface PortalResources { invoices: typeof en } }`), so `t('...')` with a
 * key that does not exist fails the type check.
 */
export interface PortalResources {
  common: typeof commonEn;
  frame: typeof frameEn;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: PortalResources;
  }
}

/** Translations of one namespace, per language: `{ en, 'zh-CN': zhCN, ar }`. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: ['common', 'frame'],
    resources: {
      en: { common: commonEn, frame: frameEn },
      'zh-CN': { common: commonZhCN, frame: frameZhCN },
      ar: { common: commonAr, frame: frameAr },
    } satisfies Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
}

/**
 * Registers a lib's strings in every supported language: `addTranslations('invoices', { en, 'zh-CN': zhCN, ar })`,
 * each translation typed `Translation<typeof en>` in its own file beside `en.ts`.
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  for (const [language, strings] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, strings, true, true);
  }
}

export { i18n };
