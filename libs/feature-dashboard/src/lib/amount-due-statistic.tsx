import { Money } from '@portal/ui';
import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './use-dashboard-summary';

export function AmountDueStatistic({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Statistic
      role="group"
      aria-label={t('amountDue')}
      title={t('amountDue')}
      value={summary.totalDue}
      formatter={() => <Money amount={summary.totalDue} currency={summary.currency} />}
    />
  );
}
