import { addTranslations } from '@portal/ui-light';
import { en } from './en';

declare module '@portal/ui-light' {
  interface PortalResources {
    events: typeof en;
  }
}

// Imported by each page of the lib. Each language is one file beside en.ts, typed Translation<typeof en>, and one
// entry here: English itself, every other language a loader (only the language a student reads is downloaded).
addTranslations('events', {
  en,
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  ar: () => import('./ar').then((m) => m.ar),
});
