// keptJson: a domain keeps what its student typed through the one road for what the browser keeps (support's drafts).
export { kept, keptJson, readItem, readStoredLanguage, storeLanguage } from './browser-storage';
export { createPersistStorage } from './persist-storage';
