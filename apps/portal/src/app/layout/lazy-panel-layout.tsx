import { PageSpinner } from '@portal/ui';
import { lazy, Suspense } from 'react';

// The signed-in frame renders on the first panel visit only (the sign-in page never runs the sidebar, menu, header
// and their widgets). Its code is in the portal's start chunk (`startChunks` in vite.config.ts, issue 15), which a
// first visit to /auth fetches only while the student signs in.
const PanelLayout = lazy(() => import('./panel-layout').then((module) => ({ default: module.PanelLayout })));

/** The panel layout, loaded on demand; a spinner while its chunk arrives. */
export function LazyPanelLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PanelLayout />
    </Suspense>
  );
}
