import { parseId } from '@portal/util';

/** A request's text field trimmed, or null when it is not text or longer than `max`. */
export const boundedText = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim().length <= max ? value.trim() : null;

/** A query parameter's positive id, or null. */
export const idParam = (value: string | null | undefined) => parseId(value ?? undefined);
