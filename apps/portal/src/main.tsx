import { setupStore, startStore } from '@portal/data-access';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { createRoutes } from './app/routes';
import './styles.css';

const store = setupStore();
startStore(store);
const router = createBrowserRouter(createRoutes());

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
