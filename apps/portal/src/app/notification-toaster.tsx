import { selectToastQueue, toastShown, useAppDispatch, useAppSelector } from '@portal/data-access';
import { App } from 'antd';
import { useEffect } from 'react';

/** Shows the notifications that API responses carried, through antd's App so they follow the theme. */
export function NotificationToaster() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();

  useEffect(() => {
    for (const toast of queue) {
      const config = { key: `toast-${toast.id}`, title: toast.message, duration: toast.duration };
      if (toast.type === 'open') notification.open(config);
      else notification[toast.type](config);
      dispatch(toastShown(toast.id));
    }
  }, [queue, notification, dispatch]);

  return null;
}
