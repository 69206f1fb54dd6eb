// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addTranslations, i18n, loadLanguage } from './i18n';

afterAll(async () => {
  await loadLanguage('en');
  await i18n.changeLanguage('en');
});

describe('strings per language and per namespace', () => {
  it('downloads a namespace’s other language only once it is shown, and a later namespace’s with its lib', async () => {
    const first = {
      'zh-CN': vi.fn(async () => ({ hello: '你好' })),
      ar: vi.fn(async () => ({ hello: 'مرحبا' })),
    };
    addTranslations('lazy-first', { en: { hello: 'Hello' }, ...first });
    expect(i18n.getResource('en', 'lazy-first', 'hello')).toBe('Hello');
    expect(first.ar).not.toHaveBeenCalled();
    expect(first['zh-CN']).not.toHaveBeenCalled();

    await loadLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(i18n.getResource('ar', 'lazy-first', 'hello')).toBe('مرحبا');
    expect(first.ar).toHaveBeenCalledTimes(1);
    expect(first['zh-CN']).not.toHaveBeenCalled();

    // A lib whose page loads later (its register.ts runs then) gets its strings in the language shown.
    const later = {
      'zh-CN': vi.fn(async () => ({ bye: '再见' })),
      ar: vi.fn(async () => ({ bye: 'وداعا' })),
    };
    addTranslations('lazy-later', { en: { bye: 'Goodbye' }, ...later });
    await loadLanguage('ar');
    expect(i18n.getResource('ar', 'lazy-later', 'bye')).toBe('وداعا');
    expect(later.ar).toHaveBeenCalledTimes(1);
    expect(later['zh-CN']).not.toHaveBeenCalled();
    expect(first.ar).toHaveBeenCalledTimes(1);
  });
});
