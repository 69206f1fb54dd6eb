import { Stack, Statistic } from '@portal/ui-light';
import { paths } from '@portal/util';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardSummary } from './use-dashboard-summary';

/** How many invoices are late, and the way to them: "Next invoices due" lists only those not yet late. */
export function OverdueStatistic({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack vertical gap={4}>
      <Statistic
        title={t('overdue')}
        value={summary.overdueCount}
        tone={summary.overdueCount > 0 ? 'danger' : undefined}
      />
      {summary.overdueCount > 0 ? (
        <Link to={paths.invoices(new URLSearchParams({ status: 'overdue' }))}>{t('overdueLink')}</Link>
      ) : null}
    </Stack>
  );
}
