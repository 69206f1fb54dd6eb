import Cookies from 'js-cookie';
import type { SessionTokens } from '@portal/api-contract';
import { apiConfig } from '../config';

/** Cookie lifetimes in days (spec 9). */
export const ACCESS_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 60;

const TOKEN_COOKIES = ['access', 'refresh', 'student_portal_token'] as const;

/**
 * The attributes of a token cookie the portal writes itself: Secure whenever the portal runs on https (so a
 * token never travels over plain http), SameSite=Lax, the whole site, the product's domain in production.
 */
export function cookieAttributes(
  days: number,
  protocol: string = typeof window === 'undefined' ? '' : window.location.protocol,
): Cookies.CookieAttributes {
  const secure = protocol === 'https:';
  return {
    expires: days,
    path: '/',
    sameSite: 'Lax',
    secure,
    ...(apiConfig.cookieDomain ? { domain: apiConfig.cookieDomain } : {}),
  };
}

/** The tokens the auth host or an earlier response left in cookies; null unless both access and refresh exist. */
export function readTokenCookies(): SessionTokens | null {
  const access = Cookies.get('access');
  const refresh = Cookies.get('refresh');
  if (!access || !refresh) return null;
  const studentPortalToken = Cookies.get('student_portal_token');
  return { access, refresh, ...(studentPortalToken ? { student_portal_token: studentPortalToken } : {}) };
}

export function hasAccessCookie(): boolean {
  return Boolean(Cookies.get('access'));
}

export function writeTokenCookies(tokens: Partial<SessionTokens>): void {
  if (tokens.access) Cookies.set('access', tokens.access, cookieAttributes(ACCESS_COOKIE_DAYS));
  if (tokens.refresh) Cookies.set('refresh', tokens.refresh, cookieAttributes(REFRESH_COOKIE_DAYS));
  if (tokens.student_portal_token) {
    Cookies.set('student_portal_token', tokens.student_portal_token, cookieAttributes(REFRESH_COOKIE_DAYS));
  }
}

export function clearTokenCookies(): void {
  for (const name of TOKEN_COOKIES) {
    Cookies.remove(name, {
      path: '/',
      ...(apiConfig.cookieDomain ? { domain: apiConfig.cookieDomain } : {}),
    });
  }
}
