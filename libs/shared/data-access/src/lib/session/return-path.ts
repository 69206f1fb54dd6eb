import { toSafePanelPath } from '@portal/util';

const RETURN_PATH_KEY = 'portal-return-path';

/** Remembers where a logged-out student wanted to go; only same-origin panel paths are kept. */
export function rememberReturnPath(path: string): void {
  const safe = toSafePanelPath(path);
  try {
    if (safe) window.sessionStorage.setItem(RETURN_PATH_KEY, safe);
  } catch {
    // Storage can be disabled (private mode); the student then lands on the dashboard, which is fine.
  }
}

/** The remembered path, validated again on the way out (storage is writable by anyone on the origin). */
export function takeReturnPath(): string | null {
  try {
    const stored = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
    return toSafePanelPath(stored);
  } catch {
    return null;
  }
}
