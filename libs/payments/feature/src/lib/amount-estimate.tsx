import { formatDateTime, formatMoney } from '@portal/util';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n/register';

interface AmountEstimateProps {
  /** From data-access's useCurrencyEstimate; null shows nothing. */
  estimate: { currency: string; amount: number; rate: number; ratedAt: string } | null;
}

/**
 * An amount in the student's home currency beside the one in pounds: labelled as an estimate, with the rate
 * and its time, and that the charge stays in pounds. Never used for what is charged.
 */
export function AmountEstimate({ estimate }: AmountEstimateProps) {
  const { t } = useTranslation('payments');
  if (!estimate) return null;
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
      {t('estimate.text', {
        amount: formatMoney(estimate.amount, estimate.currency),
        currency: estimate.currency,
        rate: estimate.rate,
        time: formatDateTime(estimate.ratedAt),
      })}
    </Typography.Text>
  );
}
