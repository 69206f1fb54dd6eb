import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseId, parseSlug } from './ids';

describe('parseId', () => {
  it('reads positive integers', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('1')).toBe(1);
  });

  it.each(['abc', '0', '-1', '4.2', '01', '1e3', ' 1', '', '99999999999999999'])('refuses %j', (segment) => {
    expect(parseId(segment)).toBeNull();
  });

  it('returns a positive safe integer or null for any string', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const id = parseId(input);
        return id === null || (Number.isSafeInteger(id) && id > 0 && String(id) === input);
      }),
    );
  });
});

describe('parseSlug', () => {
  it('reads slugs and refuses the rest', () => {
    expect(parseSlug('welcome-week_2026')).toBe('welcome-week_2026');
    expect(parseSlug('../etc')).toBeNull();
    expect(parseSlug('Has Space')).toBeNull();
  });
});
