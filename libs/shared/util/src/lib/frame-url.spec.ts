import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFrameUrl, defaultFrameHosts, frameSegmentOf, parseFrameHosts } from './frame-url';
import { paths } from './paths';

const allowList = parseFrameHosts(
  'bank.example, *.travel.example  http://localhost:3333,partner.example:8443',
);
const check = (value: unknown, encoded = false) =>
  checkFrameUrl(value, { allowList, encoded, selfOrigin: 'https://portal.example' });

describe('parseFrameHosts', () => {
  it('reads hosts, subdomain wildcards, ports and loopback origins', () => {
    expect(allowList.invalid).toEqual([]);
    expect(allowList.rules).toEqual([
      { kind: 'host', hostname: 'bank.example', port: '' },
      { kind: 'subdomains', domain: 'travel.example', port: '' },
      { kind: 'origin', origin: 'http://localhost:3333' },
      { kind: 'host', hostname: 'partner.example', port: '8443' },
    ]);
    expect(parseFrameHosts('https://Bank.Example/').rules).toEqual([
      { kind: 'host', hostname: 'bank.example', port: '' },
    ]);
  });

  it('ignores entries that would allow too much or are not hosts', () => {
    const bad = [
      '*',
      '*.com',
      'http://bank.example',
      'http://localhost.evil.example:3333',
      'bank.example/apply',
      'user@bank.example',
      'bank.example?x=1',
      'javascript:alert(1)',
      'data:text/html',
      'ftp://bank.example',
    ];
    const parsed = parseFrameHosts(bad.join(','));
    expect(parsed.rules).toEqual([]);
    expect(parsed.invalid).toEqual(bad);
  });

  it('allows nothing when unset', () => {
    expect(parseFrameHosts(undefined)).toEqual({ rules: [], invalid: [] });
    expect(parseFrameHosts('  ')).toEqual({ rules: [], invalid: [] });
  });

  it('defaults to the demo back end only when the API is on this machine', () => {
    expect(defaultFrameHosts('http://localhost:3333')).toBe('http://localhost:3333');
    expect(defaultFrameHosts('https://api.portal.example')).toBe('');
    expect(defaultFrameHosts('not a url')).toBe('');
  });
});

describe('checkFrameUrl', () => {
  it.each([
    ['https://bank.example/apply?step=1', 'bank.example'],
    ['https://flights.travel.example/search', 'flights.travel.example'],
    ['http://localhost:3333/demo-partners/bank', 'localhost:3333'],
    ['https://partner.example:8443/x', 'partner.example:8443'],
    ['HTTPS://BANK.EXAMPLE/Apply', 'bank.example'],
  ])('frames %s', (url, host) => {
    const result = check(url);
    expect(result).toMatchObject({ ok: true, host });
  });

  it('decodes a path segment once', () => {
    const url = 'https://bank.example/apply?student=1&lang=en#form';
    expect(check(encodeURIComponent(url), true)).toEqual({ ok: true, url, host: 'bank.example' });
    expect(check(encodeURIComponent(encodeURIComponent(url)), true)).toMatchObject({
      ok: false,
      reason: 'relative',
    });
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(document.cookie)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['blob:https://bank.example/1b2c3d', 'blob:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
  ])('refuses the scheme of %s', (url, scheme) => {
    expect(check(url)).toEqual({ ok: false, reason: 'scheme', host: null, scheme });
    expect(check(encodeURIComponent(url), true)).toMatchObject({ ok: false, reason: 'scheme', scheme });
  });

  it.each(['/panel/invoices', 'bank.example/apply', '../x', '?a=1'])('refuses the relative %s', (url) => {
    expect(check(url)).toMatchObject({ ok: false, reason: 'relative' });
  });

  it.each([
    ['//bank.example/apply', 'bank.example'],
    ['\\\\evil.example', 'evil.example'],
    ['/\\evil.example', 'evil.example'],
  ])('refuses the protocol-relative %s, naming its host', (url, host) => {
    expect(check(url)).toMatchObject({ ok: false, reason: 'protocol_relative', host });
  });

  it('refuses a host off the list, naming it and nothing more', () => {
    expect(check('https://evil.example/phish')).toEqual({
      ok: false,
      reason: 'host',
      host: 'evil.example',
      scheme: null,
    });
    expect(check('https://bank.example.evil.example/')).toMatchObject({ reason: 'host' });
    expect(check('https://travel.example/')).toMatchObject({ reason: 'host' });
    expect(check('https://bank.example:444/')).toMatchObject({ reason: 'host' });
  });

  it('never frames plain http off the list', () => {
    expect(check('http://bank.example/apply')).toMatchObject({
      reason: 'not_https',
      host: 'bank.example',
    });
    expect(check('http://localhost:4444/')).toMatchObject({ reason: 'not_https' });
  });

  it('refuses credentials, the portal itself, control characters and broken encodings', () => {
    expect(check('https://user:pw@bank.example/')).toMatchObject({ reason: 'credentials' });
    expect(
      checkFrameUrl('https://portal.example/panel', {
        allowList: parseFrameHosts('portal.example'),
        selfOrigin: 'https://portal.example',
      }),
    ).toMatchObject({ ok: false, reason: 'self' });
    expect(check('java\tscript:alert(1)')).toMatchObject({ reason: 'malformed' });
    expect(check(' https://bank.example/')).toMatchObject({ reason: 'malformed' });
    expect(check('https://bank.example/%E0%A4%A', true)).toMatchObject({ reason: 'malformed' });
    expect(check('%', true)).toMatchObject({ reason: 'malformed' });
    expect(check('https://bank.example/'.padEnd(5000, 'a'))).toMatchObject({ reason: 'malformed' });
    expect(check('')).toMatchObject({ reason: 'empty' });
    expect(check(undefined)).toMatchObject({ reason: 'empty' });
  });

  it('only ever frames https on the list or an allowed loopback origin, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.webUrl().map((url) => url.replace(/^https?:\/\/[^/]+/, 'https://bank.example')),
          fc.string().map((rest) => `https://bank.example/${rest}`),
          fc.string().map((rest) => `javascript:${rest}`),
          fc.string().map((rest) => `data:${rest}`),
        ),
        fc.boolean(),
        (input, encoded) => {
          const value = encoded ? encodeURIComponent(input) : input;
          const result = check(value, encoded);
          if (!result.ok) return;
          const url = new URL(result.url);
          expect(url.username + url.password).toBe('');
          const allowed =
            url.origin === 'http://localhost:3333' ||
            (url.protocol === 'https:' &&
              (url.host === 'bank.example' ||
                url.host === 'partner.example:8443' ||
                (url.hostname.endsWith('.travel.example') && url.port === '')));
          expect(allowed).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never frames a scheme other than http(s)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string(), (scheme, rest) => {
        fc.pre(scheme !== 'http' && scheme !== 'https');
        expect(check(`${scheme}:${rest}`).ok).toBe(false);
      }),
    );
  });
});

describe('frameSegmentOf', () => {
  it('takes the encoded url out of a frame path', () => {
    const url = 'https://bank.example/apply?x=1';
    expect(frameSegmentOf(paths.frame(url))).toBe(encodeURIComponent(url));
    expect(frameSegmentOf('/panel/invoices')).toBeNull();
  });
});

describe('paths of the wallet, e-SIM and travel pages', () => {
  it('builds them under /panel', () => {
    expect(paths.wallet()).toBe('/panel/wallet');
    expect(paths.wallet(5)).toBe('/panel/wallet?invoice=5');
    expect(paths.hubby()).toBe('/panel/hubby');
    expect(paths.bankAccount()).toBe('/panel/bank-account');
    expect(paths.flightTicket()).toBe('/panel/flight-ticket');
    expect(paths.demo()).toBe('/panel/demo');
  });
});
