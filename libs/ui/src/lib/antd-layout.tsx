import { Outlet } from 'react-router-dom';
import { AntdProvider } from './antd-provider';

/** The element of antd's layout route (antd-layout-route.ts): the page below it inside antd's provider. */
export function AntdLayout() {
  return (
    <AntdProvider>
      <Outlet />
    </AntdProvider>
  );
}
