import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMailtoHref, toSafeExternalUrl, toSafeLink, toTelHref, toWhatsAppHref } from './safe-link';

describe('toSafeLink', () => {
  it.each([
    ['/panel/events', { kind: 'internal', path: '/panel/events' }],
    [
      '/panel/news/welcome-week?from=banner#top',
      { kind: 'internal', path: '/panel/news/welcome-week?from=banner#top' },
    ],
    [
      'https://www.visitlondon.com/things-to-do',
      { kind: 'external', href: 'https://www.visitlondon.com/things-to-do' },
    ],
    ['HTTPS://Example.com', { kind: 'external', href: 'https://example.com/' }],
  ])('follows %j', (value, expected) => {
    expect(toSafeLink(value)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/offer',
    '//evil.example/panel',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/auth',
    '/panelx',
    'panel/events',
    'https://user:secret@evil.example/',
    'https:evil.example',
    'https:/evil.example',
    'https://',
    'mailto:office@example.com',
    '',
  ])('drops %j', (value) => {
    expect(toSafeLink(value)).toBeNull();
  });

  it('drops what is not a string', () => {
    for (const value of [undefined, null, 42, { href: '/panel' }, ['/panel']])
      expect(toSafeLink(value)).toBeNull();
  });

  it('only ever yields a same-origin panel path or an https URL, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webUrl().map((url) => url.replace(/^https?:/, 'javascript:')),
          fc.string().map((s) => `/panel/${s}`),
          fc.string().map((s) => `https://${s}`),
        ),
        (value) => {
          const link = toSafeLink(value);
          if (link === null) return true;
          if (link.kind === 'internal') {
            const url = new URL(link.path, 'https://portal.invalid');
            return url.origin === 'https://portal.invalid' && /^\/panel(\/|\?|#|$)/.test(link.path);
          }
          return new URL(link.href).protocol === 'https:' && link.href.startsWith('https://');
        },
      ),
    );
  });
});

describe('toSafeExternalUrl', () => {
  it('keeps https and nothing else', () => {
    expect(toSafeExternalUrl('https://partner.example/redeem?code=STUDENT20')).toBe(
      'https://partner.example/redeem?code=STUDENT20',
    );
    expect(toSafeExternalUrl('/panel/events')).toBeNull();
    expect(toSafeExternalUrl('http://partner.example')).toBeNull();
  });

  it('never throws and never returns anything but https', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (value) => {
        const href = toSafeExternalUrl(value);
        return href === null || new URL(href).protocol === 'https:';
      }),
    );
  });
});

describe('contact links', () => {
  it('builds mailto, tel and WhatsApp links from what the API sends', () => {
    expect(toMailtoHref('maria@brightpath.example')).toBe('mailto:maria@brightpath.example');
    expect(toTelHref('+44 20 7946 0321')).toBe('tel:+442079460321');
    expect(toTelHref('020 7946 0321')).toBe('tel:02079460321');
    expect(toWhatsAppHref('+55 11 91234-5678')).toBe('https://wa.me/5511912345678');
  });

  it.each([
    'maria@brightpath.example?cc=evil@x.example',
    'javascript:alert(1)@x.example',
    'no-at-sign',
    'a@b',
    'x y@z.example',
    'a?cc=evil@x.example',
    'a%3Fcc%3Devil@x.example',
    'a&body=hi@x.example',
  ])('refuses the e-mail %j', (email) => {
    expect(toMailtoHref(email)).toBeNull();
  });

  it.each(['javascript:alert(1)', '12', '+44 20 7946 0321; x', 'call me', ''])(
    'refuses the phone %j',
    (phone) => {
      expect(toTelHref(phone)).toBeNull();
      expect(toWhatsAppHref(phone)).toBeNull();
    },
  );

  it('needs the country code for WhatsApp', () => {
    expect(toWhatsAppHref('020 7946 0321')).toBeNull();
  });

  it('only ever builds mailto:, tel: or wa.me links', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        const mail = toMailtoHref(value);
        const tel = toTelHref(value);
        const chat = toWhatsAppHref(value);
        return (
          (mail === null || /^mailto:[^?&\s:]+@[^?&\s]+$/.test(mail)) &&
          (tel === null || /^tel:\+?\d{7,15}$/.test(tel)) &&
          (chat === null || /^https:\/\/wa\.me\/\d{7,15}$/.test(chat))
        );
      }),
    );
  });
});
