export { readStoredLanguage, storeLanguage } from './browser-storage';
