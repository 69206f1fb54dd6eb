export { kept, readItem, readStoredLanguage, storeLanguage } from './browser-storage';
export { createPersistStorage } from './persist-storage';
