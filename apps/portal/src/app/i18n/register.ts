import { addTranslations } from '@portal/ui';
import { shellEn } from './en';

declare module '@portal/ui' {
  interface PortalResources {
    shell: typeof shellEn;
  }
}

addTranslations('shell', { en: shellEn });
