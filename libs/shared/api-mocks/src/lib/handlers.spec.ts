import { describe, expect, it } from 'vitest';
import { setupMockApi } from '../testing';

const { db } = setupMockApi();
const api = 'http://api.test';

async function login(email: string, password = 'demo1234') {
  return fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('demo API', () => {
  it('signs in a demo student and serves only their invoices', async () => {
    const response = await login('demo@student.test');
    const { data } = await response.json();
    const invoices = await fetch(`${api}/student_portal/invoices`, {
      headers: { authorization: `Bearer ${data.access}` },
    }).then((r) => r.json());
    expect(invoices.data.length).toBeGreaterThan(5);
    expect(invoices.data.every((invoice: { number: string }) => /^INV-0001\d\d$/.test(invoice.number))).toBe(
      true,
    );
  });

  it('refuses wrong credentials with a notification', async () => {
    const response = await login('demo@student.test', 'nope');
    expect(response.status).toBe(401);
    expect((await response.json()).notification.message).toBe('Wrong email or password.');
  });

  it('answers 401 for an expired access token and refreshes with a valid refresh token', async () => {
    const { data } = await (await login('demo2@student.test')).json();
    db.expireAccessTokens();
    const expired = await fetch(`${api}/student_portal/profile`, {
      headers: { authorization: `Bearer ${data.access}` },
    });
    expect(expired.status).toBe(401);

    const refreshed = await fetch(`${api}/auth/refresh_token`, {
      method: 'POST',
      headers: { XRefreshToken: data.refresh },
    });
    const fresh = (await refreshed.json()).data;
    const profile = await fetch(`${api}/student_portal/profile`, {
      headers: { authorization: `Bearer ${fresh.access}` },
    });
    expect((await profile.json()).data.student_name).toBe('Kenji Tanaka');

    const refused = await fetch(`${api}/auth/refresh_token`, {
      method: 'POST',
      headers: { XRefreshToken: 'made-up' },
    });
    expect(refused.status).toBe(401);
  });

  it("answers 4xx with a JSON error for bad input, never another student's invoice", async () => {
    const { data } = await (await login('demo2@student.test')).json();
    const headers = { authorization: `Bearer ${data.access}` };
    const bad = await fetch(`${api}/student_portal/invoices/abc`, { headers });
    expect(bad.status).toBe(400);
    const foreign = await fetch(`${api}/student_portal/invoices/1`, { headers });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe('Invoice not found.');
    const malformed = await fetch(`${api}/auth/login`, { method: 'POST', body: '{not json' });
    expect(malformed.status).toBe(400);
  });
});
