import type { ProfileUpdate, Student } from '@portal/profile/data-access';

/** The form holds text ('' for nothing); the API holds null for nothing. */
export interface ProfileFormValues {
  student_firstname: string;
  student_lastname: string;
  email: string;
  student_phone: string;
  student_alternative_phone: string;
  student_birthday: string;
  student_gender: string | undefined;
  nationality_id: number | undefined;
  student_address: string;
  student_passport_no: string;
  student_school: string;
  student_school_start_date: string;
  student_school_end_date: string;
  image: string;
}

export function toFormValues(student: Student): ProfileFormValues {
  return {
    student_firstname: student.student_firstname,
    student_lastname: student.student_lastname,
    email: student.email,
    student_phone: student.student_phone ?? '',
    student_alternative_phone: student.student_alternative_phone ?? '',
    student_birthday: student.student_birthday ?? '',
    student_gender: student.student_gender ?? undefined,
    nationality_id: student.nationality_id ?? undefined,
    student_address: student.student_address ?? '',
    student_passport_no: student.student_passport_no ?? '',
    student_school: student.student_school ?? '',
    student_school_start_date: student.student_school_start_date ?? '',
    student_school_end_date: student.student_school_end_date ?? '',
    image: student.image ?? '',
  };
}

const optional = (value: string | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function toProfileUpdate(values: Partial<ProfileFormValues>): ProfileUpdate {
  return {
    student_firstname: (values.student_firstname ?? '').trim(),
    student_lastname: (values.student_lastname ?? '').trim(),
    email: (values.email ?? '').trim(),
    student_phone: optional(values.student_phone),
    student_alternative_phone: optional(values.student_alternative_phone),
    student_birthday: optional(values.student_birthday),
    student_gender: values.student_gender ?? null,
    nationality_id: values.nationality_id ?? null,
    student_address: optional(values.student_address),
    student_passport_no: optional(values.student_passport_no),
    student_school: optional(values.student_school),
    student_school_start_date: optional(values.student_school_start_date),
    student_school_end_date: optional(values.student_school_end_date),
    image: optional(values.image),
  };
}
