import { Panel, Stack } from '@portal/ui-light';

import type { CSSProperties } from 'react';
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

// One column at 360 px, as many small cards per row as fit on a wider window.
const grid: CSSProperties = {
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
};

/** The compact layout of the panel home: the same data as DashboardPage, as small cards. */
export function Dashboard2Page() {
  const state = useDashboardSummary();
  return (
    <>
      <DashboardHeader firstname={state.firstname} />
      <Stack vertical gap={12}>
        <DashboardContent state={state}>
          {(summary) => (
            <Stack vertical gap={12}>
              <Panel size="small">
                <Stack gap={32} wrap>
                  <AmountDueStatistic summary={summary} />
                  <OverdueStatistic summary={summary} />
                </Stack>
              </Panel>
              <NextDueSection invoices={summary.nextDue} layout="cards" />
            </Stack>
          )}
        </DashboardContent>
        <div style={grid}>
          <PlacementSection compact />
          <AccommodationSection compact />
          <AgentSection compact />
          <LatestNewsSection compact />
          <PromotionSection compact />
          <ExploreSection compact />
        </div>
        <BannersSection compact />
      </Stack>
    </>
  );
}
