import { App, Button } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { PwaController } from './service-worker';

const NOTICE_KEY = 'pwa-update';

/** A top-centre notice while a new version waits; its Reload button applies the update (spec 4). */
export function UpdateNotice({ controller }: { controller: PwaController }) {
  const { t } = useTranslation('pwa');
  const { notification } = App.useApp();
  const waiting = useSyncExternalStore(controller.subscribe, controller.getUpdateWaiting, () => false);

  useEffect(() => {
    if (!waiting) return;
    notification.info({
      key: NOTICE_KEY,
      title: t('update.available'),
      placement: 'top',
      duration: false,
      closable: false,
      role: 'alert',
      actions: (
        <Button type="primary" size="small" onClick={controller.applyUpdate}>
          {t('update.reload')}
        </Button>
      ),
    });
    return () => notification.destroy(NOTICE_KEY);
  }, [waiting, notification, controller, t]);

  return null;
}
