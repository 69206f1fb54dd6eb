import { addTranslations } from '@portal/ui';
import { en } from './en';

declare module '@portal/ui' {
  interface PortalResources {
    travel: typeof en;
  }
}

// Imported once, by the lib's entry (src/index.ts). Another language is one more file beside en.ts, added
// here: addTranslations('travel', { en, fr }).
addTranslations('travel', { en: en });
