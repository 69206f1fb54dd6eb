import { readStoredLanguage } from '@portal/data-access';
import { i18n, loadLanguage } from '@portal/ui-light';
import { afterPaint, languageDirection, setDateLanguage, type Language } from '@portal/util';
import './i18n/register';

let latest: Language | null = null;

/** The portal in `language` at once: dates, the strings (i18n) and `<html lang dir>` (Arabic right to left). */
function showLanguage(language: Language): void {
  setDateLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageDirection(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/**
 * Shows the portal in `language` once its strings are in (each language's strings are downloaded when a student
 * first chooses it; until then the page stays in the language it was in). A file that cannot be fetched (offline)
 * leaves those strings in English. Resolves true when `language` is shown, false when another choice came after it.
 */
export async function applyLanguage(language: Language): Promise<boolean> {
  latest = language;
  await loadLanguage(language).catch(() => undefined);
  // A change re-renders every page in the new strings, synchronously (react-i18next reads i18next through
  // useSyncExternalStore, which React never renders in a transition): it waits for the frame of the click that chose
  // it (the menu closing), so that click paints first (INP; docs/performance.md).
  if (i18n.language !== language) await afterPaint();
  if (latest !== language) return false;
  showLanguage(language);
  return true;
}

/**
 * Start-up: the remembered language (anything else stored is English) before the first render, as index.html's
 * inline script set `<html lang dir>`. boot.ts has loaded its strings with the stage (translationsReady).
 */
export function startLanguage(): void {
  const language = readStoredLanguage();
  latest = language;
  // Namespaces registered from now on (the pages' chunks) load their strings in it too.
  loadLanguage(language).catch(() => undefined);
  showLanguage(language);
}
