import { afterEach, describe, expect, it } from 'vitest';
import { asText, clearDraft, draftKey, loadDraft, saveDraft } from './drafts';

afterEach(() => window.localStorage.clear());

describe('drafts', () => {
  it('keeps what a student typed per student and per request, until it is sent or emptied', () => {
    const ana = draftKey(1, 'reply:7');
    const kenji = draftKey(2, 'reply:7');
    saveDraft(ana, 'Hello', false);
    expect(loadDraft(ana)).toBe('Hello');
    expect(loadDraft(kenji)).toBeNull();
    saveDraft(ana, '', true);
    expect(loadDraft(ana)).toBeNull();
    saveDraft(ana, { subject: 'Visa' }, false);
    clearDraft(ana);
    expect(loadDraft(ana)).toBeNull();
  });

  it('reads a reply draft as text only, whatever storage holds', () => {
    expect(asText('Hi')).toBe('Hi');
    expect(asText({ text: 'Hi' })).toBe('');
    expect(asText(null)).toBe('');
  });
});
