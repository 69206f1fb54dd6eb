export const OFFLINE_LOG_MESSAGE = 'No internet connection found. App is running in offline mode.';

/** Logs when the app runs without a connection, at start and whenever the connection drops. */
export function watchConnectivity(target: Window = window): () => void {
  const log = () => console.info(OFFLINE_LOG_MESSAGE);
  if (!target.navigator.onLine) log();
  target.addEventListener('offline', log);
  return () => target.removeEventListener('offline', log);
}
