import { toSafePanelPath } from './safe-path';

const MAX_LINK_LENGTH = 2048;

/** A link from the API that may be followed: a panel path (routed in place) or an https address (a new tab). */
export type SafeLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

/**
 * An outside address from the API, if it is safe to open: https only, no credentials in it, no whitespace
 * or control characters. Anything else (http:, javascript:, data:, relative, "//host") is null.
 */
export function toSafeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LINK_LENGTH) return null;
  // A browser strips these before it reads the scheme, so "java\tscript:" would still be JavaScript.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  if (!/^https:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/**
 * Where a link from the API (a banner, an offer) may lead: a same-origin /panel path, or an https address.
 * Everything else is dropped (null), so it is shown without a link.
 */
export function toSafeLink(value: unknown): SafeLink | null {
  if (typeof value !== 'string') return null;
  if (value.startsWith('/')) {
    const path = toSafePanelPath(value);
    return path ? { kind: 'internal', path } : null;
  }
  const href = toSafeExternalUrl(value);
  return href ? { kind: 'external', href } : null;
}

// Letters, digits and . _ + - before the @: nothing a mail client could read as a header (?, &, =, %).
const EMAIL =
  /^[A-Za-z0-9._+-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A mailto: link for an address from the API, or null when it does not look like one address. */
export function toMailtoHref(email: unknown): string | null {
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) return null;
  return `mailto:${email}`;
}

/** The digits of a phone number with its leading +, or null when it is not a phone number (7 to 15 digits). */
function phoneDigits(phone: unknown): string | null {
  if (typeof phone !== 'string' || phone.length > 40 || !/^\+?[\d\s().-]+$/.test(phone)) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

/** A tel: link for a phone number from the API, or null. */
export function toTelHref(phone: unknown): string | null {
  const digits = phoneDigits(phone);
  if (digits === null) return null;
  return `tel:${(phone as string).trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A WhatsApp chat link for an international number (with its +), or null. */
export function toWhatsAppHref(phone: unknown): string | null {
  const digits = phoneDigits(phone);
  if (digits === null || !(phone as string).trim().startsWith('+')) return null;
  return `https://wa.me/${digits}`;
}
