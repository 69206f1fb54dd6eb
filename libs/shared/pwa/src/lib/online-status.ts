import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/** False while the browser has no connection. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export const OFFLINE_LOG_MESSAGE = 'No internet connection found. App is running in offline mode.';

/** Logs when the app runs without a connection, at start and whenever the connection drops. */
export function watchConnectivity(target: Window = window): () => void {
  const log = () => console.info(OFFLINE_LOG_MESSAGE);
  if (!target.navigator.onLine) log();
  target.addEventListener('offline', log);
  return () => target.removeEventListener('offline', log);
}
