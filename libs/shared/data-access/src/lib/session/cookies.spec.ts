import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCESS_COOKIE_DAYS,
  REFRESH_COOKIE_DAYS,
  clearTokenCookies,
  cookieAttributes,
  readTokenCookies,
  writeTokenCookies,
} from './cookies';

describe('token cookies', () => {
  afterEach(() => clearTokenCookies());

  it('are Secure on https and SameSite=Lax for the whole site', () => {
    expect(cookieAttributes(ACCESS_COOKIE_DAYS, 'https:')).toEqual({
      expires: ACCESS_COOKIE_DAYS,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
    expect(cookieAttributes(REFRESH_COOKIE_DAYS, 'https:')).toMatchObject({
      expires: REFRESH_COOKIE_DAYS,
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('are not Secure on plain http (the demo on localhost), still SameSite=Lax', () => {
    expect(cookieAttributes(ACCESS_COOKIE_DAYS, 'http:')).toMatchObject({ sameSite: 'Lax', secure: false });
    // The test page itself runs on http://localhost.
    expect(cookieAttributes(ACCESS_COOKIE_DAYS)).toMatchObject({ secure: false });
  });

  it('round-trip: what the portal writes it reads back, and clearing removes every token cookie', () => {
    writeTokenCookies({ access: 'a-1', refresh: 'r-1', student_portal_token: 's-1' });
    expect(readTokenCookies()).toEqual({ access: 'a-1', refresh: 'r-1', student_portal_token: 's-1' });
    clearTokenCookies();
    expect(readTokenCookies()).toBeNull();
    expect(Cookies.get('student_portal_token')).toBeUndefined();
  });
});
