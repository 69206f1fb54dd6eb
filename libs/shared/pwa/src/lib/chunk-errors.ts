/**
 * A deploy removes the previous build's chunks, so a page opened before it fails to load a lazy page or its
 * styles. The page reloads once to get the new build; if that fails too, the error page shows. Without a
 * connection a chunk cannot load either, and a reload would only swap the portal for the browser's own
 * "no internet" page: offline, nothing reloads and the page says it waits for the connection.
 */
// A lazy route's load timeout is the route's own (ui-light's lazyRoute, with its ChunkLoadError); its error is
// recognised and recovered here.

/** A second chunk failure within this window after our reload shows the error page instead of reloading. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const CHUNK_RELOAD_STORAGE_KEY = 'portal:chunk-reload-at';

const CHUNK_ERROR_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk [\w-]+ failed/i,
  /css_chunk_load_failed/i,
];

/** ChunkLoadError / CSS_CHUNK_LOAD_FAILED (webpack's names) and what browsers and Vite say for the same. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && CHUNK_ERROR_MESSAGES.some((re) => re.test(error));
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((re) => re.test(message));
}

export type ChunkRecovery = 'reloading' | 'gave-up' | 'offline';

export interface ChunkRecoveryOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
  now?: () => number;
  /** False while the browser has no connection (navigator.onLine by default). */
  isOnline?: () => boolean;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/**
 * Decides what a chunk failure does: offline, nothing (the caller says the page waits for the connection, and
 * reloads when it returns); otherwise the first one reloads the page (remembered in session storage, so the
 * reloaded page knows); another within the guard window gives up, and the caller shows the error page.
 */
export function createChunkErrorRecovery(options: ChunkRecoveryOptions = {}) {
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const reload = options.reload ?? (() => window.location.reload());
  const now = options.now ?? Date.now;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  let reloading = false;

  const recentlyReloaded = () => {
    try {
      const at = Number(storage?.getItem(CHUNK_RELOAD_STORAGE_KEY));
      return Number.isFinite(at) && at > 0 && now() - at < CHUNK_RELOAD_GUARD_MS;
    } catch {
      return false;
    }
  };

  return function recover(): ChunkRecovery {
    if (reloading) return 'reloading';
    // Not a deploy: the chunk waits for the connection, and the guard stays free for when it is back.
    if (!isOnline()) return 'offline';
    // Without storage we could not tell a loop from a first failure: never reload blindly.
    if (!storage || recentlyReloaded()) return 'gave-up';
    try {
      storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now()));
    } catch {
      return 'gave-up';
    }
    reloading = true;
    reload();
    return 'reloading';
  };
}

let defaultRecovery: (() => ChunkRecovery) | null = null;

/**
 * The page's one recovery. The route error page calls it: a failed lazy page or style preload (Vite's
 * `vite:preloadError` payload is rethrown into the import) reaches it once the router has committed the new
 * location, so the reload lands on the page the student asked for.
 */
export function recoverFromChunkError(): ChunkRecovery {
  defaultRecovery ??= createChunkErrorRecovery();
  return defaultRecovery();
}
