import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SessionTokens } from '@portal/data-access';
import { DemoDatabase } from './lib/database';
import { createHandlers } from './lib/handlers';

export { DemoDatabase } from './lib/database';
export { DEMO_PASSWORD } from './lib/seed';
export { markerRoute, panelRoutes, renderRoutes, type RenderRouteOptions } from './lib/render';

/** The mock back end for a test file: one database, reset after each test, and msw refusing unknown calls. */
export function setupMockApi() {
  const db = new DemoDatabase();
  const server = setupServer(...createHandlers(db));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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

  return { db, server, signIn };
}
