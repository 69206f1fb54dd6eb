import { addTranslations } from '@portal/ui';
import { shellAr } from './ar';
import { shellEn } from './en';
import { shellZhCN } from './zh-CN';

declare module '@portal/ui' {
  interface PortalResources {
    shell: typeof shellEn;
  }
}

// Imported once, by routes.tsx. Each language is one file beside en.ts, typed Translation<typeof shellEn>.
addTranslations('shell', { en: shellEn, 'zh-CN': shellZhCN, ar: shellAr });
