import { selectToastQueue, toastShown, useAppDispatch, useAppSelector } from '@portal/data-access';
import { useNotifications } from '@portal/ui-light';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The toasts the API's answers carry (e.g. "Your profile was saved."), as the shell shows them. */
export function WorkshopToaster() {
  const queue = useAppSelector(selectToastQueue);
  const dispatch = useAppDispatch();
  const notification = useNotifications();
  const { t } = useTranslation('workshop');

  useEffect(() => {
    for (const toast of queue) {
      notification.open({
        key: `toast-${toast.id}`,
        type: toast.type === 'open' ? undefined : toast.type,
        title: 'message' in toast ? toast.message : t(`toasts.${toast.messageKey}`),
        duration: toast.duration,
      });
      dispatch(toastShown(toast.id));
    }
  }, [queue, notification, dispatch, t]);

  return null;
}
