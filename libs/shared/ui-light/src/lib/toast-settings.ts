import type { Key, ReactNode } from 'react';

/** Toasts show top-right for 5 s, the product's placement and duration. */
export const TOAST_PLACEMENT = 'topRight' as const;
export const TOAST_SECONDS = 5;

/**
 * A toast, in the words of antd's notifications (their `ArgsProps`, the fields the portal uses), written here so
 * the first screen's kit names no antd type: antd's notification API (ui's notifications holder) takes it as it is.
 */
interface ToastConfig {
  key?: Key;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  type?: 'success' | 'info' | 'warning' | 'error';
  /** Seconds; `false` keeps it until it is closed. */
  duration?: number | false;
  placement?: 'top' | 'topLeft' | 'topRight' | 'bottom' | 'bottomLeft' | 'bottomRight';
  closable?: boolean;
  role?: 'alert' | 'status';
}

type Show = (config: ToastConfig) => void;

/** antd's notification API (its `useNotification` instance). */
export interface NotificationApi {
  open: Show;
  success: Show;
  info: Show;
  warning: Show;
  error: Show;
  destroy: (key?: Key) => void;
}
