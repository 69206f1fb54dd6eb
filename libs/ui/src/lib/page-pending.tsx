import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { PageHeader } from './page-header';
import { PageSpinner } from './page-spinner';

interface PagePendingProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link back, shown above the heading. */
  back?: ReactNode;
  /** True once loading has failed: the error and a retry replace the spinner. */
  failed: boolean;
  /** Refetches what failed; the page knows which queries those are. */
  onRetry: () => void;
}

/** A page whose data is not there yet: its heading, then a spinner while it loads or an error with a retry. */
export function PagePending({ title, subtitle, back, failed, onRetry }: PagePendingProps) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} back={back} />
      {failed ? <ErrorState onRetry={onRetry} /> : <PageSpinner />}
    </>
  );
}
