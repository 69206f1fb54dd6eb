// The floor's app around its dashboard (router, store, antd layout, menu, button, spinner, themed), shared by the
// floor (main.tsx) and the data floor (tools/perf-floor-data), which differ only in their API slice and dashboard.
import { StrictMode, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Outlet, Link, Navigate } from 'react-router-dom';
import { ConfigProvider, Layout, Menu, Button, Spin, App as AntApp, theme } from 'antd';
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';

/** What the store needs of an RTK Query slice (`createApi`'s result). */
export interface FloorApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

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

export function renderFloor(api: FloorApi, Dashboard: LazyExoticComponent<ComponentType>): void {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (g) => g().concat(api.middleware),
  });
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
}
