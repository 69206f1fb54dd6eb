import { formatDate } from '@portal/util';
import type { TFunction } from 'i18next';

/** "Sep 7, 2026 – Jun 25, 2027". */
export const stayDates = (t: TFunction<'dashboard'>, from: string, to: string) =>
  t('dates', { from: formatDate(from), to: formatDate(to) });
