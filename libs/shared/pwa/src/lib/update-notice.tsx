import { LightButton, useNotifications } from '@portal/ui-light';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PwaController } from './service-worker';

const NOTICE_KEY = 'pwa-update';

/**
 * A top-centre notice while a new version waits; its Reload button applies the update. While a page
 * holds the update (a payment in progress, unsaved input), it says the new version loads when they are done.
 */
export function UpdateNotice({ controller }: { controller: PwaController }) {
  const { t } = useTranslation('pwa');
  const notification = useNotifications();
  const state = useSyncExternalStore(controller.subscribe, controller.getNoticeState, () => 'none' as const);

  useEffect(() => {
    if (state === 'none') return;
    const held = state === 'held';
    notification.info({
      key: NOTICE_KEY,
      title: t(held ? 'update.ready' : 'update.available'),
      ...(held ? { description: t('update.heldText') } : {}),
      placement: 'top',
      duration: false,
      closable: false,
      role: 'alert',
      actions: (
        <LightButton variant="primary" size="small" onClick={controller.applyUpdate}>
          {t('update.reload')}
        </LightButton>
      ),
    });
    return () => notification.destroy(NOTICE_KEY);
  }, [state, notification, controller, t]);

  return null;
}

/** Rendered inside the router: a held update loads at the next route change (onto the page the student goes to). */
export function UpdateOnNavigation({ controller }: { controller: PwaController }) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    controller.onRouteChange();
  }, [pathname, controller]);
  return null;
}
