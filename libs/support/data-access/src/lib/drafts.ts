import { keptJson } from '@portal/data-access';

/**
 * What the student typed and has not sent yet, kept in the browser per student and per request (storage/
 * browser-storage.ts), so a failed send or a reload never loses it. Only the student's own text goes here.
 */
export const draftKey = (studentId: number, scope: string): string => `portal-draft:${studentId}:${scope}`;

export const loadDraft = (key: string): unknown => keptJson(key).read();

/** Saves the draft; an empty one is removed rather than kept. */
export const saveDraft = (key: string, value: unknown, isEmpty: boolean): void =>
  keptJson(key).write(isEmpty ? null : value);

export const clearDraft = (key: string): void => keptJson(key).write(null);

/** A reply draft is a string; anything else in storage (tampered, old format) is ignored. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
