// @vitest-environment node
import { createHandlers, DemoDatabase } from '@portal/api-mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SLOW_MS, withMockModes, type MockMode } from './mock-modes';

const db = new DemoDatabase();
let mode: MockMode = 'normal';
const server = setupServer(...withMockModes(createHandlers(db), () => mode));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  mode = 'normal';
  db.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

const API = 'http://api.test';

function get(path: string) {
  const { access } = db.issueTokens(1001);
  return fetch(`${API}${path}`, { headers: { authorization: `Bearer ${access}` } });
}

describe('mock modes', () => {
  it('normal: the handlers answer as they are', async () => {
    const answer = await get('/student_portal/invoices');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('failing: every request of the lib gets a 500', async () => {
    mode = 'failing';
    expect((await get('/student_portal/invoices')).status).toBe(500);
    expect((await get('/student_portal/invoices/1')).status).toBe(500);
  });

  it('not found: every request of the lib gets a 404', async () => {
    mode = 'notFound';
    const answer = await get('/student_portal/invoices/1');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('empty: lists come back empty, also inside an object; other fields stay', async () => {
    mode = 'empty';
    expect(await (await get('/student_portal/invoices')).json()).toEqual({ data: [] });
    const invoice = (
      (await (await get('/student_portal/invoices/1')).json()) as { data: Record<string, unknown> }
    ).data;
    expect(invoice['lines']).toEqual([]);
    expect(invoice['number']).toBe('INV-000101');
  });

  it('empty: errors stay errors', async () => {
    mode = 'empty';
    expect((await get('/student_portal/invoices/999')).status).toBe(404);
  });

  it('slow: the real answer, after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    mode = 'slow';
    const pending = get('/student_portal/invoices');
    await vi.advanceTimersByTimeAsync(SLOW_MS);
    expect((await pending).status).toBe(200);
  });

  it('keeps sign-in and token refresh working in every mode', async () => {
    mode = 'failing';
    const login = await fetch(`${API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@student.test', password: 'demo1234' }),
    });
    expect(login.status).toBe(200);
  });
});
