import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, isIsoDate, isoInDays, isoToday } from './dates';

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
    expect(isIsoDate(20260228)).toBe(false);
  });
});

describe('formatDateTime', () => {
  it('shows an event time in the city, summer and winter', () => {
    expect(formatDateTime('2026-12-05T19:30:00Z')).toBe('Sat, Dec 5, 2026, 7:30 PM');
    expect(formatDateTime('2026-07-04T18:00:00Z')).toBe('Sat, Jul 4, 2026, 7:00 PM');
    expect(formatTime('2026-12-05T23:30:00Z')).toBe('11:30 PM');
  });

  it('shows an unreadable value as given', () => {
    expect(formatDateTime('soon')).toBe('soon');
    expect(formatDate('2026-13-45')).toBe('2026-13-45');
  });
});
