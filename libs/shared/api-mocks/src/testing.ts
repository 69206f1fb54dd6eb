import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SessionTokens } from '@portal/api-contract';
import { DemoDatabase, type DatabaseOptions } from './lib/database';
import { FLYWIRE_STAND_IN_JS, PAYPAL_STAND_IN_JS } from '@portal/payments/mocks';
import { createHandlers } from './lib/handlers';

export { DemoDatabase } from './lib/database';
export { DEMO_PASSWORD } from '@portal/mocks-core';

/** The mock back end for a test file: one database, reset after each test, and msw refusing unknown calls. */
export function setupMockApi(options: DatabaseOptions = {}) {
  const db = new DemoDatabase(options);
  const server = setupServer(...createHandlers(db));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    db.reset();
  });
  afterAll(() => server.close());

  /** Signs a demo student in the way the auth host does: by setting the token cookies. */
  function signIn(email = 'demo@student.test'): SessionTokens {
    const student = db.accountByEmail(email)?.student;
    if (!student) throw new Error(`No demo student ${email}`);
    const tokens = db.issueTokens(student.student_id);
    document.cookie = `access=${tokens.access}; path=/`;
    document.cookie = `refresh=${tokens.refresh}; path=/`;
    return tokens;
  }

  /** The headers of an API call made as a demo student (the handlers' own specs call the API directly). */
  function bearer(email = 'demo@student.test'): Record<string, string> {
    const student = db.accountByEmail(email)?.student;
    if (!student) throw new Error(`No demo student ${email}`);
    const { access } = db.issueTokens(student.student_id);
    return { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
  }

  /** The calls the app makes to a path, as they start (clones, so a test reads their headers and bodies). */
  function requestsTo(path: string): Request[] {
    const seen: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === path) seen.push(request.clone());
    });
    return seen;
  }

  return { db, server, signIn, bearer, requestsTo };
}

/**
 * Puts the gateway stand-ins on window, as if their scripts had loaded (jsdom loads no scripts), so the
 * portal's script loader finds the globals and the real page code drives them.
 */
export function installGatewayStandIns(): void {
  new Function(PAYPAL_STAND_IN_JS)();
  new Function(FLYWIRE_STAND_IN_JS)();
}

export function removeGatewayStandIns(): void {
  const target = window as unknown as Record<string, unknown>;
  delete target['paypal'];
  delete target['FlywirePayment'];
  document.getElementById('flywire-demo-checkout')?.remove();
}
