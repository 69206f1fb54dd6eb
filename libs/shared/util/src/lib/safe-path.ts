const MAX_PATH_LENGTH = 2048;

/**
 * Returns the path if it is a same-origin path inside the app ("/panel/invoices?status=unpaid"), else null.
 * Anything that a browser could resolve to another origin is refused: "//evil.example", "/\\evil",
 * "https://...", "javascript:...", control characters and encoded slashes or backslashes at the start.
 */
export function toSafeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('//')) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (decoded.startsWith('//') || /^\/[\\/]/.test(decoded) || /[\u0000-\u001f\u007f]/.test(decoded))
    return null;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The remembered path, but only when it leads into the logged-in panel; otherwise null. */
export function toSafePanelPath(value: unknown): string | null {
  const path = toSafeReturnPath(value);
  if (!path) return null;
  return path === '/panel' || path.startsWith('/panel/') || path.startsWith('/panel?') ? path : null;
}
