import { addTranslations } from '@portal/ui';
import { ar } from './ar';
import { en } from './en';
import { zhCN } from './zh-CN';

declare module '@portal/ui' {
  interface PortalResources {
    profile: typeof en;
  }
}

// Imported once, by the lib's entry (src/index.ts). Each language is one file beside en.ts, typed
// Translation<typeof en> (so a missing or misspelt key fails the type check), added here.
addTranslations('profile', { en, 'zh-CN': zhCN, ar });
