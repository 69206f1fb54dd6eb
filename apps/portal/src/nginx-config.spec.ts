import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  cspReportUrl,
  inlineScriptHashes,
  policyHosts,
  renderLocalNginxConfig,
  renderPortalConfig,
  toHostSource,
} from '../nginx/render-config.mjs';

// The nginx configuration of apps/portal/nginx as rendered; the e2e suite checks what the server then sends.

const THEME_SCRIPT = "\n      document.documentElement.setAttribute('data-theme', 'light');\n    ";
const INDEX_HTML = `<!doctype html><html><head><script nonce="PORTAL_CSP_NONCE">${THEME_SCRIPT}</script>
<meta property="csp-nonce" nonce="PORTAL_CSP_NONCE">
<script type="module" crossorigin src="/static/js/index-abc.js" nonce="PORTAL_CSP_NONCE"></script></head>
<body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const headerValue = (config: string, name: string) =>
  new RegExp(`add_header ${name} "([^"]*)" always;`).exec(config)?.[1] ?? '';

function policyOf(config: string): Map<string, string[]> {
  return new Map(
    headerValue(config, 'Content-Security-Policy')
      .split('; ')
      .map((directive) => {
        const [name = '', ...sources] = directive.split(' ');
        return [name, sources];
      }),
  );
}

describe('the nginx configuration', () => {
  it('allows the inline scripts of the built index.html by their hash, and nothing inline else', () => {
    const config = renderPortalConfig({ root: '/srv/portal', indexHtml: INDEX_HTML, env: {}, brotli: false });
    const scripts = policyOf(config).get('script-src');
    expect(scripts).toEqual(["'self'", sha256(THEME_SCRIPT), 'http://localhost:3333']);
    expect(config).not.toMatch(/unsafe-eval/);
    expect(config).toContain('root /srv/portal;');
  });

  it("allows styles from this origin and by the answer's nonce, which nginx writes into the page", () => {
    const config = renderPortalConfig({ root: '/srv/portal', indexHtml: INDEX_HTML, env: {}, brotli: false });
    expect(policyOf(config).get('style-src')).toEqual(["'self'", "'nonce-$request_id'", "'report-sample'"]);
    expect(headerValue(config, 'Content-Security-Policy')).not.toMatch(/unsafe-inline/);
    expect(config).toContain("sub_filter 'PORTAL_CSP_NONCE' '$request_id';");
    expect(() =>
      renderPortalConfig({
        root: '/srv/portal',
        indexHtml: INDEX_HTML.replaceAll('PORTAL_CSP_NONCE', 'other'),
        env: {},
        brotli: false,
      }),
    ).toThrow(/html\.cspNonce/);
    expect(config).not.toMatch(/\$\{PORTAL_[A-Z_]+\}/);
  });

  it('puts each host where it belongs, once per directive', () => {
    const config = renderPortalConfig({
      root: '/srv/portal',
      indexHtml: INDEX_HTML,
      brotli: false,
      env: {
        PORTAL_API_HOST: 'https://api.example.com',
        PORTAL_AUTH_HOST: 'https://auth.example.com',
        PORTAL_GATEWAY_HOSTS: 'https://www.paypal.com, https://*.paypal.com https://checkout.flywire.com',
        PORTAL_FRAME_HOSTS: 'https://partners.example.com https://api.example.com',
      },
    });
    const policy = policyOf(config);
    const gateways = ['https://www.paypal.com', 'https://*.paypal.com', 'https://checkout.flywire.com'];
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com', ...gateways]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.com', ...gateways]);
    expect(policy.get('frame-src')).toEqual([
      'https://auth.example.com',
      ...gateways,
      'https://partners.example.com',
      'https://api.example.com',
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    // nginx's own quoting: Permissions-Policy names origins in double quotes.
    expect(config).toContain(
      'payment=(self \\"https://www.paypal.com\\" \\"https://*.paypal.com\\" \\"https://checkout.flywire.com\\")',
    );
  });

  it("follows the build's VITE_* settings when the policy variables are unset", () => {
    expect(
      policyHosts({
        VITE_API_URL: 'https://api.example.com/v1/',
        VITE_AUTH_URL: 'https://auth.example.com/login?x=1',
        VITE_PAYPAL_SDK_URL: 'https://www.paypal.com/sdk/js?client-id=abc&currency=GBP',
        VITE_FLYWIRE_SCRIPT_URL: 'https://checkout.flywire.com/flywire-payment.js',
      }),
    ).toEqual({
      apiHost: 'https://api.example.com',
      authHost: 'https://auth.example.com',
      gatewayHosts: ['https://www.paypal.com', 'https://checkout.flywire.com'],
      frameHosts: ['http://localhost:3333'],
      fieldDataHosts: [],
    });
    expect(policyHosts({ PORTAL_FRAME_HOSTS: 'none' }).frameHosts).toEqual([]);
  });

  it('lets the field data reach its collector and reports violations where PORTAL_REPORT_URL says', () => {
    const render = (env: Record<string, string>) =>
      renderPortalConfig({ root: '/srv/portal', indexHtml: INDEX_HTML, brotli: false, env });
    // The demo: the demo back end collects both; report-to for the Reporting API, report-uri for the browsers without it.
    const demo = render({});
    expect(policyOf(demo).get('report-to')).toEqual(['csp']);
    expect(policyOf(demo).get('report-uri')).toEqual(['http://localhost:3333/__demo/csp-reports']);
    expect(demo).toContain(
      'add_header Reporting-Endpoints "csp=\\"http://localhost:3333/__demo/csp-reports\\"" always;',
    );

    const deployed = render({
      VITE_API_URL: 'https://api.example.com',
      VITE_FIELD_DATA_URL: 'https://otel.example.com/v1/logs',
      PORTAL_REPORT_URL: 'https://otel.example.com/csp',
    });
    expect(policyOf(deployed).get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.com', 'https://otel.example.com']),
    );
    expect(policyOf(deployed).get('report-uri')).toEqual(['https://otel.example.com/csp']);
    expect(deployed).toContain(
      'add_header Reporting-Endpoints "csp=\\"https://otel.example.com/csp\\"" always;',
    );

    // A deployment that names no collector reports nothing.
    const silent = render({ VITE_API_URL: 'https://api.example.com' });
    expect(policyOf(silent).has('report-to')).toBe(false);
    expect(silent).not.toContain('Reporting-Endpoints "');
    expect(cspReportUrl({ PORTAL_REPORT_URL: 'none' })).toBeNull();
    for (const bad of [
      'http://collector.example.com/csp',
      'https://x.example.com/a"b',
      'https://x.example.com/a;b',
      '/csp',
    ]) {
      expect(() => cspReportUrl({ PORTAL_REPORT_URL: bad }), bad).toThrow(ConfigError);
    }
  });

  it('refuses a host that is not a plain origin, so nothing can be smuggled into a header', () => {
    for (const bad of [
      "https://api.example.com 'unsafe-inline'",
      'https://api.example.com; script-src *',
      'https://api.example.com"',
      'https://api.example.com/path',
      'http://api.example.com',
      'http://*.localhost',
      '*',
      "'unsafe-eval'",
      'data:',
      'https://api.example.com:99999',
      'https://user@api.example.com',
      'https://api.example.com\nadd_header X-Evil 1',
    ]) {
      expect(() => toHostSource(bad, 'PORTAL_API_HOST'), bad).toThrow(ConfigError);
    }
    expect(() => policyHosts({ PORTAL_GATEWAY_HOSTS: 'https://ok.example.com $evil' })).toThrow(ConfigError);
    expect(toHostSource('HTTPS://API.Example.com/', 'PORTAL_API_HOST')).toBe('https://api.example.com');
    expect(toHostSource('http://[::1]:3333', 'PORTAL_API_HOST')).toBe('http://[::1]:3333');
  });

  it('refuses a build with an inline event handler or a javascript: URL (a hash cannot allow them)', () => {
    expect(() => inlineScriptHashes('<body onload="start()"></body>')).toThrow(ConfigError);
    expect(() => inlineScriptHashes('<a href="javascript:void 0">x</a>')).toThrow(ConfigError);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('keeps the brotli lines only with the module, and runs nginx in the foreground under its prefix', () => {
    const render = (brotli: boolean) =>
      renderPortalConfig({ root: '/srv/portal', indexHtml: INDEX_HTML, env: {}, brotli });
    expect(render(true)).toContain('brotli on;');
    expect(render(false)).not.toContain('brotli');
    expect(render(false)).toContain('gzip on;');

    const local = renderLocalNginxConfig({ prefix: '/work/tmp/nginx', brotli: true });
    expect(local).toContain('daemon off;');
    expect(local).toContain('pid /work/tmp/nginx/nginx.pid;');
    expect(local).toContain('include /work/tmp/nginx/portal.conf;');
    expect(local).toMatch(/^load_module .*ngx_http_brotli_filter_module\.so;$/m);
    expect(() => renderLocalNginxConfig({ prefix: 'relative/dir', brotli: false })).toThrow(ConfigError);
  });

  it('sends no Referer from a sponsor’s link and keeps its secret out of the access log', () => {
    const config = renderPortalConfig({ root: '/srv/portal', indexHtml: INDEX_HTML, env: {}, brotli: false });
    expect(config).toMatch(
      /map \$request_uri \$portal_referrer_policy \{\s+~\^\/sponsor\/\s+"no-referrer";\s+default\s+"strict-origin-when-cross-origin";/,
    );
    expect(config).toContain('add_header Referrer-Policy $portal_referrer_policy always;');
    const sponsor = /location \^~ \/sponsor\/ \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(sponsor).toContain('access_log off;');
    expect(sponsor).toContain('try_files /index.html =404;');
    // The sponsor's location adds no header of its own: that would drop the server's security headers there.
    expect(sponsor).not.toContain('add_header');
  });
});
