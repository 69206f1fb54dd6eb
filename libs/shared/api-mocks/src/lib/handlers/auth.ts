import { http } from 'msw';
import type { DemoDatabase } from '../database';
import { apiError, ok, readJson } from '@portal/mocks-core';

/** Sign-in and the token refresh (/auth/refresh_token), the two calls made without a session. */
export function authHandlers(db: DemoDatabase) {
  return [
    http.post('*/auth/login', async ({ request }) => {
      const body = await readJson(request);
      const email = typeof body?.['email'] === 'string' ? body['email'] : '';
      const password = typeof body?.['password'] === 'string' ? body['password'] : '';
      if (!email || !password)
        return apiError(400, 'invalid_request', 'Email and password are required.', true);
      const tokens = db.login(email, password);
      if (!tokens) return apiError(401, 'invalid_credentials', 'Wrong email or password.', true);
      return ok(tokens);
    }),

    http.post('*/auth/refresh_token', async ({ request }) => {
      const body = await readJson(request);
      const refresh =
        request.headers.get('xrefreshtoken') ??
        (typeof body?.['refresh'] === 'string' ? body['refresh'] : '');
      const tokens = refresh ? db.refresh(refresh) : null;
      if (!tokens) return apiError(401, 'invalid_refresh_token', 'Please sign in again.');
      return ok(tokens);
    }),
  ];
}
