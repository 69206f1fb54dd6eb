export { asText, clearDraft, draftKey, loadDraft, saveDraft } from './drafts';
