import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { daysUntil, formatDate } from './dates';
import { layoutSizeFor } from './breakpoints';
import { paths } from './paths';

describe('formatting', () => {
  it('shows GBP in en-US format by default', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(10, 'EUR')).toBe('€10.00');
  });

  it('falls back to GBP for a currency code that is not one', () => {
    expect(formatMoney(1, 'pounds')).toBe('£1.00');
  });

  it('formats ISO dates and leaves unreadable ones as given', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(daysUntil('2026-03-10', new Date('2026-03-05T12:00:00Z'))).toBe(5);
  });

  it('maps widths to the layout breakpoints of the spec', () => {
    expect([575, 576, 767, 768, 1023, 1024, 1439, 1440, 1919, 1920].map(layoutSizeFor)).toEqual([
      'xs',
      'sm',
      'sm',
      'md',
      'md',
      'lg',
      'lg',
      'xl',
      'xl',
      'xxl',
    ]);
  });

  it('builds route paths with encoded segments', () => {
    expect(paths.invoice(7)).toBe('/panel/invoices/7');
    expect(paths.invoices('status=unpaid')).toBe('/panel/invoices?status=unpaid');
    expect(paths.pay('invoice', 7)).toBe('/panel/pay/invoice/7');
  });
});
