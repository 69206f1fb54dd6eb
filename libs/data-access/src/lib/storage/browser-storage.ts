import { asLanguage, type Language } from '@portal/util';
import type { Storage } from 'redux-persist';

/**
 * Everything the portal keeps in the browser, by key, and the one road to it: each kept value is a `Kept` here
 * (its key, how it reads back, how it is written), and the store's interface state goes through redux-persist on
 * the same storage. Nothing else in the portal touches `localStorage`. Tokens and the student are never kept.
 *
 * - `user-theme-mode`, `user-language`: the student's choices, read before the first paint by index.html's inline
 *   script (and by the sign-in page, which starts without the store), so they stay plain strings.
 * - `persist:interface`: the interface state (redux-persist), with the PayPal approvals whose capture has not
 *   reached the API yet (endpoints/paypal-approvals.ts), so a reload while offline does not lose them.
 * - `portal-basket:<student_id>`: each student's basket (`keptBasket`, basket/basket-store.ts).
 * - `portal-draft:<student_id>:<scope>`: what a student typed and has not sent yet (drafts/drafts.ts).
 *
 * Storage may be unavailable (blocked, full): a value then reads as its default and lasts for this visit only.
 */
interface Kept<T> {
  readonly key: string;
  read(): T;
  /** Writes the value; `null` (or an empty value, as the entry decides) removes it. */
  write(value: T | null): void;
}

type ThemeMode = 'light' | 'dark';

const THEME_STORAGE_KEY = 'user-theme-mode';
const LANGUAGE_STORAGE_KEY = 'user-language';

function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the value lasts for this visit only.
  }
}

/** A kept value under `key`: `parse` turns what is stored (or null) into a value; `serialize` gives null to remove. */
export function kept<T>(
  key: string,
  parse: (raw: string | null) => T,
  serialize: (value: T) => string | null,
): Kept<T> {
  return {
    key,
    read: () => parse(readItem(key)),
    write: (value) => writeItem(key, value === null ? null : serialize(value)),
  };
}

/** A kept JSON value; anything unreadable in storage (edited by hand, an old shape) is null. */
export function keptJson(key: string): Kept<unknown> {
  return kept(
    key,
    (raw) => {
      try {
        return raw === null ? null : (JSON.parse(raw) as unknown);
      } catch {
        return null;
      }
    },
    (value) => JSON.stringify(value),
  );
}

/** The student's own theme choice; null until they have made one (the portal follows the system's until then). */
export const keptThemeMode = kept<ThemeMode | null>(
  THEME_STORAGE_KEY,
  (raw) => (raw === 'dark' || raw === 'light' ? raw : null),
  (mode) => mode,
);

/** The remembered language; anything else stored (or no storage) is English. */
export const keptLanguage = kept<Language>(LANGUAGE_STORAGE_KEY, asLanguage, (language) => language);

export const readStoredLanguage = (): Language => keptLanguage.read();
export const storeLanguage = (language: Language): void => keptLanguage.write(language);

/** redux-persist's storage: the same local storage, through the same road. */
export const persistStorage: Storage = {
  getItem: async (key: string) => readItem(key),
  setItem: async (key: string, value: string) => writeItem(key, value),
  removeItem: async (key: string) => writeItem(key, null),
};
