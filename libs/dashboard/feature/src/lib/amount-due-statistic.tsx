import { Money, Statistic } from '@portal/ui-light';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './use-dashboard-summary';

export function AmountDueStatistic({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Statistic
      title={t('amountDue')}
      value={<Money amount={summary.totalDue} currency={summary.currency} />}
    />
  );
}
