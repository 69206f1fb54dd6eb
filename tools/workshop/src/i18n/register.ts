import { addTranslations } from '@portal/ui';
import { ar } from './ar';
import { en } from './en';
import { zhCN } from './zh-CN';

declare module '@portal/ui' {
  interface PortalResources {
    workshop: typeof en;
  }
}

// Each language is one file beside en.ts, typed Translation<typeof en> (so a missing or misspelt key fails the
// type check), added here.
addTranslations('workshop', { en, 'zh-CN': zhCN, ar });
