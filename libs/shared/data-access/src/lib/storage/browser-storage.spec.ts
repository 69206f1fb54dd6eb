import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kept, keptJson, readKeptInterface, readStoredLanguage, storeLanguage } from './browser-storage';

const root = join(import.meta.dirname, '../../../../../..');

/** A basket kept as the shop keeps it (libs/shop/data-access's basket-store.ts): an emptied one is removed. */
const keptBasket = (studentId: number) =>
  kept(
    `portal-basket:${studentId}`,
    (raw): { basket_id: string | null; lines: unknown[] } => JSON.parse(raw ?? '{"lines":[]}'),
    (basket) => (basket.lines.length ? JSON.stringify(basket) : null),
  );

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('browser storage', () => {
  it('is the one module of the portal that touches localStorage', () => {
    const sources = ['libs', 'apps/portal/src'].flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter(
          (file) => /\/src\/.*\.tsx?$|^[^/]+\.tsx?$/.test(file) && !/\.spec\.tsx?$|testing\.tsx?$/.test(file),
        )
        .map((file) => join(root, dir, file)),
    );
    const touching = sources.filter((file) => readFileSync(file, 'utf8').includes('localStorage'));
    expect(touching.map((file) => relative(root, file))).toEqual([
      'libs/shared/data-access/src/lib/storage/browser-storage.ts',
    ]);
  });

  it('reads the theme and the language from the plain strings index.html reads before the first paint', () => {
    localStorage.setItem('user-theme-mode', 'dark');
    storeLanguage('ar');
    expect(localStorage.getItem('user-language')).toBe('ar');
    localStorage.setItem('portal-keep-on-device', 'off');
    expect(readKeptInterface()).toEqual({ chosenTheme: 'dark', language: 'ar', keepOnDevice: false });
    localStorage.setItem('user-theme-mode', 'purple');
    localStorage.setItem('user-language', 'fr');
    localStorage.setItem('portal-keep-on-device', 'maybe');
    // Anything else stored is no choice: the theme follows the system's, the data is kept (the setting's default).
    expect(readKeptInterface()).toEqual({ chosenTheme: null, language: 'en', keepOnDevice: true });
  });

  it('removes an emptied basket and reads anything unreadable as nothing', () => {
    keptBasket(1001).write({ basket_id: null, lines: [] });
    expect(localStorage.getItem('portal-basket:1001')).toBeNull();
    localStorage.setItem('portal-draft:1001:reply', '{not json');
    expect(keptJson('portal-draft:1001:reply').read()).toBeNull();
  });

  it('lasts for the visit when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => storeLanguage('ar')).not.toThrow();
    expect(readStoredLanguage()).toBe('en');
  });
});
