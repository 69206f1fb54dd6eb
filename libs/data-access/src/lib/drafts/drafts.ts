/**
 * What the student typed and has not sent yet, kept in localStorage per student and per request, so a
 * failed send or a reload never loses it. Only the student's own text goes here: never tokens or the profile.
 */
const PREFIX = 'portal-draft';

export const draftKey = (studentId: number, scope: string): string => `${PREFIX}:${studentId}:${scope}`;

export function loadDraft(key: string): unknown {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

/** Saves the draft; an empty one is removed rather than kept. */
export function saveDraft(key: string, value: unknown, isEmpty: boolean): void {
  try {
    if (isEmpty) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the text stays in the form, only the copy across reloads is lost.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above: nothing to clear when storage is blocked.
  }
}

/** A reply draft is a string; anything else in storage (tampered, old format) is ignored. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
