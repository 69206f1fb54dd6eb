import { addTranslations } from '@portal/ui';
import { en } from './en';

declare module '@portal/ui' {
  interface PortalResources {
    workshop: typeof en;
  }
}

addTranslations('workshop', { en });
