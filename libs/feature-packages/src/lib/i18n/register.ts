import { addTranslations } from '@portal/ui';
import { en } from './en';

declare module '@portal/ui' {
  interface PortalResources {
    packages: typeof en;
  }
}

// Imported once, by the lib's entry (src/index.ts). Another language is one more file beside en.ts, added
// here: addTranslations('packages', { en, fr }).
addTranslations('packages', { en: en });
