import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './common-en';
import { frameEn } from './frame-en';

export const DEFAULT_LANGUAGE = 'en';

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

/** Translations of one namespace, per language: `{ en: {...}, fr: {...} }`. */
export type NamespaceResources = Record<string, Record<string, unknown>>;

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: 'common',
    ns: ['common', 'frame'],
    resources: { en: { common: commonEn, frame: frameEn } } satisfies Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
}

/**
 * Registers a lib's strings. A second language is one more resource file passed here:
 * `addTranslations('invoices', { en, fr })`.
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  for (const [language, strings] of Object.entries(resources)) {
    if (!i18n.hasResourceBundle(language, namespace))
      i18n.addResourceBundle(language, namespace, strings, true, true);
  }
}

export { i18n };
