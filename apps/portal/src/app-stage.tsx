import {
  apiConfig,
  readKeptOnStart,
  routerContextOf,
  selectIsLoggedIn,
  setupStore,
  startStore,
} from '@portal/data-access';
import { paymentsStorePart } from '@portal/payments/data-access';
import { profileStorePart } from '@portal/profile/data-access';
import { shopStorePart } from '@portal/shop/data-access';
import { nextTask } from '@portal/util';
import { startPwa } from '@portal/pwa';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { startFieldData } from './app/field-data/field-data';
import { startLanguage } from './app/language/language';
import { pwaController } from './app/pwa';
import { createRoutes } from './app/routes';

/**
 * The portal itself: the store, the offline worker, the router and every page (boot.ts decides when). Resolves with
 * the unmount. Each step runs in a task of its own (nextTask), so a phone's main thread is never held for the whole
 * start at once.
 */
export async function startAppStage(container: HTMLElement): Promise<() => void> {
  // The remembered language before the first render (index.html already set <html lang dir>): no flash of English.
  startLanguage();
  // The domains with state or listeners of their own are in the store from its first action, whatever page opens
  // (the header reads the student and the basket; a PayPal approval left unsent goes out on any page).
  const store = setupStore(undefined, { parts: [profileStorePart, shopStorePart, paymentsStorePart] });
  // The answers kept on the device are in the store before the first render (main.tsx started reading them), so a
  // return visit shows them at once while the pages ask the API again.
  startStore(store, { kept: await readKeptOnStart(selectIsLoggedIn(store.getState())) });
  // The offline worker in production builds only; chunk failures end on the route error page (one reload).
  startPwa(pwaController, { appRoot: import.meta.env.BASE_URL, enabled: import.meta.env.PROD });
  await nextTask();
  // Each navigation's loaders find the store in React Router's context (a dashboard loader starts its queries there).
  const router = createBrowserRouter(createRoutes(), {
    getContext: () => routerContextOf(store),
  });
  // Real students' speed per route, sent at page hide; its code loads once the data is on screen.
  const stopFieldData = startFieldData(router, apiConfig.fieldData);
  await nextTask();
  const root = createRoot(container);
  // A transition: React renders the shell in slices and lets the browser breathe between them (a phone's main
  // thread is never blocked for the whole first render) instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  return () => {
    stopFieldData();
    root.unmount();
  };
}
