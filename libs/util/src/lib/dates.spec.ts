import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';

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
