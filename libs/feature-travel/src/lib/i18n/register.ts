import { addTranslations } from '@portal/ui';
import { en } from './en';

addTranslations('travel', { en });
