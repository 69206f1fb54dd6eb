import type { NotificationArgsProps } from 'antd';
import type { Key } from 'react';

/** Toasts show top-right for 5 s, the product's placement and duration. */
export const TOAST_PLACEMENT = 'topRight' as const;
export const TOAST_SECONDS = 5;

type Show = (config: NotificationArgsProps) => void;

/** antd's notification API (its `useNotification` instance). */
export interface NotificationApi {
  open: Show;
  success: Show;
  info: Show;
  warning: Show;
  error: Show;
  destroy: (key?: Key) => void;
}
