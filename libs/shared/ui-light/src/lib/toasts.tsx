import './ui.css';
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { THEME_CSS_VAR_KEY } from './theme-mode';
import type { NotificationApi } from './toast-settings';

export { TOAST_PLACEMENT, TOAST_SECONDS, type NotificationApi } from './toast-settings';

const NotificationsContext = createContext<NotificationApi | null>(null);

/**
 * What renders antd's notifications and hands their API over once mounted: ui's `AntdNotifications`, a lazy
 * component, so antd's notifications (about 9 KB gzip) load with the first toast, not with every start. Given by
 * whoever renders the root: the first screen's kit brings no antd code of its own.
 */
export type NotificationsHolder = ComponentType<{ onReady: (api: NotificationApi) => void }>;

/**
 * The portal's root element under the theme, and its notifications. It does what antd's App did for the portal
 * without bringing antd's Modal, message and notifications into every page's start: its element carries antd's
 * theme variables (light or dark) and base text style for everything inside, and its notifications follow the
 * theme. They load with the first one asked for, which shows as soon as they are in. A page that confirms
 * something uses `Modal.useModal`, one that says "Copied" uses `useMessages`, each where it is needed.
 */
export function ToastsRoot({
  notifications: Holder,
  children,
}: {
  notifications: NotificationsHolder;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const loaded = useRef<NotificationApi | null>(null);
  const waiting = useRef<((api: NotificationApi) => void)[]>([]);
  const api = useMemo<NotificationApi>(() => {
    const run = (call: (api: NotificationApi) => void) => {
      if (loaded.current) return call(loaded.current);
      waiting.current.push(call);
      setWanted(true);
    };
    return {
      open: (config) => run((api) => api.open(config)),
      success: (config) => run((api) => api.success(config)),
      info: (config) => run((api) => api.info(config)),
      warning: (config) => run((api) => api.warning(config)),
      error: (config) => run((api) => api.error(config)),
      // Nothing shown and nothing waiting: nothing to close, and no reason to load the notifications.
      destroy: (key) => {
        if (loaded.current || waiting.current.length > 0) run((api) => api.destroy(key));
      },
    };
  }, []);
  const ready = useCallback((api: NotificationApi) => {
    loaded.current = api;
    for (const call of waiting.current.splice(0)) call(api);
  }, []);
  return (
    <NotificationsContext.Provider value={api}>
      <div className={`portal-root ${THEME_CSS_VAR_KEY}`}>
        {wanted ? (
          <Suspense fallback={null}>
            <Holder onReady={ready} />
          </Suspense>
        ) : null}
        {children}
      </div>
    </NotificationsContext.Provider>
  );
}

/** The notifications of the nearest ThemeModeProvider (or ToastsRoot); outside one, a clear error. */
export function useNotifications(): NotificationApi {
  const notifications = useContext(NotificationsContext);
  if (!notifications)
    throw new Error('useNotifications() needs a ThemeModeProvider (or ToastsRoot) above it.');
  return notifications;
}
