import { describe, expect, it } from 'vitest';
import { defaultFieldDataUrl, parseSampleRate, routePatternOf } from './field-data';

describe('field data settings and routes', () => {
  it("names a route by its matched routes' paths, relative ones joined, layout routes without a path skipped", () => {
    expect(routePatternOf([undefined, '/panel', undefined, 'invoices', ':invoiceId'])).toBe(
      '/panel/invoices/:invoiceId',
    );
    expect(routePatternOf([undefined, '/panel', 'dashboard'])).toBe('/panel/dashboard');
    expect(routePatternOf(['/', 'sponsor/:token'])).toBe('/sponsor/:token');
    expect(routePatternOf([undefined, '/panel', '*'])).toBe('/panel/*');
    expect(routePatternOf([])).toBe('/');
  });

  it("sends to the demo back end's collector only when the API is on this machine", () => {
    expect(defaultFieldDataUrl('http://localhost:3333')).toBe('http://localhost:3333/__demo/field-data');
    expect(defaultFieldDataUrl('http://127.0.0.1:3391/')).toBe('http://127.0.0.1:3391/__demo/field-data');
    expect(defaultFieldDataUrl('https://api.example.com')).toBe('');
    expect(defaultFieldDataUrl('not a url')).toBe('');
  });

  it('reads a sample rate between 0 and 1, every page load when unset or unreadable', () => {
    expect(parseSampleRate(undefined)).toBe(1);
    expect(parseSampleRate('')).toBe(1);
    expect(parseSampleRate('ten')).toBe(1);
    expect(parseSampleRate('0.1')).toBe(0.1);
    expect(parseSampleRate('0')).toBe(0);
    expect(parseSampleRate('7')).toBe(1);
    expect(parseSampleRate('-1')).toBe(0);
  });
});
