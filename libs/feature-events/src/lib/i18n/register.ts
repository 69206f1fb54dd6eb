import { addTranslations } from '@portal/ui';
import { en } from './en';

// Another language is one more file beside en.ts, added here: addTranslations('events', { en, fr }).
addTranslations('events', { en });
