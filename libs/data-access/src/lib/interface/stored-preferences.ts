import { asLanguage, type Language } from '@portal/util';

// The student's theme and language choices in local storage: read before the first paint (index.html's inline
// script reads the same keys) and by the sign-in page, which starts without the store.
const THEME_STORAGE_KEY = 'user-theme-mode';
/** The student's language, read before the first paint by index.html's inline script as the theme is. */
export const LANGUAGE_STORAGE_KEY = 'user-language';
export type ThemeMode = 'light' | 'dark';

/** The mirrored theme choice, so even the state before rehydration (and the first paint) has it right. */
export function readStoredThemeMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage may be unavailable; the choice then lasts for this visit only.
  }
}

/** The remembered language; anything else stored (or no storage) is English. */
export function readStoredLanguage(): Language {
  try {
    return asLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return asLanguage(null);
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable; the choice then lasts for this visit only.
  }
}
