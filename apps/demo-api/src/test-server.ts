import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { DemoDatabase } from '@portal/api-mocks';
import { createDemoServer } from './server';

/**
 * The demo server of one spec file, on a free port of 127.0.0.1 from its first test to its last: `demo.base` is its
 * address once the tests run.
 */
export function startDemoServer(db: DemoDatabase = new DemoDatabase()): { readonly base: string } {
  let server: Server;
  const demo = { base: '' };
  beforeAll(async () => {
    server = createDemoServer({ db, logError: () => undefined });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    demo.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return demo;
}
