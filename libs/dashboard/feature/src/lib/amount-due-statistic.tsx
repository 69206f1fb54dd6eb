import { Money, Statistic } from '@portal/ui-light';
import { DATA_ON_SCREEN_MARK } from '@portal/util';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardSummary } from './use-dashboard-summary';

export function AmountDueStatistic({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  // The dashboard's data on screen, for the field data: the first time the amount due is drawn in this page load.
  useEffect(() => {
    if (performance.getEntriesByName(DATA_ON_SCREEN_MARK).length === 0) performance.mark(DATA_ON_SCREEN_MARK);
  }, []);
  return (
    <Statistic
      title={t('amountDue')}
      value={<Money amount={summary.totalDue} currency={summary.currency} />}
    />
  );
}
