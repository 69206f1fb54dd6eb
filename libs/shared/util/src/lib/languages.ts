/** The languages a student can choose; `en` is the source every other language is checked against. */
export const SUPPORTED_LANGUAGES = ['en', 'zh-CN', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the language control lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  ar: 'العربية',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** A stored or requested language as the portal uses it; anything else (tampered, unknown) is English. */
export const asLanguage = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** Arabic is written right to left; the others left to right. */
export const languageDirection = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The Intl locale dates are written in for each language (English keeps the portal's "Mar 5, 2026"). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', 'zh-CN': 'zh-CN', ar: 'ar' };
