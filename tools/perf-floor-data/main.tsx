// The data floor: the floor (tools/perf-floor) whose dashboard asks the demo back end for what the portal's dashboard
// shows, through one RTK Query slice (api.ts): the portal's "data on screen" held against it like for like.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Outlet, Link, Navigate } from 'react-router-dom';
import { ConfigProvider, Layout, Menu, Button, Spin, App as AntApp, theme } from 'antd';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { api } from './api';

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (g) => g().concat(api.middleware),
});
const Dashboard = lazy(() => import('./dashboard'));

function Shell() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider collapsed>
        <Menu items={[{ key: 'd', label: <Link to="/panel/dashboard">Dashboard</Link> }]} />
      </Layout.Sider>
      <Layout.Content>
        <Button type="primary">Pay</Button>
        <Suspense fallback={<Spin />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/panel/dashboard" replace /> },
  { path: '/panel', element: <Shell />, children: [{ path: 'dashboard', element: <Dashboard /> }] },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Provider store={store}>
      <ConfigProvider
        theme={{
          token: { colorPrimary: '#fa8c16' },
          components: { Button: { borderRadius: 30 } },
          algorithm: theme.defaultAlgorithm,
        }}
      >
        <AntApp>
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </Provider>
  </StrictMode>,
);
