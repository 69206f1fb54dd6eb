import { AfterFirstPaint, Panel, Tiles, Stack } from '@portal/ui-light';

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
// This lib's strings come with its pages, not with the portal's start.
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
      <Stack vertical gap={16}>
        <BannersSection />
        <DashboardContent state={state}>
          {(summary) => (
            <Stack vertical gap={16}>
              <Tiles layout="halves">
                <Panel>
                  <AmountDueStatistic summary={summary} />
                </Panel>
                <Panel>
                  <OverdueStatistic summary={summary} />
                </Panel>
              </Tiles>
              <NextDueSection invoices={summary.nextDue} layout="list" />
            </Stack>
          )}
        </DashboardContent>
        {/* Below what a phone shows first: rendered after the figures above have painted. */}
        <AfterFirstPaint>
          <Tiles layout="thirds">
            <PlacementSection />
            <AccommodationSection />
            <AgentSection />
            <LatestNewsSection />
            <PromotionSection />
            <ExploreSection />
          </Tiles>
        </AfterFirstPaint>
      </Stack>
    </>
  );
}
