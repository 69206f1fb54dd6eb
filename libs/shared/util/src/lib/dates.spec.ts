import { afterEach, describe, expect, it } from 'vitest';
import {
  dateLocale,
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatTime,
  isIsoDate,
  isoInDays,
  isoToday,
  setDateLanguage,
} from './dates';
import { dateTimeFormat, numberFormat } from './intl-cache';
import { asLanguage, languageDirection } from './languages';

describe('ISO dates', () => {
  it('writes today and days around it as yyyy-mm-dd in UTC', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    expect(isoToday(now)).toBe('2026-03-31');
    expect(isoInDays(1, now)).toBe('2026-04-01');
    expect(isoInDays(-31, now)).toBe('2026-02-28');
  });

  it('accepts only calendar dates written yyyy-mm-dd', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-2-28')).toBe(false);
    expect(isIsoDate('2026-02-28T10:00:00Z')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate(20260228)).toBe(false);
  });
});

describe('formatDateTime', () => {
  it('shows an event time in the city, summer and winter', () => {
    expect(formatDateTime('2026-12-05T19:30:00Z')).toBe('Sat, Dec 5, 2026, 7:30 PM');
    expect(formatDateTime('2026-07-04T18:00:00Z')).toBe('Sat, Jul 4, 2026, 7:00 PM');
    expect(formatTime('2026-12-05T23:30:00Z')).toBe('11:30 PM');
  });

  it('names the time zone of a moment on a receipt, summer and winter', () => {
    expect(formatDateTimeWithZone('2026-12-05T19:30:00Z')).toBe(
      'Sat, Dec 5, 2026, 7:30 PM Greenwich Mean Time',
    );
    expect(formatDateTimeWithZone('2026-07-04T18:00:00Z')).toBe(
      'Sat, Jul 4, 2026, 7:00 PM British Summer Time',
    );
  });

  it('names the zone, never an offset, in every language (a sponsor’s receipt reads as the student’s)', () => {
    for (const locale of ['en-US', 'zh-CN', 'ar'])
      for (const moment of ['2026-12-05T19:30:00Z', '2026-07-04T18:00:00Z'])
        expect(formatDateTimeWithZone(moment, locale)).not.toMatch(/[+-]\d/);
    expect(formatDateTimeWithZone('2026-12-05T19:30:00Z', 'ar')).toContain('توقيت غرينتش');
    expect(formatDateTimeWithZone('2026-12-05T19:30:00Z', 'zh-CN')).toContain('格林尼治标准时间');
  });

  it('shows an unreadable value as given', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });
});

describe('dates in the student language', () => {
  afterEach(() => setDateLanguage('en'));

  it('writes dates in the chosen language, English by default', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    setDateLanguage('zh-CN');
    expect(dateLocale()).toBe('zh-CN');
    expect(formatDate('2026-03-05')).toBe('2026年3月5日');
    setDateLanguage('ar');
    expect(formatDate('2026-03-05')).toMatch(/مارس/);
  });

  it('builds one formatter per locale and options and reuses it', () => {
    const options = { year: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }));
    expect(dateTimeFormat('ar', options)).not.toBe(dateTimeFormat('en-US', options));
    expect(numberFormat('en-US', { style: 'currency', currency: 'GBP' })).toBe(
      numberFormat('en-US', { style: 'currency', currency: 'GBP' }),
    );
  });

  it('takes only the supported languages; anything else is English', () => {
    expect(asLanguage('ar')).toBe('ar');
    expect(asLanguage('zh-CN')).toBe('zh-CN');
    expect(asLanguage('fr')).toBe('en');
    expect(asLanguage(null)).toBe('en');
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('zh-CN')).toBe('ltr');
  });
});
