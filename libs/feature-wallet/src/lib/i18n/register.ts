import { addTranslations } from '@portal/ui';
import { en } from './en';

declare module '@portal/ui' {
  interface PortalResources {
    wallet: typeof en;
  }
}

// Imported once, by the lib's entry (src/index.ts). Another language is one more file beside en.ts, added
// here: addTranslations('wallet', { en, fr }).
addTranslations('wallet', { en: en });
