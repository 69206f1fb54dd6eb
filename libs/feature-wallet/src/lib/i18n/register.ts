import { addTranslations } from '@portal/ui';
import { ar } from './ar';
import { en } from './en';
import { zhCN } from './zh-CN';

declare module '@portal/ui' {
  interface PortalResources {
    wallet: typeof en;
  }
}

// Imported once, by the lib's entry (src/index.ts). Each language is one file beside en.ts, typed
// Translation<typeof en>, and one entry here.
addTranslations('wallet', { en, 'zh-CN': zhCN, ar });
