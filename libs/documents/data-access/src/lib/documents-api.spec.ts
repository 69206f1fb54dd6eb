import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFieldErrors } from '@portal/data-access';
import { toDocumentFileUrl } from './documents-api';

const API = 'https://api.portal.test';

describe('document file URLs', () => {
  it('lets through http(s) URLs on the API host only', () => {
    expect(toDocumentFileUrl(`${API}/student_portal/my_documents/1/file`, API)).toBe(
      `${API}/student_portal/my_documents/1/file`,
    );
    expect(toDocumentFileUrl('/student_portal/my_documents/1/file', API)).toBe(
      `${API}/student_portal/my_documents/1/file`,
    );
    expect(toDocumentFileUrl('https://evil.example/file', API)).toBeNull();
    expect(toDocumentFileUrl('//evil.example/file', API)).toBeNull();
    expect(toDocumentFileUrl('javascript:alert(1)', API)).toBeNull();
    expect(toDocumentFileUrl('data:text/plain,hi', API)).toBeNull();
    expect(toDocumentFileUrl('http://api.portal.test/file', API)).toBeNull();
  });

  it('never answers a URL on another origin, whatever the API sends', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
        const safe = toDocumentFileUrl(value, API);
        if (safe !== null) expect(new URL(safe).origin).toBe(API);
      }),
    );
  });
});

describe('field errors', () => {
  it('reads the fields of a 400 and nothing else', () => {
    expect(readFieldErrors({ status: 400, data: { error: { fields: { email: 'Taken' } } } })).toEqual({
      email: 'Taken',
    });
    expect(readFieldErrors({ status: 400, data: { error: { message: 'Bad' } } })).toBeNull();
    expect(readFieldErrors({ status: 500, data: { error: { fields: { email: 'Taken' } } } })).toBeNull();
    expect(readFieldErrors({ status: 400, data: { error: { fields: { email: 42 } } } })).toBeNull();
    expect(readFieldErrors(undefined)).toBeNull();
  });
});
