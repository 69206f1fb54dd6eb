import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSafeScriptUrl } from './script-url';

describe('toSafeScriptUrl', () => {
  it('accepts https anywhere and http on this machine', () => {
    expect(toSafeScriptUrl('https://www.paypal.com/sdk/js?client-id=x&currency=GBP')).toBe(
      'https://www.paypal.com/sdk/js?client-id=x&currency=GBP',
    );
    expect(toSafeScriptUrl('http://localhost:3333/demo-gateways/paypal-sdk.js')).toBe(
      'http://localhost:3333/demo-gateways/paypal-sdk.js',
    );
    expect(toSafeScriptUrl('http://127.0.0.1:3333/x.js')).toBe('http://127.0.0.1:3333/x.js');
  });

  it('refuses everything else', () => {
    for (const bad of [
      'http://evil.example/x.js',
      'javascript:alert(1)',
      'data:text/javascript,1',
      '/x.js',
      '',
      'https://user:pw@x.example/a.js',
      'http://localhost.evil.example/x.js',
    ]) {
      expect(toSafeScriptUrl(bad)).toBeNull();
    }
    expect(toSafeScriptUrl(42)).toBeNull();
  });

  it('never throws, and only ever returns https or local http', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
        const url = toSafeScriptUrl(value);
        if (url !== null)
          expect(/^https:|^http:\/\/(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(url)).toBe(true);
      }),
    );
  });
});
