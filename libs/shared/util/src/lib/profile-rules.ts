import { isIsoDate } from './dates';
import { toSafeReturnPath } from './safe-path';

/**
 * The profile's rules, shared by the profile form (messages at the field) and the demo API (400 with
 * field errors), so both refuse the same input. Errors are codes; each side words them itself.
 */
export type ProfileFieldError =
  'required' | 'email' | 'phone' | 'date' | 'birthdayFuture' | 'schoolDates' | 'image' | 'tooLong';

export const PROFILE_TEXT_MAX = 120;
/** The longest phone number the API keeps. */
export const PHONE_MAX = 30;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

export const isValidEmail = (value: string): boolean =>
  value.length <= PROFILE_TEXT_MAX && EMAIL_PATTERN.test(value);
/**
 * The one phone rule (profile, services' forms, the demo API): digits with spaces, ( ) and -, an optional
 * leading +, at least 6 digits, at most PHONE_MAX characters.
 */
export const isValidPhone = (value: string): boolean =>
  value.length <= PHONE_MAX && PHONE_PATTERN.test(value) && (value.match(/\d/g) ?? []).length >= 6;

/** An http(s) URL, or a path on the same origin ("/avatars/ana.svg"); anything else (javascript:, data:) is null. */
export function toSafeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (value.startsWith('/')) return toSafeReturnPath(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const REQUIRED = ['student_firstname', 'student_lastname', 'email'] as const;
const TEXT_FIELDS = [
  'student_firstname',
  'student_lastname',
  'student_address',
  'student_passport_no',
  'student_school',
] as const;
const DATE_FIELDS = ['student_birthday', 'student_school_start_date', 'student_school_end_date'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The field errors of a profile update; an empty object when it may be saved. `today` is yyyy-mm-dd. */
export function validateProfile(
  profile: Record<string, unknown>,
  today: string,
): Record<string, ProfileFieldError> {
  const errors: Record<string, ProfileFieldError> = {};
  for (const field of TEXT_FIELDS)
    if (text(profile[field]).length > PROFILE_TEXT_MAX) errors[field] = 'tooLong';
  for (const field of REQUIRED) if (!text(profile[field])) errors[field] = 'required';
  const email = text(profile['email']);
  if (email && !isValidEmail(email)) errors['email'] = 'email';
  for (const field of ['student_phone', 'student_alternative_phone']) {
    const phone = text(profile[field]);
    if (phone && !isValidPhone(phone)) errors[field] = 'phone';
  }
  for (const field of DATE_FIELDS) {
    const value = text(profile[field]);
    if (value && !isIsoDate(value)) errors[field] = 'date';
  }
  const birthday = text(profile['student_birthday']);
  if (!errors['student_birthday'] && birthday && birthday >= today)
    errors['student_birthday'] = 'birthdayFuture';
  const start = text(profile['student_school_start_date']);
  const end = text(profile['student_school_end_date']);
  if (
    !errors['student_school_start_date'] &&
    !errors['student_school_end_date'] &&
    start &&
    end &&
    start >= end
  ) {
    errors['student_school_end_date'] = 'schoolDates';
  }
  const image = text(profile['image']);
  if (image && !toSafeImageUrl(image)) errors['image'] = 'image';
  return errors;
}
