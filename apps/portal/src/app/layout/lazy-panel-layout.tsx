import { PageSpinner } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The signed-in frame loads on the first panel visit only, so /auth never downloads the sidebar, menu, header
// and their widgets (issue 15).
const loadPanelLayout = () => import('./panel-layout');
const PanelLayout = lazy(() => loadPanelLayout().then((module) => ({ default: module.PanelLayout })));

/**
 * Starts the layout's download at once (the portal starts on a panel address), so that it arrives with the page's
 * own chunk instead of after it: the router renders the layout only once the page's lazy route has resolved. A
 * failure here is left to the layout's own load, which reports it.
 */
export function preloadPanelLayout(): void {
  loadPanelLayout().catch(() => undefined);
}

/** The panel layout, loaded on demand; a spinner while its chunk arrives. */
export function LazyPanelLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PanelLayout />
    </Suspense>
  );
}
