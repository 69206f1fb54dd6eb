import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { KeptAge, type AgedQuery } from './kept-age';
import { useOnlineStatus } from './online-status';
import { NotFoundState } from './not-found-state';
import { PageHeader } from './page-header';
import { PageSpinner } from './page-spinner';

/** What a page needs of each query (or hook built on queries) it waits on; with its age, kept data says how old. */
export interface PageQuery extends AgedQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PageNotFound {
  /** Defaults to "Not found". */
  title?: string;
  text: string;
  /** What did not happen because of it (e.g. that nothing was charged); with it, the text shows as an error. */
  detail?: string;
  backTo: string;
  backLabel: string;
}

export interface PageStatesProps<T> {
  /** The page's heading in every state (a detail page passes its loading title until the data is there). */
  title: ReactNode;
  /** The browser tab's name for the page when `title` is not plain text. */
  documentTitle?: string;
  subtitle?: ReactNode;
  /** A link back, shown above the heading. */
  back?: ReactNode;
  /** Actions beside the heading: always (a node), or once the data is there (a function of it). */
  extra?: ReactNode | ((data: T) => ReactNode);
  /** Every query the page waits on: one that failed shows the error, Retry asks only the failed ones again. */
  queries: PageQuery[];
  /** The page's data, `undefined` (or null) until everything it needs has arrived. */
  data: T | undefined | null;
  /** The id or slug in the path is malformed or unknown: "Not found" with the way back, nothing else. */
  notFound?: (PageNotFound & { when: boolean }) | undefined;
  /** When the data is there but has nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** What the empty state says (and offers). */
  empty?: ReactNode;
  emptyAction?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The ladder every page climbs: not found, then loading (a spinner) or failed (an error with Retry),
 * then empty, then the data. The heading stays in place through all of them.
 */
export function PageStates<T>({
  title,
  documentTitle,
  subtitle,
  back,
  extra,
  queries,
  data,
  notFound,
  isEmpty,
  empty,
  emptyAction,
  children,
}: PageStatesProps<T>) {
  const { t } = useTranslation('common');
  const online = useOnlineStatus();
  if (notFound?.when) return <NotFoundState {...notFound} />;
  const ready = data !== undefined && data !== null;
  const header = (
    <PageHeader
      title={title}
      documentTitle={documentTitle}
      subtitle={subtitle}
      back={back}
      extra={typeof extra === 'function' ? (ready ? extra(data) : undefined) : extra}
    />
  );
  if (!ready) {
    const failed = queries.some((query) => query.isError && !query.isFetching);
    const retry = () => {
      for (const query of queries) if (query.isError) void query.refetch();
    };
    return (
      <>
        {header}
        {failed ? (
          // Offline, a page never opened here with a connection has nothing kept to show: it says so.
          online ? (
            <ErrorState onRetry={retry} />
          ) : (
            <ErrorState
              status="warning"
              title={t('offlineTitle')}
              description={t('offlineText')}
              onRetry={retry}
            />
          )
        ) : (
          <PageSpinner />
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <KeptAge queries={queries} />
      {isEmpty?.(data) ? <EmptyState title={empty}>{emptyAction}</EmptyState> : children(data)}
    </>
  );
}
