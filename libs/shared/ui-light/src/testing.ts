import type { Language } from '@portal/util';
import { afterAll, beforeAll } from 'vitest';
import { i18n, loadLanguage } from './lib/i18n/i18n';

/**
 * Runs a spec file's tests in `language`: the pages' modules are imported first (so their strings are
 * registered), then every namespace's strings in that language are loaded; English comes back after them.
 */
export function readingIn(language: Language, ...pages: Array<() => Promise<unknown>>): void {
  beforeAll(async () => {
    for (const page of pages) await page();
    await loadLanguage(language);
    await i18n.changeLanguage(language);
  }, 60_000);
  afterAll(async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
  });
}

/** The direction the nearest element with one of its own (a bdi, an element with `dir`) gives `element`. */
export const directionAround = (element: HTMLElement) => element.closest('[dir]')?.getAttribute('dir');
