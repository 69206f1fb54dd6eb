import { clear, createStore, delMany, setMany, values, type UseStore } from 'idb-keyval';
import { readKeptInterface } from '../storage/browser-storage';

/**
 * The student's own answers kept on this device (docs/architecture.md, "Kept answers"): RTK Query cache entries of
 * the endpoints a domain keeps (`keepOnDevice`), one IndexedDB record each, read back into the store before the
 * portal's first render. This file: what a record is, where it lives, and which records may be read back.
 */

/** The database and its one object store (idb-keyval's `createStore`). */
export const KEPT_DATABASE = 'portal-kept';
const KEPT_OBJECT_STORE = 'answers';

/** The record's layout; a record of another version is migrated (`MIGRATIONS`) or dropped. */
export const KEPT_VERSION = 1;
/** A record older than this is dropped unread. */
export const KEPT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** What the records may take together (their data's JSON length); the oldest go first beyond it. */
export const KEPT_MAX_BYTES = 5 * 1024 * 1024;

/** One kept answer: an RTK Query cache entry of a kept endpoint, and whose it is. */
export interface KeptAnswer {
  v: typeof KEPT_VERSION;
  /** The student it belongs to (`student_id`). */
  owner: number;
  /** RTK Query's cache key (the endpoint and its arguments). */
  key: string;
  endpointName: string;
  originalArgs: unknown;
  data: unknown;
  /** When the API gave it: the age the pages show. */
  fulfilledTimeStamp: number;
  /** The data's JSON length, for the size bound. */
  bytes: number;
}

/**
 * How a record of an earlier layout becomes one of this layout (by the version it has), or null when it cannot.
 * Version 1 is the first: nothing to migrate yet. A change of `KeptAnswer` bumps `KEPT_VERSION` and adds the step
 * from the last version here (or leaves it out, and the earlier records are dropped: they are only a copy).
 */
const MIGRATIONS: Record<number, (record: Record<string, unknown>) => Record<string, unknown> | null> = {};

/** Where the records live: IndexedDB in the browser; tests pass their own. */
export interface KeptStorage {
  readAll(): Promise<unknown[]>;
  put(answers: readonly KeptAnswer[]): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

/** The browser's IndexedDB through idb-keyval (records keyed by their cache key); null where there is none. */
export function indexedDbKeptStorage(): KeptStorage | null {
  if (typeof indexedDB === 'undefined') return null;
  let store: UseStore | undefined;
  const objectStore = () => (store ??= createStore(KEPT_DATABASE, KEPT_OBJECT_STORE));
  return {
    readAll: () => values(objectStore()),
    put: (answers) =>
      setMany(
        answers.map((answer) => [answer.key, answer]),
        objectStore(),
      ),
    remove: (keys) => delMany([...keys], objectStore()),
    clear: () => clear(objectStore()),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A record in this version's layout, migrated when it is of an earlier one; null when it is none. */
function asKeptAnswer(raw: unknown): KeptAnswer | null {
  let record = isRecord(raw) ? raw : null;
  for (let steps = 0; record && record['v'] !== KEPT_VERSION && steps < 10; steps += 1) {
    const migrate = typeof record['v'] === 'number' ? MIGRATIONS[record['v']] : undefined;
    record = migrate ? migrate(record) : null;
  }
  if (!record || record['v'] !== KEPT_VERSION) return null;
  const { owner, key, endpointName, fulfilledTimeStamp, bytes } = record;
  const valid =
    typeof owner === 'number' &&
    typeof key === 'string' &&
    typeof endpointName === 'string' &&
    key.startsWith(`${endpointName}(`) &&
    typeof fulfilledTimeStamp === 'number' &&
    Number.isFinite(fulfilledTimeStamp) &&
    typeof bytes === 'number' &&
    'data' in record &&
    record['data'] !== undefined;
  return valid ? (record as unknown as KeptAnswer) : null;
}

/** The oldest first, until what is left takes at most `maxBytes`; returns the keys to drop. */
export function beyondSizeBound(
  answers: readonly Pick<KeptAnswer, 'key' | 'bytes' | 'fulfilledTimeStamp'>[],
  maxBytes = KEPT_MAX_BYTES,
): string[] {
  let total = answers.reduce((sum, answer) => sum + answer.bytes, 0);
  const dropped: string[] = [];
  for (const answer of [...answers].sort((a, b) => a.fulfilledTimeStamp - b.fulfilledTimeStamp)) {
    if (total <= maxBytes) break;
    total -= answer.bytes;
    dropped.push(answer.key);
  }
  return dropped;
}

/**
 * Which records may be read back: this version's layout (or migrated to it), given within the last 30 days (and
 * not in the future), all of one student (the newest record's; another student's are dropped), within the size
 * bound. `discarded` are the keys of the rest, to delete; `unreadable` counts what is not even a record (no key to
 * delete it by). Their data is checked against the endpoint's schema later, when the endpoint is known.
 */
export function acceptKept(
  raw: readonly unknown[],
  now: number,
): { accepted: KeptAnswer[]; discarded: string[]; unreadable: number } {
  const discarded: string[] = [];
  const readable: KeptAnswer[] = [];
  let unreadable = 0;
  for (const record of raw) {
    const answer = asKeptAnswer(record);
    if (answer) readable.push(answer);
    else if (isRecord(record) && typeof record['key'] === 'string') discarded.push(record['key']);
    else unreadable += 1;
  }
  const fresh = readable.filter((answer) => {
    const ok =
      answer.fulfilledTimeStamp <= now + 60_000 && now - answer.fulfilledTimeStamp <= KEPT_MAX_AGE_MS;
    if (!ok) discarded.push(answer.key);
    return ok;
  });
  const newest = fresh.reduce<KeptAnswer | null>(
    (last, answer) => (!last || answer.fulfilledTimeStamp > last.fulfilledTimeStamp ? answer : last),
    null,
  );
  const own = fresh.filter((answer) => {
    const ok = answer.owner === newest?.owner;
    if (!ok) discarded.push(answer.key);
    return ok;
  });
  const tooMany = new Set(beyondSizeBound(own));
  discarded.push(...tooMany);
  return { accepted: own.filter((answer) => !tooMany.has(answer.key)), discarded, unreadable };
}

/** What the store starts with: where records live, and those that may be read back. */
export interface KeptStart {
  storage: KeptStorage;
  answers: KeptAnswer[];
}

/** How long the start waits for IndexedDB before it goes on without the kept answers (a blocked database). */
const READ_TIMEOUT_MS = 1500;

let onStart: Promise<KeptStart | null> | null = null;

/**
 * Reads the kept answers once per page, as early as the boot can (beside the portal's code download), so they are
 * in before the first render: with a session and the setting on, the records that may be read back; otherwise
 * every record is deleted (the session ended, maybe without this page seeing it). Null where nothing can be kept.
 * The first call decides (the boot's); later ones get its result.
 */
export function readKeptOnStart(signedIn: boolean): Promise<KeptStart | null> {
  onStart ??= (async () => {
    const storage = indexedDbKeptStorage();
    if (!storage) return null;
    if (!signedIn || !readKeptInterface().keepOnDevice) {
      await storage.clear();
      return { storage, answers: [] };
    }
    const raw = await Promise.race([
      storage.readAll(),
      new Promise<unknown[]>((resolve) => setTimeout(() => resolve([]), READ_TIMEOUT_MS)),
    ]);
    const { accepted, discarded, unreadable } = acceptKept(raw, Date.now());
    // Anything that is no record at all cannot be deleted by its key: the whole copy goes.
    if (unreadable > 0) {
      await storage.clear();
      return { storage, answers: [] };
    }
    if (discarded.length > 0) void storage.remove(discarded).catch(() => undefined);
    return { storage, answers: accepted };
  })().catch(() => null);
  return onStart;
}
