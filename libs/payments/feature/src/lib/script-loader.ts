/** How long a gateway script may take to load before it counts as failed (`timeout`). */
const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

export type ScriptLoadError = 'load_failed' | 'timeout' | 'missing_global';

export class ScriptLoadFailure extends Error {
  constructor(readonly reason: ScriptLoadError) {
    super(`Script load failed: ${reason}`);
  }
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Loads a third-party script once. Resolves at once when its global is already there (loaded before, or
 * put there by a test); a failure or a timeout removes the tag, so the next call tries again.
 */
export function loadScript(
  url: string,
  isReady: () => boolean,
  timeoutMs = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<void> {
  if (isReady()) return Promise.resolve();
  const pending = inFlight.get(url);
  if (pending) return pending;

  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    function settle() {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    }
    function fail(reason: ScriptLoadError) {
      settle();
      script.remove();
      inFlight.delete(url);
      reject(new ScriptLoadFailure(reason));
    }
    script.onload = () => {
      if (!isReady()) return fail('missing_global');
      settle();
      inFlight.delete(url);
      resolve();
    };
    script.onerror = () => fail('load_failed');
    document.head.appendChild(script);
  });
  inFlight.set(url, promise);
  return promise;
}
