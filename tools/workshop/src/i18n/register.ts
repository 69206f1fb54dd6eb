import { addTranslations } from '@portal/ui-light';
import { en } from './en';

declare module '@portal/ui-light' {
  interface PortalResources {
    workshop: typeof en;
  }
}

// Each language is one file beside en.ts, typed Translation<typeof en> (so a missing or misspelt key fails the
// type check), added here.
addTranslations('workshop', {
  en,
  'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),
  ar: () => import('./ar').then((m) => m.ar),
});
