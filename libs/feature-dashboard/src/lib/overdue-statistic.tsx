import { Statistic } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './use-dashboard-summary';

export function OverdueStatistic({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Statistic
      title={t('overdue')}
      value={summary.overdueCount}
      tone={summary.overdueCount > 0 ? 'danger' : undefined}
    />
  );
}
