import { addTranslations } from '@portal/ui';
import { shellEn } from './en';

addTranslations('shell', { en: shellEn });
