const MAX_ID = Number.MAX_SAFE_INTEGER;

/** A route segment that must be a positive integer id ("42"); anything else ("abc", "4.2", "-1", "01e3") is null. */
export function parseId(segment: string | undefined | null): number | null {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/** A route segment that must be a slug ("study-in-london"): lower-case letters, digits, dashes and underscores. */
export function parseSlug(segment: string | undefined | null): string | null {
  if (typeof segment !== 'string' || segment.length > 120) return null;
  return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(segment) ? segment : null;
}
