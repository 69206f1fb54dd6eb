import { addTranslations } from '@portal/ui';
import { languageAr } from './ar';
import { languageEn } from './en';
import { languageZhCN } from './zh-CN';

declare module '@portal/ui' {
  interface PortalResources {
    language: typeof languageEn;
  }
}

// Imported by language.ts and the sign-in page (a module runs once). Each language is one file beside en.ts,
// typed Translation<typeof languageEn>.
addTranslations('language', { en: languageEn, 'zh-CN': languageZhCN, ar: languageAr });
