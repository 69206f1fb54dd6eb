import { addTranslations } from '@portal/ui-light';
import { languageEn } from './en';

declare module '@portal/ui-light' {
  interface PortalResources {
    language: typeof languageEn;
  }
}

// Imported by language.ts and the sign-in page (a module runs once). Each language is one file beside en.ts,
// typed Translation<typeof languageEn>.
addTranslations('language', {
  en: languageEn,
  'zh-CN': () => import('./zh-CN').then((m) => m.languageZhCN),
  ar: () => import('./ar').then((m) => m.languageAr),
});
