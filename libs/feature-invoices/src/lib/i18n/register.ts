import { addTranslations } from '@portal/ui';
import { en } from './en';

// Another language is one more file beside en.ts, added here: addTranslations('invoices', { en, fr }).
addTranslations('invoices', { en });
