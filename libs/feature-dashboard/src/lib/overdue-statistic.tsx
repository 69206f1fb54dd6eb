import { Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './use-dashboard-summary';

export function OverdueStatistic({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  return (
    <Statistic
      role="group"
      aria-label={t('overdue')}
      title={t('overdue')}
      value={summary.overdueCount}
      styles={summary.overdueCount > 0 ? { content: { color: token.colorError } } : undefined}
    />
  );
}
