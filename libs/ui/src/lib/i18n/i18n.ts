import i18n, { type FormatterModule, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@portal/util';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './common-en';
import { frameEn } from './frame-en';

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

type Strings = Record<string, unknown>;

/** Loads one language's strings of a namespace: `() => import('./ar').then((m) => m.ar)`. */
export type TranslationLoader = () => Promise<Strings>;

/**
 * Translations of one namespace: the English strings themselves (the fallback, always there) and, for every other
 * language, a loader, so a student downloads only the language they read (issue 15):
 * `{ en, 'zh-CN': () => import('./zh-CN').then((m) => m.zhCN), ar: () => import('./ar').then((m) => m.ar) }`.
 */
export type NamespaceResources = { en: Strings } & Record<Exclude<Language, 'en'>, TranslationLoader>;

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Every value put into a right-to-left string (`{{amount}}`, `{{reference}}`, `{{name}}`) is isolated from the words
 * around it and takes its own direction (Unicode's first-strong isolate, the plain-text twin of `<bdi>`): an
 * amount, a phone number or an invoice number with no letter of its own reads left to right, an English name keeps
 * its punctuation, an Arabic one reads right to left. Without it the bidi algorithm lays the digit groups of "+44 20
 * 7946 0110" out from the right. Left-to-right strings need no isolation for left-to-right values, and get none
 * (their text stays what it was). The portal formats its amounts and dates itself (util), so its strings name no
 * i18next formats.
 */
const isolatingFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => {
    throw new Error('The portal formats amounts and dates in @portal/util, not through i18next formats.');
  },
  addCached: () => {
    throw new Error('The portal formats amounts and dates in @portal/util, not through i18next formats.');
  },
  // i18next hands over any value (undefined for a missing one, which it then reports): only text and numbers change.
  format: (value, _format, lng) =>
    (typeof value === 'string' || typeof value === 'number') && i18n.dir(lng) === 'rtl'
      ? `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`
      : value,
};

if (!i18n.isInitialized) {
  void i18n
    .use(initReactI18next)
    .use(isolatingFormatter)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: ['common', 'frame'],
      resources: { en: { common: commonEn, frame: frameEn } } satisfies Resource,
      partialBundledLanguages: true,
      // Every interpolated value goes through the isolating formatter above.
      interpolation: { escapeValue: false, alwaysFormat: true },
      // Strings that arrive while a page shows (a language loaded late) re-render it.
      react: { bindI18nStore: 'added' },
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
}

const registered = new Map<string, NamespaceResources>();
const loading = new Map<string, Promise<void>>();
/** The language the portal shows or is about to show: namespaces registered meanwhile load their strings in it. */
let wanted: Language = DEFAULT_LANGUAGE;

/** One namespace's strings in one language, loaded once; a failed load (offline) is tried again next time. */
function loadStrings(language: Language, namespace: string): Promise<void> {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}/${namespace}`;
  let load = loading.get(key);
  if (!load) {
    const loader = registered.get(namespace)?.[language as Exclude<Language, 'en'>];
    load = (loader ? loader() : Promise.resolve({})).then(
      (strings: Strings) => void i18n.addResourceBundle(language, namespace, strings, true, true),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/**
 * Registers a lib's strings: `addTranslations('invoices', { en, 'zh-CN': () => import('./zh-CN').then((m) =>
 * m.zhCN), ar: () => import('./ar').then((m) => m.ar) })`, each translation typed `Translation<typeof en>` in its own
 * file beside `en.ts`. English is there at once; another language loads when it is shown.
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  if (registered.has(namespace)) return;
  registered.set(namespace, resources);
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, resources.en, true, true);
  // Shown in another language already: this lib's strings follow (translationsReady waits for them).
  if (wanted !== DEFAULT_LANGUAGE) loadStrings(wanted, namespace).catch(() => undefined);
}

/**
 * Loads every registered namespace's strings in `language` and makes it the language namespaces registered later
 * load in too. Rejects when a file could not be fetched (that namespace shows English until it is tried again).
 */
export function loadLanguage(language: Language): Promise<void> {
  wanted = language;
  return Promise.all([...registered.keys()].map((namespace) => loadStrings(language, namespace))).then(
    () => undefined,
  );
}

/** Resolves once the strings of the language being shown are in for every namespace registered so far. */
export function translationsReady(): Promise<void> {
  return loadLanguage(wanted).catch(() => undefined);
}

addTranslations('common', {
  en: commonEn,
  'zh-CN': () => import('./common-zh-CN').then((m) => m.commonZhCN),
  ar: () => import('./common-ar').then((m) => m.commonAr),
});
addTranslations('frame', {
  en: frameEn,
  'zh-CN': () => import('./frame-zh-CN').then((m) => m.frameZhCN),
  ar: () => import('./frame-ar').then((m) => m.frameAr),
});

export { i18n };
