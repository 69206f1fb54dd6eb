import type { UseBasket } from '@portal/data-access';
import { useTranslation } from 'react-i18next';

/** The message for an add the basket refused, or null when it was added. */
export function useAddToBasketError() {
  const { t } = useTranslation('shop');
  return (result: ReturnType<UseBasket['add']>, max: number): string | null => {
    if (result.ok) return null;
    return result.error === 'quantity' ? t('shop.quantityTooMany', { max }) : t('shop.basketFull');
  };
}
