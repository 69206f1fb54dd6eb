import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import { DEMO_PASSWORD, DemoDatabase, seedAccounts } from '@portal/api-mocks';
import { isDefaultPortalOrigin, readConfig } from './config';
import { AUTH_LOGIN_PATH, createDemoServer } from './server';

function listen(server: Server | NetServer, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Starts the demo back end. Browsers may resolve "localhost" to 127.0.0.1 or to ::1, so it listens on both
 * loopback addresses (and never on the network).
 */
export async function start(env: Record<string, string | undefined> = process.env): Promise<void> {
  const { config, warnings } = readConfig(env);
  for (const warning of warnings) console.warn(`[demo-api] ${warning}`);

  const db = new DemoDatabase({
    accessTokenTtlMs: config.accessTokenTtlSeconds * 1000,
    invoiceCount: config.invoiceCount,
  });
  const extra = config.extraPortalOrigins;
  const server = createDemoServer({
    db,
    portalOrigins:
      extra.length > 0 ? (origin) => isDefaultPortalOrigin(origin) || extra.includes(origin) : undefined,
  });

  try {
    await listen(server, config.port, '127.0.0.1');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `[demo-api] Port ${config.port} is already in use. Stop the other process or set DEMO_API_PORT.`
        : `[demo-api] Could not start: ${String(error)}`,
    );
    process.exitCode = 1;
    return;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  // The same HTTP server answers on ::1 too; a machine without IPv6 simply gets no second listener.
  const ipv6 = createNetServer((socket) => server.emit('connection', socket));
  try {
    await listen(ipv6, port, '::1');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      console.warn(
        `[demo-api] [::1]:${port} is taken by another process; browsers resolving localhost to ::1 will reach it instead.`,
      );
    }
    ipv6.close();
  }

  const url = `http://localhost:${port}`;
  console.log(`[demo-api] Demo back end listening on ${url}`);
  console.log(`[demo-api] Sign-in page: ${url}${AUTH_LOGIN_PATH}`);
  console.log(
    `[demo-api] Demo credentials: ${seedAccounts()
      .map((account) => `${account.email} / ${DEMO_PASSWORD}`)
      .join(', ')}`,
  );
  console.log(
    `[demo-api] Access tokens live ${config.accessTokenTtlSeconds} s (DEMO_ACCESS_TOKEN_TTL_SECONDS).`,
  );

  const stop = () => {
    ipv6.close();
    server.close();
    server.closeAllConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
