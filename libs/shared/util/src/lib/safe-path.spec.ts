import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSafePanelPath, toSafeReturnPath } from './safe-path';

describe('toSafeReturnPath', () => {
  it.each(['/panel/invoices', '/panel/invoices?status=unpaid&page=2', '/panel/invoices/12#lines', '/auth'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(toSafeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/panel',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/panel',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'panel/invoices',
    '/panel\u0000',
    '',
    ' /panel',
  ])('drops %j', (path) => {
    expect(toSafeReturnPath(path)).toBeNull();
  });

  it('drops values that are not strings', () => {
    expect(toSafeReturnPath(undefined)).toBeNull();
    expect(toSafeReturnPath({ pathname: '/panel' })).toBeNull();
  });

  it('never returns a path that resolves to another origin, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (input) => {
          const result = toSafeReturnPath(input);
          if (result === null) return true;
          return (
            new URL(result, 'https://portal.invalid').origin === 'https://portal.invalid' &&
            result.startsWith('/')
          );
        },
      ),
    );
  });
});

describe('toSafePanelPath', () => {
  it('accepts panel paths only', () => {
    expect(toSafePanelPath('/panel/invoices/3')).toBe('/panel/invoices/3');
    expect(toSafePanelPath('/auth')).toBeNull();
    expect(toSafePanelPath('/panelx')).toBeNull();
  });
});
