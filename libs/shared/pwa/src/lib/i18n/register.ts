import { addTranslations } from '@portal/ui-light';
import { en } from './en';

declare module '@portal/ui-light' {
  interface PortalResources {
    pwa: typeof en;
  }
}

// Imported by the lib's entry (src/index.ts). Each language is one file beside en.ts, typed Translation<typeof en> (so a
// missing or misspelt key fails the type check): English itself here, every other language a loader (only the
// language a student reads is downloaded).
addTranslations('pwa', {
  en,
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  ar: () => import('./ar').then((m) => m.ar),
});
