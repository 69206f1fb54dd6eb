import './i18n/i18n';
import { Stack } from './stack';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { LightButton } from './light-button';
import { KeptAge } from './kept-age';
import { Notice } from './notice';
import { useOnlineStatus } from './online-status';
import type { PageQuery } from './page-states';
import { Spinner } from './page-spinner';
import { Panel } from './panel';
import { Title } from './typography';

export interface SectionStatesProps<T> {
  /** The section's heading (an h2). */
  title: ReactNode;
  /** Beside the heading, e.g. a link to the whole list. */
  extra?: ReactNode;
  /** Every query the section waits on: one that failed shows the error, Retry asks only the failed ones again. */
  queries: PageQuery[];
  /** The section's data, `undefined` until it has arrived. */
  data: T | undefined;
  isEmpty?: (data: T) => boolean;
  /** What the empty state says (and offers). */
  empty?: ReactNode;
  emptyAction?: ReactNode;
  /** 'small': the compact layout's cards. */
  size?: 'small';
  /**
   * Shown above the spinner while the data loads: about the room the data will take, so its arrival does not move
   * what is below it (layout shift). Without it the spinner alone.
   */
  reserve?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * PageStates for one section of a page (a dashboard card): its own spinner, error with retry, empty state
 * and data, so one failing endpoint never blanks the page around it. The heading stays in every state.
 */
export function SectionStates<T>({
  title,
  extra,
  queries,
  data,
  isEmpty,
  empty,
  emptyAction,
  size,
  reserve,
  children,
}: SectionStatesProps<T>) {
  const { t } = useTranslation('common');
  const headingId = useId();
  // Data that arrives renders at low priority, in slices the browser can interrupt: a store update re-renders
  // its readers at once, but this section's body follows a moment later (no long task on arrival).
  const shown = useDeferredValue(data);
  const online = useOnlineStatus();
  let body: ReactNode;
  if (shown === undefined) {
    const failed = queries.some((query) => query.isError && !query.isFetching);
    body = failed ? (
      <Notice
        role="alert"
        type="error"
        title={t(online ? 'sectionError' : 'sectionOffline')}
        action={
          <LightButton
            size="small"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('retry')}
          </LightButton>
        }
      />
    ) : (
      <div role="status" aria-live="polite">
        {reserve}
        <Stack justify="center" style={{ padding: 24 }}>
          <Spinner />
          <span className="visually-hidden">{t('loading')}</span>
        </Stack>
      </div>
    );
  } else if (isEmpty?.(shown)) {
    body = <EmptyState title={empty}>{emptyAction}</EmptyState>;
  } else {
    body = (
      <>
        <KeptAge queries={queries} />
        {children(shown)}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} style={{ height: '100%' }}>
      <Panel
        size={size}
        fill
        title={
          <Title level={2} id={headingId} style={{ fontSize: size === 'small' ? 16 : 18, margin: 0 }}>
            {title}
          </Title>
        }
        extra={extra}
      >
        {body}
      </Panel>
    </section>
  );
}
