import { readStoredLanguage } from '@portal/data-access';
import { i18n } from '@portal/ui';
import { languageDirection, setDateLanguage, type Language } from '@portal/util';
import './i18n/register';

/**
 * Shows the portal in `language`: dates, the strings (i18n), and `<html lang dir>` (Arabic right to left), as
 * index.html's inline script set them before the first paint. Start-up calls it before the first render, the
 * shell whenever the student chooses another language.
 */
export function applyLanguage(language: Language): void {
  setDateLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageDirection(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Start-up: the remembered language (anything else stored is English) before the first render. */
export function startLanguage(): void {
  applyLanguage(readStoredLanguage());
}
