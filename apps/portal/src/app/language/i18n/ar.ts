import type { Translation } from '@portal/ui-light';
import type { languageEn } from './en';

export const languageAr: Translation<typeof languageEn> = {
  label: 'اللغة',
};
