import { fieldErrorsSchema } from '../models';

/** The per-field messages of a refused save (400 with { error: { fields } }); null for any other failure. */
export function readFieldErrors(error: unknown): Record<string, string> | null {
  if (!error || typeof error !== 'object' || (error as { status?: unknown }).status !== 400) return null;
  const parsed = fieldErrorsSchema.safeParse((error as { data?: unknown }).data);
  return parsed.success ? parsed.data.error.fields : null;
}

/** True when the API answered 404 for the thing asked for. */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
