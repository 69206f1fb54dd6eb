import { PageSpinner } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The signed-in frame loads on the first panel visit only, so /auth never downloads the sidebar, menu, header
// and their widgets (issue 15). A portal that starts signed in on a panel address has its chunks downloaded by the
// entry already, beside the portal's own (src/early/panel-chunks.ts).
const PanelLayout = lazy(() => import('./panel-layout').then((module) => ({ default: module.PanelLayout })));

/** The panel layout, loaded on demand; a spinner while its chunk arrives. */
export function LazyPanelLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PanelLayout />
    </Suspense>
  );
}
