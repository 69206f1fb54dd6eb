// The floor: the least an app on this stack ships for a panel page (router, store, RTK Query, antd layout, menu,
// button, spinner, themed). The portal's first-route JavaScript is held against this, built in the same run.
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Outlet, Link, Navigate } from 'react-router-dom';
import { ConfigProvider, Layout, Menu, Button, Spin, App as AntApp, theme } from 'antd';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (b) => ({ profile: b.query<unknown, void>({ query: () => '/student_portal/profile' }) }),
});
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
