import { Card, Col, Flex, Row } from 'antd';
import { AmountDueStatistic } from './amount-due-statistic';
import { DashboardContent } from './dashboard-content';
import { DashboardHeader } from './dashboard-header';
import { NextDueSection } from './next-due-section';
import { OverdueStatistic } from './overdue-statistic';
import { useDashboardSummary } from './use-dashboard-summary';

/** The panel home: totals on top, the invoices due next below. */
export function DashboardPage() {
  const state = useDashboardSummary();
  return (
    <>
      <DashboardHeader firstname={state.firstname} />
      <DashboardContent state={state}>
        {(summary) => (
          <Flex vertical gap={16}>
            <Row gutter={[16, 16]}>
              <Col xs={24} sm={12}>
                <Card>
                  <AmountDueStatistic summary={summary} />
                </Card>
              </Col>
              <Col xs={24} sm={12}>
                <Card>
                  <OverdueStatistic summary={summary} />
                </Card>
              </Col>
            </Row>
            <NextDueSection invoices={summary.nextDue} layout="list" />
          </Flex>
        )}
      </DashboardContent>
    </>
  );
}
