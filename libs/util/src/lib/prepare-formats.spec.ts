import { describe, expect, it, vi } from 'vitest';
import { formatDate, prepareFormats } from './dates';
import { formatMoney } from './money';

// A file of its own: no other test has built a formatter in this module's cache yet.
describe('prepareFormats', () => {
  it('prepares the amount and date formats of a language: the first screen builds no formatter', () => {
    const expectedDate = new Intl.DateTimeFormat('ar', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-03-05T00:00:00Z'));
    prepareFormats('ar');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatMoney(1250)).toBe('£1,250.00');
      expect(formatDate('2026-03-05', 'ar')).toBe(expectedDate);
      expect(numberFormats).not.toHaveBeenCalled();
      expect(dateFormats).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
      dateFormats.mockRestore();
    }
  });
});
