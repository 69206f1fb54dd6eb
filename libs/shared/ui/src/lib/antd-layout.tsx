import { Outlet } from 'react-router-dom';
import { AntdPageProvider } from './antd-page-provider';

/**
 * The element of antd's layout route (antd-layout-route.ts): the page below it inside antd's provider, with antd's
 * headings for the parts it shares with the first screen (AntdPageProvider).
 */
export function AntdLayout() {
  return (
    <AntdPageProvider>
      <Outlet />
    </AntdPageProvider>
  );
}
