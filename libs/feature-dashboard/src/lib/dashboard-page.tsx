import { Card, Col, Flex, Row } from 'antd';
import { AccommodationSection } from './accommodation-section';
import { AgentSection } from './agent-section';
import { AmountDueStatistic } from './amount-due-statistic';
import { BannersSection } from './banners-section';
import { DashboardContent } from './dashboard-content';
import { DashboardHeader } from './dashboard-header';
import { ExploreSection } from './explore-section';
import { LatestNewsSection } from './latest-news-section';
import { NextDueSection } from './next-due-section';
import { OverdueStatistic } from './overdue-statistic';
import { PlacementSection } from './placement-section';
import { PromotionSection } from './promotion-section';
import { useDashboardSummary } from './use-dashboard-summary';
// This lib's strings come with its pages, not with the portal's start (issue 15).
import './i18n/register';

/**
 * The panel home: banners, what is due, the stay (course, accommodation, agent), the latest news, one offer
 * and the ways into the rest. Each section loads, fails and retries on its own.
 */
export function DashboardPage() {
  const state = useDashboardSummary();
  return (
    <>
      <DashboardHeader firstname={state.firstname} />
      <Flex vertical gap={16}>
        <BannersSection />
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
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12} xl={8}>
            <PlacementSection />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <AccommodationSection />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <AgentSection />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <LatestNewsSection />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <PromotionSection />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <ExploreSection />
          </Col>
        </Row>
      </Flex>
    </>
  );
}
