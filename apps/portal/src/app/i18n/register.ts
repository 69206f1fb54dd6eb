import { addTranslations } from '@portal/ui-light';
import { shellEn } from './en';

declare module '@portal/ui-light' {
  interface PortalResources {
    shell: typeof shellEn;
  }
}

// Imported by what shows the shell's words: routes.tsx, the sign-in page and boot.ts (a module runs once).
// Each language is one file beside en.ts, typed Translation<typeof shellEn>.
addTranslations('shell', {
  en: shellEn,
  'zh-CN': () => import('./zh-CN').then((m) => m.shellZhCN),
  ar: () => import('./ar').then((m) => m.shellAr),
});
