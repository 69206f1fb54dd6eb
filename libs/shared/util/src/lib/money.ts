import { numberFormat } from './intl-cache';

export const DEFAULT_CURRENCY = 'GBP';
export const DEFAULT_LOCALE = 'en-US';

/** Formats an amount as money; GBP in en-US format unless told otherwise ("£1,234.50"). */
export function formatMoney(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  locale: string = DEFAULT_LOCALE,
): string {
  const safeCurrency = /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
  return numberFormat(locale, { style: 'currency', currency: safeCurrency }).format(
    Number.isFinite(amount) ? amount : 0,
  );
}
