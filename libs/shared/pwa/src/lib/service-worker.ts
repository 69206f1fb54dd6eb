import { updateHolds } from '@portal/ui-light';
import { Workbox } from 'workbox-window';
import { startVersionPoller } from './version-poller';
import { watchConnectivity } from './online-status';

export interface PwaOptions {
  /** The app root, with a trailing slash (Vite's `BASE_URL`). */
  appRoot: string;
  /** File name of the worker script under the app root. */
  swFileName?: string;
  /** Register the worker; the shell passes `import.meta.env.PROD`, so `vite` dev and tests never do. */
  enabled: boolean;
}

type Listener = () => void;

/**
 * How long a version-poll update waits for the server to answer the worker check before it reloads anyway. The
 * new worker's install (its precache of the whole build) is waited for however long it takes: a reload while it
 * installs would land on the old worker's copy of the old build.
 */
export const UPDATE_CHECK_TIMEOUT_MS = 15_000;

/**
 * A waiting worker told to take over is told again at this interval while it still waits, a few times: Chromium
 * drops an activation when a page fetch reaches the old worker at that moment, and the new worker stays waiting
 * (seen in the version-poll journey under load: the tab kept the old build for good).
 */
export const SKIP_WAITING_RETRY_MS = 2_000;
const SKIP_WAITING_ATTEMPTS = 15;

/** Tells a waiting worker to take over until it does (its state leaves `installed`) or the attempts run out. */
function activateWaiting(worker: ServiceWorker): void {
  let attempts = 0;
  const tell = () => {
    if (worker.state !== 'installed' || attempts >= SKIP_WAITING_ATTEMPTS) return;
    attempts += 1;
    worker.postMessage({ type: 'SKIP_WAITING' });
    setTimeout(tell, SKIP_WAITING_RETRY_MS);
  };
  tell();
}

/** What the top-centre notice says: nothing, a waiting worker (a new version), or an update held by a busy page. */
export type UpdateNoticeState = 'none' | 'available' | 'held';

/** Whether a page holds updates now (a payment in progress, unsaved input): see `useHoldUpdates` in ui. */
export interface UpdateHoldSource {
  isHeld: () => boolean;
}

/**
 * The page's side of the offline worker: tells the UI when an update waits, applies it on request,
 * reloads once when a new worker takes control, and reacts to the version file changing. While a page holds
 * updates, a reload the app would do by itself is deferred instead: the notice says a new version is ready,
 * and it loads at the next route change (`onRouteChange`) or when the student presses Reload.
 */
export class PwaController {
  private readonly listeners = new Set<Listener>();
  private updateWaiting = false;
  private reloading = false;
  /** What a held update will do once released: reload, or first fetch and activate the new worker. */
  private deferred: 'reload' | 'update' | null = null;
  /** The student (or a route change) released the update: holds no longer defer anything. */
  private released = false;
  private registration: ServiceWorkerRegistration | undefined;
  /** A version-poll update is fetching and activating the new worker. */
  private applying = false;

  constructor(
    private readonly reload: () => void = () => window.location.reload(),
    private readonly holds: UpdateHoldSource = updateHolds,
  ) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** True while a new version waits for the student's Reload. */
  getUpdateWaiting = (): boolean => this.updateWaiting;

  /** What the update notice shows. */
  getNoticeState = (): UpdateNoticeState =>
    this.deferred ? 'held' : this.updateWaiting ? 'available' : 'none';

  private notify() {
    for (const listener of this.listeners) listener();
  }

  setUpdateWaiting(waiting: boolean) {
    // The app is applying the update by itself and reloads in a moment: no Reload button for it (and no notice's
    // chunks fetched through the old worker while the new one takes over).
    if (waiting && this.applying) return;
    if (this.updateWaiting === waiting) return;
    this.updateWaiting = waiting;
    this.notify();
  }

  private held(): boolean {
    return !this.released && this.holds.isHeld();
  }

  private defer(action: 'reload' | 'update') {
    // A reload already deferred covers a later update too (the reload fetches the new version).
    if (this.deferred === 'reload') return;
    this.deferred = action;
    this.notify();
  }

  /** Runs what was deferred, whatever holds remain: the student asked for it, or left the held page. */
  private release() {
    const action = this.deferred;
    if (!action) return;
    this.released = true;
    this.deferred = null;
    if (action === 'update') void this.updateNow();
    else this.reloadOnce();
  }

  reloadOnce() {
    if (this.reloading) return;
    if (this.held()) {
      this.defer('reload');
      return;
    }
    this.reloading = true;
    this.reload();
  }

  /** The student pressed Reload: the waiting worker skips waiting; the page reloads when it has taken control. */
  applyUpdate = () => {
    if (this.deferred) {
      this.release();
      return;
    }
    this.released = true;
    const waiting = this.registration?.waiting;
    if (!waiting) {
      this.reloadOnce();
      return;
    }
    activateWaiting(waiting);
  };

  /** The router moved to another page: an update held by the page left behind loads now, unless the new one holds. */
  onRouteChange = () => {
    if (this.deferred && !this.holds.isHeld()) this.release();
  };

  /** A new deploy was seen in the version file: fetch the new worker, activate it and reload. */
  async updateNow(): Promise<void> {
    if (this.held()) {
      this.defer('update');
      return;
    }
    const registration = this.registration;
    if (!registration) {
      this.reloadOnce();
      return;
    }
    this.released = true;
    this.applying = true;
    if (!(await checkForWorker(registration))) {
      this.reloadOnce();
      return;
    }
    const installing = registration.installing;
    if (installing) await waitUntilInstalled(installing);
    if (registration.waiting) activateWaiting(registration.waiting);
    else this.reloadOnce();
  }

  attach(registration: ServiceWorkerRegistration | undefined) {
    this.registration = registration;
  }
}

/** Asks the server for the worker script: false when that fails or takes longer than the time limit. */
function checkForWorker(registration: ServiceWorkerRegistration): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), UPDATE_CHECK_TIMEOUT_MS);
    const settle = (checked: boolean) => {
      clearTimeout(timer);
      resolve(checked);
    };
    registration.update().then(
      () => settle(true),
      () => settle(false),
    );
  });
}

function waitUntilInstalled(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state !== 'installing') {
        worker.removeEventListener('statechange', check);
        resolve();
      }
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

function isLocalhost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * On localhost another app may have left its worker on this origin, or the build has none: if the worker
 * script is missing or is not JavaScript, the stale worker goes and the page reloads (once: afterwards no
 * registration remains).
 */
async function workerScriptIsValid(swUrl: string): Promise<boolean> {
  try {
    const response = await fetch(swUrl, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
    const contentType = response.headers.get('content-type') ?? '';
    if (response.status === 404 || !contentType.includes('javascript')) {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration) {
        await registration.unregister();
        window.location.reload();
      }
      return false;
    }
    return true;
  } catch {
    // No connection: the registered worker keeps serving the app.
    return true;
  }
}

/** Registers the worker, watches for updates and starts version polling. Production builds only. */
export function startPwa(controller: PwaController, options: PwaOptions): () => void {
  const stopConnectivity = watchConnectivity();
  if (!options.enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return stopConnectivity;

  const swUrl = `${options.appRoot}${options.swFileName ?? 'sw.js'}`;
  const container = navigator.serviceWorker;
  let hadController = Boolean(container.controller);

  // A new controller means new code: reload, once. The very first worker claiming the page is not a change.
  const onControllerChange = () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    controller.reloadOnce();
  };
  container.addEventListener('controllerchange', onControllerChange);

  const stopPolling = startVersionPoller({
    url: `${options.appRoot}version.json`,
    onNewVersion: () => void controller.updateNow(),
  });

  const register = async () => {
    if (isLocalhost(window.location.hostname) && !(await workerScriptIsValid(swUrl))) return;
    const wb = new Workbox(swUrl, { scope: options.appRoot });
    wb.addEventListener('installed', (event) => {
      // Nothing controls the page yet (first visit, or a hard reload): nothing old to keep running.
      if (!container.controller && event.sw?.state === 'installed')
        event.sw.postMessage({ type: 'SKIP_WAITING' });
    });
    wb.addEventListener('waiting', (event) => {
      if (!container.controller) {
        event.sw?.postMessage({ type: 'SKIP_WAITING' });
        return;
      }
      controller.setUpdateWaiting(true);
    });
    const registration = await wb.register();
    controller.attach(registration);
    if (registration?.waiting && container.controller) controller.setUpdateWaiting(true);
  };
  register().catch((error: unknown) => {
    console.error('Offline worker registration failed:', error);
  });

  return () => {
    stopConnectivity();
    stopPolling();
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
