import { PANEL_BASE } from './paths';

/**
 * Which external pages the portal may show inside its frame (panel route frame/{url}, the bank account and
 * flight pages). Built from the VITE_FRAME_HOSTS build setting, a comma or space separated list:
 *
 * - `partner.example` or `https://partner.example`: https pages of exactly that host (default port);
 *   `partner.example:8443` names another port.
 * - `*.partner.example`: https pages of any subdomain of partner.example (not partner.example itself).
 * - `http://localhost:3333`: that origin exactly (scheme, host and port). Plain http is accepted only for
 *   this machine (localhost, 127.0.0.1, [::1]): it is how the demo back end's stand-in partner pages are
 *   allowed. Plain http anywhere else is never framed.
 *
 * Anything else in the list (paths, credentials, `*` alone, `*.com`) is ignored and reported as invalid.
 */
export type FrameHostRule =
  | { kind: 'host'; hostname: string; port: string }
  | { kind: 'subdomains'; domain: string; port: string }
  | { kind: 'origin'; origin: string };

export interface FrameAllowList {
  rules: readonly FrameHostRule[];
  /** Entries of the setting that were ignored, so the build can warn about them. */
  invalid: readonly string[];
}

export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Longer frame addresses are refused before they are parsed. */
export const MAX_FRAME_URL_LENGTH = 4096;

// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** An ASCII (punycode) DNS name or an IPv6 literal; the URL parser already turned IPv4 forms into dotted quads. */
const HOSTNAME = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*)$/;

function bareHost(entry: string): URL | null {
  try {
    const url = new URL(`https://${entry}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
    if (!HOSTNAME.test(url.hostname)) return null;
    // "a/b", "a?b", "a#b" end up in the path, query or fragment; "a@b" in the credentials.
    if (`${url.hostname}${url.port ? `:${url.port}` : ''}` !== entry.toLowerCase()) return null;
    return url;
  } catch {
    return null;
  }
}

function parseEntry(entry: string): FrameHostRule | null {
  if (CONTROL_OR_SPACE.test(entry)) return null;
  const lower = entry.toLowerCase();
  if (lower.startsWith('http://')) {
    const url = bareHost(lower.slice('http://'.length).replace(/\/$/, ''));
    if (!url || !LOOPBACK_HOSTS.includes(url.hostname)) return null;
    return { kind: 'origin', origin: `http://${url.host}` };
  }
  const rest = lower.startsWith('https://') ? lower.slice('https://'.length).replace(/\/$/, '') : lower;
  if (HAS_SCHEME.test(rest) && !/^[^:]+:\d+$/.test(rest)) return null;
  if (rest.startsWith('*.')) {
    const url = bareHost(rest.slice(2));
    // A wildcard needs a registrable-looking domain under it: "*.com" or "*.localhost" would allow far too much.
    if (!url || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname)) return null;
    return { kind: 'subdomains', domain: url.hostname, port: url.port };
  }
  const url = bareHost(rest);
  return url ? { kind: 'host', hostname: url.hostname, port: url.port } : null;
}

/** Reads the VITE_FRAME_HOSTS setting. Never throws; an empty or missing setting allows nothing. */
export function parseFrameHosts(value: string | null | undefined): FrameAllowList {
  const rules: FrameHostRule[] = [];
  const invalid: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    const rule = parseEntry(entry);
    if (rule) rules.push(rule);
    else invalid.push(entry);
  }
  return { rules, invalid };
}

/**
 * The allow-list a build uses when VITE_FRAME_HOSTS is not set: the API's own origin if that is the demo
 * back end on this machine (so the demo's stand-in partner pages can be shown), and nothing otherwise.
 */
export function defaultFrameHosts(apiUrl: string): string {
  try {
    const url = new URL(apiUrl);
    return LOOPBACK_HOSTS.includes(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')
      ? url.origin
      : '';
  } catch {
    return '';
  }
}

function ruleAllows(rule: FrameHostRule, url: URL): boolean {
  switch (rule.kind) {
    case 'origin':
      return url.origin === rule.origin;
    case 'host':
      return url.protocol === 'https:' && url.hostname === rule.hostname && url.port === rule.port;
    case 'subdomains':
      return url.protocol === 'https:' && url.hostname.endsWith(`.${rule.domain}`) && url.port === rule.port;
  }
}

export type FrameRefusal =
  | 'empty'
  | 'malformed'
  | 'relative'
  | 'protocol_relative'
  | 'scheme'
  | 'credentials'
  | 'not_https'
  | 'host'
  | 'self';

export type FrameUrlCheck =
  | { ok: true; url: string; host: string }
  | {
      ok: false;
      reason: FrameRefusal;
      /** The host the address names, when it names one. */
      host: string | null;
      /** The scheme of a refused scheme ("javascript:"). */
      scheme: string | null;
    };

export interface FrameUrlOptions {
  allowList: FrameAllowList | readonly FrameHostRule[];
  /** The value is URL-encoded (it comes from a path segment) and is decoded once first. */
  encoded?: boolean;
  /** The portal's own origin: never framed, since a same-origin frame could lift its own sandbox. */
  selfOrigin?: string;
}

function hostOfProtocolRelative(text: string): string | null {
  try {
    return new URL(`https://${text.slice(2)}`).host || null;
  } catch {
    return null;
  }
}

const refuse = (
  reason: FrameRefusal,
  host: string | null = null,
  scheme: string | null = null,
): FrameUrlCheck => ({
  ok: false,
  reason,
  host,
  scheme,
});

/**
 * Decides whether an address may be shown in the portal's frame. Only absolute https addresses of a host on
 * the allow-list pass (and the exact loopback origins the list names); javascript:, data:, blob: and every
 * other scheme, relative and protocol-relative addresses, credentials, control characters and malformed
 * encodings are refused with the reason and, where there is one, the host. Never throws.
 */
export function checkFrameUrl(value: unknown, options: FrameUrlOptions): FrameUrlCheck {
  if (typeof value !== 'string' || value.length === 0) return refuse('empty');
  if (value.length > MAX_FRAME_URL_LENGTH) return refuse('malformed');
  let text = value;
  if (options.encoded) {
    try {
      text = decodeURIComponent(value);
    } catch {
      return refuse('malformed');
    }
  }
  if (text.length === 0) return refuse('empty');
  if (CONTROL_OR_SPACE.test(text)) return refuse('malformed');
  if (/^[\\/]{2}/.test(text)) return refuse('protocol_relative', hostOfProtocolRelative(text));
  if (!HAS_SCHEME.test(text)) return refuse('relative');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse('malformed');
  }
  const scheme = url.protocol;
  if (scheme !== 'https:' && scheme !== 'http:') return refuse('scheme', null, scheme);
  const host = url.host;
  if (!url.hostname) return refuse('malformed');
  if (url.username || url.password) return refuse('credentials', host);
  if (options.selfOrigin && url.origin === options.selfOrigin) return refuse('self', host);
  const rules = 'rules' in options.allowList ? options.allowList.rules : options.allowList;
  if (rules.some((rule) => ruleAllows(rule, url))) return { ok: true, url: url.href, host };
  if (scheme === 'http:') return refuse('not_https', host);
  // No way out to a host off the list: a phishing mail could otherwise use the portal as its launch page.
  return refuse('host', host);
}

const FRAME_PREFIX = `${PANEL_BASE}/frame/`;

/** The still-encoded {url} of a /panel/frame/{url} path, or null for another path. */
export function frameSegmentOf(pathname: string): string | null {
  return pathname.startsWith(FRAME_PREFIX) ? pathname.slice(FRAME_PREFIX.length) : null;
}
