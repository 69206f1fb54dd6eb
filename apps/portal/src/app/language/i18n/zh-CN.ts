import type { Translation } from '@portal/ui-light';
import type { languageEn } from './en';

export const languageZhCN: Translation<typeof languageEn> = {
  label: '语言',
};
