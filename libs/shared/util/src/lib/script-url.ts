const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A third-party script address from configuration, if it is safe to load: https anywhere, plain http only
 * on this machine (the demo gateways). Anything else (javascript:, data:, relative, http elsewhere) is null.
 */
export function toSafeScriptUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname)) return url.href;
  return null;
}
