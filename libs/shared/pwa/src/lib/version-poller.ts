/** How often the app asks the server which version it serves. */
export const VERSION_POLL_INTERVAL_MS = 60_000;

export interface AppVersion {
  version: string;
  build: string;
}

export interface VersionPollerOptions {
  /** `{app root}/version.json`. */
  url: string;
  /** Called once, with the first version seen and the different one found later; polling stops then. */
  onNewVersion: (seen: AppVersion, latest: AppVersion) => void;
  intervalMs?: number;
  /** Fetches and parses the version file; the default bypasses every cache. */
  loadVersion?: (url: string) => Promise<unknown>;
}

async function fetchVersionFile(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
  if (!response.ok) throw new Error(`version file answered ${response.status}`);
  return response.json();
}

/** Reads `version` and `build` from the version file; anything else is treated as a failed check. */
export function parseAppVersion(body: unknown): AppVersion | null {
  if (!body || typeof body !== 'object') return null;
  const { version, build } = body as Record<string, unknown>;
  const asText = (value: unknown) =>
    typeof value === 'string' && value.trim()
      ? value.trim()
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : null;
  const parsedVersion = asText(version);
  const parsedBuild = asText(build);
  return parsedVersion && parsedBuild ? { version: parsedVersion, build: parsedBuild } : null;
}

/**
 * Checks the version file at start and then every interval. The first successful check only records what
 * the server serves; a later difference means a new deploy. Failed checks are ignored silently: the next poll asks again.
 * Returns a stop function.
 */
export function startVersionPoller(options: VersionPollerOptions): () => void {
  const {
    url,
    onNewVersion,
    intervalMs = VERSION_POLL_INTERVAL_MS,
    loadVersion = fetchVersionFile,
  } = options;
  let seen: AppVersion | null = null;
  let checking = false;
  let stopped = false;

  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    try {
      const latest = parseAppVersion(await loadVersion(url));
      if (!latest || stopped) return;
      if (!seen) {
        seen = latest;
      } else if (latest.version !== seen.version || latest.build !== seen.build) {
        stop();
        onNewVersion(seen, latest);
      }
    } catch {
      // Offline, a deploy in progress or a proxy hiccup: the next tick tries again.
    } finally {
      checking = false;
    }
  };

  const timer = setInterval(() => void check(), intervalMs);
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  void check();
  return stop;
}
