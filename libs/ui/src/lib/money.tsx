import { formatMoney } from '@portal/util';

interface MoneyProps {
  amount: number;
  currency?: string;
  strong?: boolean;
}

/** An amount in the student's currency, GBP in en-US format unless told otherwise. */
export function Money({ amount, currency, strong }: MoneyProps) {
  const text = formatMoney(amount, currency);
  return strong ? (
    <strong style={{ whiteSpace: 'nowrap' }}>{text}</strong>
  ) : (
    <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
  );
}
