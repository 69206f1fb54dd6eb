#!/usr/bin/env node
// Renders the portal's nginx configuration (portal.conf.template) for a built portal: the Content-Security-Policy
// hosts from the environment, the hashes of index.html's inline scripts from the build itself.
//
//   node apps/portal/nginx/render-config.mjs --root /srv/portal [--listen 80] [--out /etc/nginx/conf.d/portal.conf]
//
// The policy's only variables (docs/deploying.md); each takes origins such as https://api.example.com, lists
// separated by spaces or commas, `none` for an empty list. Unset, they follow the build's VITE_* settings and
// otherwise the demo back end on http://localhost:3333:
//   PORTAL_API_HOST       the product API (connect-src, img-src)       default: origin of VITE_API_URL
//   PORTAL_AUTH_HOST      the auth host's sign-in form (frame-src)      default: origin of VITE_AUTH_URL
//   PORTAL_GATEWAY_HOSTS  the payment gateways (script, frame, connect, img)
//                                                                       default: origins of VITE_PAYPAL_SDK_URL
//                                                                       and VITE_FLYWIRE_SCRIPT_URL
//   PORTAL_FRAME_HOSTS    the allow-list of partner frames (frame-src)  default: the demo back end
//   PORTAL_FIELD_HOST     the field data's collector (connect-src)      default: origin of VITE_FIELD_DATA_URL
// and where violations are reported (a URL, https or http on this machine; `none` for no reports):
//   PORTAL_REPORT_URL     the CSP reports' collector (Reporting-Endpoints, report-to, report-uri)
//                                                                       default: the demo back end's
//                                                                       /__demo/csp-reports when the API host is
//                                                                       on this machine, else none
// PORTAL_BROTLI=on|off overrides whether the brotli lines are kept (default: on when this machine's nginx
// has the module).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const workspaceRoot = join(here, '..', '..', '..');

const DEMO_BACK_END = 'http://localhost:3333';
/** What the build writes where the page's CSP nonce goes (Vite's html.cspNonce); nginx puts a fresh one there. */
export const CSP_NONCE_PLACEHOLDER = 'PORTAL_CSP_NONCE';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export class ConfigError extends Error {}

/**
 * One CSP host source: an origin (scheme, host, optional port; `https://*.example.com` allowed), https anywhere
 * and plain http only on this machine, as for the gateway scripts (libs/shared/util toSafeScriptUrl). Anything else,
 * a path, a quote or a semicolon included, is refused: the value goes into a response header.
 */
export function toHostSource(raw, variable) {
  const value = raw.trim().toLowerCase().replace(/\/$/, '');
  const match =
    /^(https?):\/\/(\*\.)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[::1\])(?::(\d{1,5}))?$/.exec(
      value,
    );
  if (!match || (match[4] !== undefined && Number(match[4]) > 65_535)) {
    throw new ConfigError(
      `${variable}: ${JSON.stringify(raw)} is not an origin such as https://api.example.com (no path, no quotes).`,
    );
  }
  const [, scheme, wildcard, host] = match;
  if (scheme === 'http' && (wildcard || !LOCAL_HOSTS.includes(host))) {
    throw new ConfigError(
      `${variable}: ${JSON.stringify(raw)} must use https (plain http only on localhost).`,
    );
  }
  return value;
}

/** The origin of a URL from the build's settings, or null when there is none or it is no URL. */
function originOf(url) {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function hostList(raw, variable) {
  if (raw.trim().toLowerCase() === 'none') return [];
  return [
    ...new Set(
      raw
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((token) => toHostSource(token, variable)),
    ),
  ];
}

/** The policy's host variables, checked, with their defaults. */
export function policyHosts(env = process.env) {
  const set = (name) => (env[name] ?? '').trim() !== '';
  const gatewayDefaults = [
    originOf(env.VITE_PAYPAL_SDK_URL) ?? DEMO_BACK_END,
    originOf(env.VITE_FLYWIRE_SCRIPT_URL) ?? DEMO_BACK_END,
  ].join(' ');
  return {
    apiHost: toHostSource(
      set('PORTAL_API_HOST') ? env.PORTAL_API_HOST : (originOf(env.VITE_API_URL) ?? DEMO_BACK_END),
      'PORTAL_API_HOST',
    ),
    authHost: toHostSource(
      set('PORTAL_AUTH_HOST') ? env.PORTAL_AUTH_HOST : (originOf(env.VITE_AUTH_URL) ?? DEMO_BACK_END),
      'PORTAL_AUTH_HOST',
    ),
    gatewayHosts: hostList(
      set('PORTAL_GATEWAY_HOSTS') ? env.PORTAL_GATEWAY_HOSTS : gatewayDefaults,
      'PORTAL_GATEWAY_HOSTS',
    ),
    frameHosts: hostList(
      set('PORTAL_FRAME_HOSTS') ? env.PORTAL_FRAME_HOSTS : DEMO_BACK_END,
      'PORTAL_FRAME_HOSTS',
    ),
    fieldDataHosts: hostList(
      set('PORTAL_FIELD_HOST') ? env.PORTAL_FIELD_HOST : (originOf(env.VITE_FIELD_DATA_URL) ?? 'none'),
      'PORTAL_FIELD_HOST',
    ),
  };
}

/**
 * Where the browser reports the policy's violations (PORTAL_REPORT_URL), or null for nowhere. A URL with a path
 * (an OpenTelemetry collector's or any HTTP endpoint), https anywhere and plain http only on this machine; a quote,
 * a comma, a semicolon or a space is refused: the value goes into two response headers.
 */
export function cspReportUrl(env = process.env) {
  const raw = (env.PORTAL_REPORT_URL ?? '').trim();
  if (raw.toLowerCase() === 'none') return null;
  if (raw === '') {
    const apiHost = policyHosts(env).apiHost;
    const { hostname } = new URL(apiHost);
    return LOCAL_HOSTS.includes(hostname) ? `${apiHost}/__demo/csp-reports` : null;
  }
  let url;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || /[\s"';,\\{}$]/.test(raw) || url.username || url.password) {
    throw new ConfigError(
      `PORTAL_REPORT_URL: ${JSON.stringify(raw)} is not a URL such as https://collector.example.com/csp.`,
    );
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname))) {
    throw new ConfigError(
      `PORTAL_REPORT_URL: ${JSON.stringify(raw)} must use https (plain http only on localhost).`,
    );
  }
  return url.href;
}

/**
 * The CSP hash sources of index.html's inline scripts (the theme-before-first-paint script), computed from
 * the built file so they match byte for byte. Inline event handlers and javascript: URLs cannot be allowed
 * without 'unsafe-inline', so a build that has one is refused.
 */
export function inlineScriptHashes(html) {
  if (
    /<[a-z][^>]*\son[a-z]+\s*=/i.test(html) ||
    /\b(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)
  ) {
    throw new ConfigError(
      'index.html has an inline event handler or a javascript: URL, which the Content-Security-Policy blocks.',
    );
  }
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Replaces every ${PORTAL_*} placeholder; a placeholder without a value is an error, never left in. */
function fillTemplate(template, values) {
  return template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new ConfigError(`No value for \${${name}} in the nginx template.`);
    return values[name];
  });
}

function checkPath(path, what) {
  if (!isAbsolute(path) || /[\s;'"{}$\\]/.test(path)) {
    throw new ConfigError(`${what} must be an absolute path without spaces, quotes or ; { } $ \\: ${path}`);
  }
  return path;
}

function checkListen(address) {
  if (!/^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|localhost|\*):)?\d{1,5}$/i.test(address)) {
    throw new ConfigError(`--listen: ${JSON.stringify(address)} is not a port or address:port.`);
  }
  return address;
}

export function brotliAvailable(env = process.env) {
  const setting = (env.PORTAL_BROTLI ?? '').trim().toLowerCase();
  if (setting === 'on' || setting === 'off') return setting === 'on';
  return existsSync(BROTLI_MODULE);
}

/**
 * portal.conf: the server block and its cache map, for an nginx `http {}` context.
 * @param {{ root: string, indexHtml: string, listen?: string[], env?: Record<string, string | undefined>, brotli?: boolean }} options
 */
export function renderPortalConfig({ root, indexHtml, listen = ['80'], env = process.env, brotli }) {
  const hosts = policyHosts(env);
  const reportUrl = cspReportUrl(env);
  const withBrotli = brotli ?? brotliAvailable(env);
  let template = readFileSync(join(here, 'portal.conf.template'), 'utf8');
  if (!withBrotli) template = template.replace(/^[ \t]*# brotli-begin[\s\S]*?# brotli-end[^\n]*\n/m, '');
  const hashes = inlineScriptHashes(indexHtml);
  if (!indexHtml.includes(`nonce="${CSP_NONCE_PLACEHOLDER}"`))
    throw new ConfigError(
      `index.html has no nonce="${CSP_NONCE_PLACEHOLDER}" (Vite's html.cspNonce): antd's styles would be refused.`,
    );
  return fillTemplate(template, {
    PORTAL_CSP_NONCE_PLACEHOLDER: CSP_NONCE_PLACEHOLDER,
    PORTAL_LISTEN: listen.map((address) => `    listen ${checkListen(address)};`).join('\n'),
    PORTAL_ROOT: checkPath(root, 'The portal root'),
    PORTAL_SCRIPT_HASHES: hashes.join(' '),
    PORTAL_API_HOST: hosts.apiHost,
    PORTAL_AUTH_HOST: hosts.authHost,
    PORTAL_GATEWAY_HOSTS: hosts.gatewayHosts.join(' '),
    // Permissions-Policy names origins in quotes, inside nginx's own double-quoted string.
    PORTAL_GATEWAY_HOSTS_QUOTED: hosts.gatewayHosts.map((host) => `\\"${host}\\"`).join(' '),
    PORTAL_FRAME_HOSTS: hosts.frameHosts.join(' '),
    PORTAL_FIELD_HOSTS: hosts.fieldDataHosts.join(' '),
    // The Reporting API's endpoint (report-to) and report-uri for the browsers without it (Firefox): Chromium
    // ignores report-uri when report-to is there, so a violation is reported once.
    PORTAL_CSP_REPORTING: reportUrl ? `; report-uri ${reportUrl}; report-to csp` : '',
    PORTAL_REPORTING_ENDPOINTS: reportUrl
      ? `add_header Reporting-Endpoints "csp=\\"${reportUrl}\\"" always;`
      : '# No Reporting-Endpoints: PORTAL_REPORT_URL is none.',
  }).replace(/^([ \t]*add_header .*)$/gm, tidyHeaderLine);
}

/**
 * Header lines after filling in: an empty host list leaves doubled spaces, and one host in two roles (the demo
 * back end is API, auth host and gateway at once) would repeat within a CSP directive.
 */
function tidyHeaderLine(line) {
  const indent = /^[ \t]*/.exec(line)[0];
  const tidy = line
    .slice(indent.length)
    .replace(/ {2,}/g, ' ')
    .replace(/ ([;)])/g, '$1');
  if (!tidy.startsWith('add_header Content-Security-Policy ')) return indent + tidy;
  return (
    indent +
    tidy.replace(/"([^"]*)"/, (_, policy) => {
      const directives = policy
        .split(';')
        .map((directive) => [...new Set(directive.trim().split(' '))].join(' '));
      return `"${directives.join('; ')}"`;
    })
  );
}

/**
 * nginx.conf for `npm run serve`: a foreground nginx with pid, log and temporary files under `prefix`, which
 * includes `prefix`/portal.conf.
 */
export function renderLocalNginxConfig({ prefix, brotli }) {
  const template = readFileSync(join(here, 'nginx.conf.template'), 'utf8');
  return fillTemplate(template, {
    PORTAL_PREFIX: checkPath(prefix, 'The nginx prefix'),
    PORTAL_LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
  });
}

function parseArguments(argv) {
  const options = { root: join(workspaceRoot, 'dist', 'apps', 'portal'), listen: [], out: null };
  for (let index = 0; index < argv.length; index += 1) {
    const [name, value] = [argv[index], argv[index + 1]];
    if (value === undefined || !['--root', '--listen', '--out'].includes(name)) {
      throw new ConfigError(
        `Usage: render-config.mjs [--root DIR] [--listen PORT]... [--out FILE] (at ${name})`,
      );
    }
    if (name === '--listen') options.listen.push(value);
    else options[name.slice(2)] = resolve(value);
    index += 1;
  }
  if (options.listen.length === 0) options.listen = ['80'];
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { root, listen, out } = parseArguments(process.argv.slice(2));
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) throw new ConfigError(`${indexFile} does not exist: build the portal first.`);
    const config = renderPortalConfig({ root, indexHtml: readFileSync(indexFile, 'utf8'), listen });
    if (out) writeFileSync(out, config);
    else process.stdout.write(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`render-config: ${error.message}`);
    process.exit(1);
  }
}
