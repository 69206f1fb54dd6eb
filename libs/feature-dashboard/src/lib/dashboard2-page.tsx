import { Card, Flex } from 'antd';
import { AmountDueStatistic } from './amount-due-statistic';
import { DashboardContent } from './dashboard-content';
import { DashboardHeader } from './dashboard-header';
import { NextDueSection } from './next-due-section';
import { OverdueStatistic } from './overdue-statistic';
import { useDashboardSummary } from './use-dashboard-summary';

/** The compact layout of the panel home: the same data as DashboardPage, as small cards. */
export function Dashboard2Page() {
  const state = useDashboardSummary();
  return (
    <>
      <DashboardHeader firstname={state.firstname} />
      <DashboardContent state={state}>
        {(summary) => (
          <Flex vertical gap={16}>
            <Card size="small">
              <Flex gap={32} wrap>
                <AmountDueStatistic summary={summary} />
                <OverdueStatistic summary={summary} />
              </Flex>
            </Card>
            <NextDueSection invoices={summary.nextDue} layout="cards" />
          </Flex>
        )}
      </DashboardContent>
    </>
  );
}
