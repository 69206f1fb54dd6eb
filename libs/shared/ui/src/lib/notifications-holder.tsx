import { notification } from 'antd';
import { useEffect } from 'react';
import { AntdProvider } from './antd-provider';
import { TOAST_PLACEMENT, TOAST_SECONDS, type NotificationApi } from '@portal/ui-light';

/**
 * antd's notifications, loaded with the first toast (ToastsRoot), with antd's provider and CSS (a toast may show on
 * the dashboard, whose first screen loads neither): the holder renders them in the theme around it, and hands its
 * API over once mounted.
 */
export function NotificationsHolder({ onReady }: { onReady: (api: NotificationApi) => void }) {
  return (
    <AntdProvider>
      <Holder onReady={onReady} />
    </AntdProvider>
  );
}

function Holder({ onReady }: { onReady: (api: NotificationApi) => void }) {
  const [api, holder] = notification.useNotification({ placement: TOAST_PLACEMENT, duration: TOAST_SECONDS });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
