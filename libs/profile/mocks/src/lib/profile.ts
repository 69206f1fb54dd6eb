import { http } from 'msw';
import type { ProfileUpdate } from '@portal/api-contract';
import { isoToday, validateProfile, type ProfileFieldError } from '@portal/util';
import {
  type MockDatabase,
  apiError,
  ok,
  readJson,
  type Authenticated,
  validationError,
} from '@portal/mocks-core';

/** What these handlers read of the demo's database (api-mocks composes it of every domain's store). */
type DemoDatabase = MockDatabase;

const GENDERS = ['female', 'male', 'other', 'prefer_not_to_say'];

const MESSAGES: Record<ProfileFieldError, string> = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  date: 'Enter a valid date.',
  birthdayFuture: 'The birthday must be in the past.',
  schoolDates: 'The school end date must be after the start date.',
  image: 'The image must be an http(s) address.',
  tooLong: 'This is too long.',
};

const STRING_FIELDS = [
  'student_firstname',
  'student_lastname',
  'email',
  'image',
  'student_address',
  'student_alternative_phone',
  'student_birthday',
  'student_gender',
  'student_passport_no',
  'student_phone',
  'student_school',
  'student_school_start_date',
  'student_school_end_date',
] as const;

const REQUIRED_STRINGS = new Set(['student_firstname', 'student_lastname', 'email']);

/** PUT /student_portal/profile: the same rules as the form, answered as 400 with field errors. */
export function profileHandlers(db: DemoDatabase, authenticated: Authenticated) {
  return [
    http.put(
      '*/student_portal/profile',
      authenticated(async ({ request }, student) => {
        const body = await readJson(request);
        if (!body) return apiError(400, 'invalid_request', 'Send the profile as a JSON object.');
        const fields: Record<string, string> = {};
        const changes: Record<string, unknown> = {};
        for (const field of STRING_FIELDS) {
          if (!(field in body)) continue;
          const value = body[field];
          if (value === null && !REQUIRED_STRINGS.has(field)) changes[field] = null;
          else if (typeof value === 'string')
            changes[field] = value.trim() === '' && !REQUIRED_STRINGS.has(field) ? null : value.trim();
          else fields[field] = 'This must be text.';
        }
        if ('nationality_id' in body) {
          const nationality = body['nationality_id'];
          if (
            nationality === null ||
            (typeof nationality === 'number' && Number.isSafeInteger(nationality) && nationality > 0)
          ) {
            changes['nationality_id'] = nationality;
          } else fields['nationality_id'] = 'Choose a nationality.';
        }
        const gender = changes['student_gender'];
        if (typeof gender === 'string' && !GENDERS.includes(gender))
          fields['student_gender'] = 'Choose a gender.';
        const merged = { ...student, ...changes };
        for (const [field, code] of Object.entries(
          validateProfile(merged, isoToday(new Date(db.options.now()))),
        )) {
          fields[field] ??= MESSAGES[code];
        }
        if (Object.keys(fields).length > 0) return validationError(fields);
        const saved = db.updateStudent(student.student_id, changes as Partial<ProfileUpdate>);
        return ok(saved, { message: 'Your profile was saved.', type: 'success', autoClose: 5000 });
      }),
    ),
  ];
}
