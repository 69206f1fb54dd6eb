import { addTranslations } from '@portal/ui';
import { en } from './en';

declare module '@portal/ui' {
  interface PortalResources {
    esim: typeof en;
  }
}

// Imported once, by the lib's entry (src/index.ts). Another language is one more file beside en.ts, added
// here: addTranslations('esim', { en, fr }).
addTranslations('esim', { en: en });
