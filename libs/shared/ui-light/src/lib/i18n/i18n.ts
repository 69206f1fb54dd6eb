import i18n, { type FormatterModule, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@portal/util';
import resourcesToBackend from 'i18next-resources-to-backend';
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
 * merging (`declare module '@portal/ui-light' { interface PortalResources { invoices: typeof en } }`), so `t('...')` with a
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
 * language, a loader, so a student downloads only the language they read:
 * `{ en, 'zh-CN': () => import('./zh-CN').then((m) => m.zhCN), ar: () => import('./ar').then((m) => m.ar) }`.
 */
export type NamespaceResources = { en: Strings } & Record<Exclude<Language, 'en'>, TranslationLoader>;

/** Every namespace's translations, as its lib registered them: i18next's backend reads them from here. */
const translations = new Map<string, NamespaceResources>();

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
    // English is bundled (`resources`); another language's strings of a namespace are downloaded by i18next's
    // backend the first time that language is shown with that namespace, from the lib's dynamic import.
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        language === DEFAULT_LANGUAGE
          ? {}
          : (translations.get(namespace)?.[language as Exclude<Language, 'en'>]?.() ?? {}),
      ),
    )
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      // 'zh-CN' alone, not 'zh' too: the portal has no strings for a bare language code.
      load: 'currentOnly',
      defaultNS: 'common',
      ns: ['common', 'frame'],
      resources: { en: { common: commonEn, frame: frameEn } } satisfies Resource,
      partialBundledLanguages: true,
      // Every interpolated value goes through the isolating formatter above.
      interpolation: { escapeValue: false, alwaysFormat: true },
      // Strings that arrive while a page shows (a language loaded late) re-render it; nothing suspends for them.
      react: { bindI18nStore: 'added', useSuspense: false },
      initAsync: false,
      returnNull: false,
    });
}

/**
 * Registers a lib's strings: `addTranslations('invoices', { en, 'zh-CN': () => import('./zh-CN').then((m) =>
 * m.zhCN), ar: () => import('./ar').then((m) => m.ar) })`, each translation typed `Translation<typeof en>` in its own
 * file beside `en.ts`. English is there at once; i18next loads another language when it is shown (and at once when
 * it is shown already, or about to be: `loadLanguage`).
 */
export function addTranslations(namespace: string, resources: NamespaceResources): void {
  if (translations.has(namespace)) return;
  translations.set(namespace, resources);
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, resources.en, true, true);
  void i18n.loadNamespaces(namespace);
}

/**
 * Has i18next load every namespace's strings in `language` (the one about to be shown): those registered so far
 * now, those registered later as they are (i18next's `preload`). Resolves once they are in; a file that could not be
 * fetched (offline) leaves its namespace in English.
 */
export function loadLanguage(language: Language): Promise<void> {
  i18n.options.preload = language === DEFAULT_LANGUAGE ? [] : [language];
  return i18n.loadNamespaces([...translations.keys()]);
}

/** Resolves once the strings of the language being shown are in for every namespace registered so far. */
export function translationsReady(): Promise<void> {
  return i18n.loadNamespaces([...translations.keys()]);
}

/**
 * A lazy route's loading that ends once the strings its chunk registered are in. Each page's chunk registers its
 * lib's strings, which in a language other than English download then, so the page shows in the student's language
 * from its first frame (never its keys or English first). Every lazy route takes it through lazyRoute (lazy-route.ts).
 */
export function stringsBeforeRender<Args extends unknown[], Loaded>(
  lazy: (...args: Args) => Promise<Loaded>,
): (...args: Args) => Promise<Loaded> {
  return async (...args) => {
    const loaded = await lazy(...args);
    await translationsReady();
    return loaded;
  };
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
