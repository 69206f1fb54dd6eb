import type { Promotion } from '@portal/content/data-access';
import { formatDate } from '@portal/util';
import type { TFunction } from 'i18next';

/** "Valid until Jan 31, 2027", or that it has no end date. */
export const validUntil = (t: TFunction<'content'>, promotion: Pick<Promotion, 'valid_until'>) =>
  promotion.valid_until
    ? t('promotions.validUntil', { date: formatDate(promotion.valid_until) })
    : t('promotions.noEnd');

/** "Valid Sep 5, 2026 – Jan 31, 2027", or from a date with no end. */
export const validity = (
  t: TFunction<'content'>,
  promotion: Pick<Promotion, 'valid_from' | 'valid_until'>,
) =>
  promotion.valid_until
    ? t('promotions.validity', {
        from: formatDate(promotion.valid_from),
        to: formatDate(promotion.valid_until),
      })
    : t('promotions.validFrom', { from: formatDate(promotion.valid_from) });
