import { useGetGlobalNotificationQuery } from '@portal/data-access';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

const ALERT_TYPES = ['info', 'success', 'warning', 'error'] as const;
type AlertType = (typeof ALERT_TYPES)[number];

/** A notice for every student (global_notification), shown when it has a message. */
export function GlobalNotificationBanner() {
  const { t } = useTranslation('shell');
  const { data } = useGetGlobalNotificationQuery();
  const message = data?.message?.trim();
  if (!message) return null;
  const type: AlertType = ALERT_TYPES.includes(data?.type as AlertType) ? (data?.type as AlertType) : 'info';
  return (
    <Alert banner showIcon type={type} title={message} closable={{ 'aria-label': t('banner.dismiss') }} />
  );
}
