import { createHandlers, DemoDatabase, seedAccounts } from '@portal/api-mocks';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createReports, type Reports } from './reports';

/**
 * Test worlds: `POST /__demo/worlds` makes a fresh database of the seeded demo data and signs its student in, so
 * every e2e test has data of its own whatever the others did (docs/api.md, "Worlds"). A request belongs to the world its
 * token names (`acc_w7.…`), else to the one its `demo-world` cookie names (the sign-in frame's form), else to the
 * server's own database.
 */
export const DEMO_WORLD_COOKIE = 'demo-world';
const WORLD_OF_TOKEN = /^(?:acc|ref)_(w\d+)\./;
/** A run that never deletes its worlds (a test killed) cannot hold more than this many. */
const MAX_WORLDS = 64;

interface World {
  db: DemoDatabase;
  handlers: ReturnType<typeof createHandlers>;
  /** Field data and CSP reports sent from the world's pages (a beacon carries the world's cookie). */
  reports: Reports;
}

/** The server's own world (`db`) and the tests' worlds made beside it. */
export function createWorlds(db: DemoDatabase) {
  const home: World = { db, handlers: createHandlers(db), reports: createReports() };
  const worlds = new Map<string, World>();
  let worldsMade = 0;
  return {
    /** The world a request belongs to. */
    of(c: Context): World {
      const bearer = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      const token = bearer ?? c.req.header('xrefreshtoken') ?? c.req.query('token') ?? '';
      const id = WORLD_OF_TOKEN.exec(token)?.[1] ?? getCookie(c, DEMO_WORLD_COOKIE);
      return (id && worlds.get(id)) || home;
    },
    /**
     * A sponsor's call names no world (the link's secret in its header, no cookie, no token): it goes to the world
     * whose student invited that sponsor, or to the server's own data.
     */
    async ofSponsor(token: string): Promise<World> {
      for (const world of worlds.values()) if (await world.db.sponsors.holds(token)) return world;
      return home;
    },
    /** A new world with `email`'s seeded student (the first one by default) signed in; null for no such student. */
    make(email: string | undefined) {
      worldsMade += 1;
      const id = `w${worldsMade}`;
      const world = new DemoDatabase({ ...db.options, tokenPrefix: `${id}.` });
      const account = world.accountByEmail(email ?? seedAccounts()[0]?.email ?? '');
      if (!account) return null;
      worlds.set(id, { db: world, handlers: createHandlers(world), reports: createReports() });
      for (const oldest of worlds.keys()) if (worlds.size > MAX_WORLDS) worlds.delete(oldest);
      return { id, tokens: world.issueTokens(account.student.student_id) };
    },
    delete(id: string) {
      worlds.delete(id);
    },
  };
}

export type Worlds = ReturnType<typeof createWorlds>;
