import { formatMoney } from '@portal/util';
import { Ltr } from './ltr';

interface MoneyProps {
  amount: number;
  currency?: string;
  strong?: boolean;
}

/** An amount in the student's currency, GBP in en-US format unless told otherwise; left to right in every language. */
export function Money({ amount, currency, strong }: MoneyProps) {
  const text = <Ltr>{formatMoney(amount, currency)}</Ltr>;
  return strong ? (
    <strong style={{ whiteSpace: 'nowrap' }}>{text}</strong>
  ) : (
    <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
  );
}
