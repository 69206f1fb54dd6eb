import { EmptyState, ErrorState, PageSpinner } from '@portal/ui-light';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AllInvoicesLink } from './all-invoices-link';
import type { DashboardState, DashboardSummary } from './use-dashboard-summary';

interface DashboardContentProps {
  state: DashboardState;
  /** The layout, once there is something to pay. */
  children: (summary: DashboardSummary) => ReactNode;
}

/** Loading, error and nothing-to-pay, the same in every dashboard layout. */
export function DashboardContent({ state, children }: DashboardContentProps) {
  const { t } = useTranslation('dashboard');
  // The summary renders at low priority when it arrives, as SectionStates' data does.
  const summary = useDeferredValue(state.summary);
  if (!summary) return state.isError ? <ErrorState onRetry={state.retry} /> : <PageSpinner />;
  if (summary.outstandingCount === 0) {
    return (
      <EmptyState title={t('nothingToPay')}>
        <AllInvoicesLink />
      </EmptyState>
    );
  }
  return <>{children(summary)}</>;
}
