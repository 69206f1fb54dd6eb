import { DemoDatabase } from '@portal/api-mocks';
import { setupStore, startStore } from '@portal/data-access';
import { paymentsStorePart } from '@portal/payments/data-access';
import { profileStorePart } from '@portal/profile/data-access';
import { shopStorePart } from '@portal/shop/data-access';
import { setupWorker } from 'msw/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { lib, libName } from 'virtual:workshop-lib';
import { libRoutesOf } from './lib-routes';
import { Workshop } from './workshop';
import { WorkshopApp, workshopRoutes } from './workshop-app';

/** Requests to the mocked API that no handler knows are worth a warning; the page's own files are not. */
const API_PATH = new URL(import.meta.env['VITE_API_URL'] ?? '/workshop-api', window.location.origin).pathname;

async function start() {
  const db = new DemoDatabase();
  // The shell's store, with the parts of the domains it names up front (apps/portal/src/app-stage.tsx).
  const store = setupStore(undefined, { parts: [profileStorePart, shopStorePart, paymentsStorePart] });
  startStore(store);
  const workshop = new Workshop(libName, db, store);
  await setupWorker(...workshop.handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledFrame: ({ frame, defaults }) => {
      // An HTTP frame's data is its request (msw types every frame's data as unknown).
      const request = frame.protocol === 'http' ? (frame.data as { request: Request }).request : undefined;
      if (request && new URL(request.url).pathname.startsWith(API_PATH)) defaults.warn();
    },
  });
  workshop.signIn();
  document.title = `Workshop: ${libName}`;
  const router = createBrowserRouter(workshopRoutes(libRoutesOf(lib)));
  const container = document.getElementById('root');
  if (container)
    createRoot(container).render(
      <StrictMode>
        <WorkshopApp workshop={workshop} store={store} router={router} />
      </StrictMode>,
    );
}

void start();
