import { fieldErrorsSchema } from '@portal/api-contract';

/** The per-field messages of a refused save (400 with { error: { fields } }); null for any other failure. */
export function readFieldErrors(error: unknown): Record<string, string> | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 400) return null;
  const parsed = fieldErrorsSchema.safeParse((error as { data?: unknown }).data);
  return parsed.success ? parsed.data.error.fields : null;
}

/** True when the API refused an id taken from the path as unknown (404) or malformed (400): both mean "not found". */
export function isUnknownIdError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = (error as { status?: unknown }).status;
  return status === 404 || status === 400;
}

/**
 * The status, message and error code of a failed API call, as RTK Query reports it
 * ({ status, data: { error: { message, code } } }).
 */
export function apiErrorOf(error: unknown): {
  status: number | string | null;
  message: string | null;
  code: string | null;
} {
  if (typeof error !== 'object' || error === null) return { status: null, message: null, code: null };
  const status = 'status' in error ? (error as { status: number | string }).status : null;
  const data = 'data' in error ? (error as { data: unknown }).data : null;
  const inner =
    typeof data === 'object' && data !== null && 'error' in data ? (data as { error: unknown }).error : null;
  const text = (key: 'message' | 'code') =>
    typeof inner === 'object' &&
    inner !== null &&
    key in inner &&
    typeof (inner as Record<string, unknown>)[key] === 'string'
      ? ((inner as Record<string, unknown>)[key] as string)
      : null;
  return { status, message: text('message'), code: text('code') };
}
