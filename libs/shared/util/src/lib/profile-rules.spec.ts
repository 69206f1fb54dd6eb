import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, toSafeImageUrl, validateProfile } from './profile-rules';

const valid = {
  student_firstname: 'Ana',
  student_lastname: 'Silva',
  email: 'ana@example.com',
  student_phone: '+44 7700 900123',
  student_alternative_phone: '',
  student_birthday: '2003-04-18',
  student_school_start_date: '2026-09-07',
  student_school_end_date: '2027-06-25',
  image: '/avatars/ana.svg',
};

describe('profile rules', () => {
  it('accepts a complete, consistent profile', () => {
    expect(validateProfile(valid, '2026-11-22')).toEqual({});
  });

  it('names every field it refuses', () => {
    expect(
      validateProfile(
        {
          ...valid,
          student_firstname: '  ',
          email: 'ana@',
          student_phone: '12ab',
          student_birthday: '2027-01-01',
          student_school_start_date: '2027-07-01',
          image: 'javascript:alert(1)',
        },
        '2026-11-22',
      ),
    ).toEqual({
      student_firstname: 'required',
      email: 'email',
      student_phone: 'phone',
      student_birthday: 'birthdayFuture',
      student_school_end_date: 'schoolDates',
      image: 'image',
    });
    expect(validateProfile({ ...valid, student_birthday: '2001-02-30x' }, '2026-11-22')).toEqual({
      student_birthday: 'date',
    });
    expect(validateProfile({ ...valid, student_birthday: '2026-11-22' }, '2026-11-22')).toEqual({
      student_birthday: 'birthdayFuture',
    });
  });

  it('checks emails and phones', () => {
    expect(isValidEmail('a.b@c.co.uk')).toBe(true);
    expect(isValidEmail('a b@c.com')).toBe(false);
    expect(isValidEmail('ab@c')).toBe(false);
    expect(isValidPhone('+44 (20) 7946-0958')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('phone me')).toBe(false);
    expect(isValidPhone('(020) 7946 0958')).toBe(true);
    expect(isValidPhone('(((-)))')).toBe(false);
    expect(isValidPhone(`+${'1'.repeat(30)}`)).toBe(false);
  });

  it('lets only http(s) URLs and same-origin paths through as an image', () => {
    expect(toSafeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(toSafeImageUrl('/avatars/ana.svg')).toBe('/avatars/ana.svg');
    expect(toSafeImageUrl('//evil.example/a.png')).toBeNull();
    expect(toSafeImageUrl('data:image/png;base64,AAAA')).toBeNull();
    fc.assert(
      fc.property(fc.string(), (value) => {
        const safe = toSafeImageUrl(value);
        if (safe === null) return;
        expect(safe.startsWith('/') || /^https?:\/\//.test(safe)).toBe(true);
        expect(safe.startsWith('//')).toBe(false);
      }),
    );
  });
});
