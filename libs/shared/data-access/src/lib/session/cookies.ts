import Cookies from 'js-cookie';
import type { SessionTokens } from '@portal/api-contract';
import { apiConfig } from '../config';

/** Cookie lifetimes in days: the access token a day, the refresh and portal tokens 60 (the product's). */
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

/** Login polling while the sign-in frame shows: first look after 2000 ms, then every 1000 ms. */
const LOGIN_POLL_DELAY_MS = 2000;
const LOGIN_POLL_INTERVAL_MS = 1000;

/**
 * Watches the cookies the auth host sets from inside the login frame and calls `onTokens` once, when both access
 * and refresh exist. Returns the stop. The store's polling hook and the sign-in page's own start both use it.
 */
export function watchLoginCookies(onTokens: (tokens: SessionTokens) => void): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  let done = false;
  const check = () => {
    const tokens = readTokenCookies();
    if (!tokens || done) return;
    done = true;
    if (interval) clearInterval(interval);
    onTokens(tokens);
  };
  const delay = setTimeout(() => {
    check();
    if (!done) interval = setInterval(check, LOGIN_POLL_INTERVAL_MS);
  }, LOGIN_POLL_DELAY_MS);
  return () => {
    clearTimeout(delay);
    if (interval) clearInterval(interval);
  };
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
