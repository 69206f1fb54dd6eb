import { asLanguage, type Language } from '@portal/util';

/**
 * Everything the portal keeps in the browser, by key, and the one road to it. Nothing else in the portal touches
 * `localStorage`. Tokens and the student are never kept.
 *
 * - `persist:interface`: the interface state (the sidebar, the estimates' country), kept by redux-persist through
 *   `createPersistStorage` (persist-storage.ts). Two of its fields are laid out under keys of their own, as plain strings, because they are
 *   read before any module runs:
 *   - `user-theme-mode` (`light` | `dark`; the spec's key): the theme the student chose, read by index.html's inline
 *     script to paint the right background;
 *   - `user-language`: the language, read by that script for `<html lang dir>` and by the sign-in page, which starts
 *     without the store.
 *   - `portal-keep-on-device` (`off`, or nothing: on): the setting "Keep my data on this device", read by the boot
 *     before it reads the kept answers.
 *   The store reads them at its start through the same layout (`readKeptInterface`), so its first render already
 *   has them; redux-persist's rehydration then finds the same values.
 * - `persist:paypalApprovals`: the PayPal approvals whose capture has not reached the API yet, kept by redux-persist
 *   while there are any (libs/payments/data-access, payments-persistence.ts; older versions kept them in `persist:interface`).
 * - `portal-basket:<student_id>`: each student's basket (`keptBasket`, libs/shop/data-access, basket-store.ts).
 * - `portal-draft:<student_id>:<scope>`: what a student typed and has not sent yet (libs/support/data-access, drafts.ts).
 *
 * The student's own API answers are kept in IndexedDB (`portal-kept`), not here: kept/kept-answers.ts.
 *
 * Storage may be unavailable (blocked, full): a value then reads as its default and lasts for this visit only.
 */
interface Kept<T> {
  readonly key: string;
  read(): T;
  /** Writes the value; `null` (or an empty value, as the entry decides) removes it. */
  write(value: T | null): void;
}

export type ThemeMode = 'light' | 'dark';

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
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

/** A theme as it is kept; anything else stored is no choice (the portal follows the system's). */
export const asThemeMode = (value: unknown): ThemeMode | null =>
  value === 'dark' || value === 'light' ? value : null;

/**
 * The setting "Keep my data on this device" as it is kept: only its `off` is stored (a student who never turned it
 * off has it on); anything else stored is on.
 */
export function asKeepOnDevice(value: unknown): 'off' | null {
  return value === 'off' || value === false ? 'off' : null;
}

/** The interface state's fields laid out under keys of their own, each as its plain string, and how each reads. */
export const PLAIN_FIELDS = {
  chosenTheme: { key: 'user-theme-mode', read: asThemeMode },
  language: { key: 'user-language', read: asLanguage },
  keepOnDevice: { key: 'portal-keep-on-device', read: asKeepOnDevice },
} as const;

/**
 * The interface state's fields that are read before the store has rehydrated (boot, the sign-in page, the store's
 * initial state), from where redux-persist's storage lays them out; index.html's inline script reads the same keys.
 * Anything else stored reads as no choice: the system's theme, English.
 */
export function readKeptInterface(): {
  chosenTheme: ThemeMode | null;
  language: Language;
  keepOnDevice: boolean;
} {
  return {
    chosenTheme: PLAIN_FIELDS.chosenTheme.read(readItem(PLAIN_FIELDS.chosenTheme.key)),
    language: PLAIN_FIELDS.language.read(readItem(PLAIN_FIELDS.language.key)),
    keepOnDevice: PLAIN_FIELDS.keepOnDevice.read(readItem(PLAIN_FIELDS.keepOnDevice.key)) !== 'off',
  };
}

export const readStoredLanguage = (): Language => readKeptInterface().language;

/**
 * The sign-in page's choice of language, where no store runs: written where redux-persist's storage keeps the
 * interface state's language, so the store starts with it (and rehydrates it) once the student is in.
 */
export const storeLanguage = (language: Language): void => writeItem(PLAIN_FIELDS.language.key, language);
