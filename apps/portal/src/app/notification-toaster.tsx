import { selectToastQueue, toastShown, useAppDispatch, useAppSelector } from '@portal/data-access';
import { useNotifications, ApiText } from '@portal/ui-light';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Shows the toasts in the queue through the theme's toasts (ui's useNotifications) so they follow the theme: the notifications that API
 * responses carried, as worded, and the client's own messages, translated here (`toasts.<key>`).
 */
export function NotificationToaster() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const notification = useNotifications();
  const { t } = useTranslation('shell');

  useEffect(() => {
    for (const toast of queue) {
      // The client's own messages show once per kind: a second failed try replaces the toast, never stacks.
      const config =
        'messageKey' in toast
          ? {
              key: `toast-${toast.messageKey}`,
              title: t(`toasts.${toast.messageKey}`),
              duration: toast.duration,
            }
          : // The API's words take their own direction, whatever the page's.
            { key: `toast-${toast.id}`, title: <ApiText>{toast.message}</ApiText>, duration: toast.duration };
      // Screen readers hear every toast: an error or a warning at once, the others when they are done speaking.
      const role = toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status';
      if (toast.type === 'open') notification.open({ ...config, role });
      else notification[toast.type]({ ...config, role });
      dispatch(toastShown(toast.id));
    }
  }, [queue, notification, dispatch, t]);

  return null;
}
