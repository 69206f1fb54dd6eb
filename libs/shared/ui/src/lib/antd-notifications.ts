import { stringsBeforeRender, type NotificationsHolder } from '@portal/ui-light';
import { lazy } from 'react';

/**
 * antd's notifications for the root's toasts (ThemeModeProvider's `notifications`): they load with the first toast,
 * with antd's strings in the language shown. If their chunk cannot load (a deploy removed it), the toasts stay
 * unshown rather than failing the page.
 */
export const AntdNotifications = lazy<NotificationsHolder>(
  stringsBeforeRender(() =>
    import('./notifications-holder').then(
      (module) => ({ default: module.NotificationsHolder }),
      () => ({ default: () => null }),
    ),
  ),
);
