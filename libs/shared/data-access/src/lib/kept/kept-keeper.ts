import { api } from '../api/api';
import type { AppStore } from '../store';
import {
  beyondSizeBound,
  KEPT_VERSION,
  type KeptAnswer,
  type KeptStart,
  type KeptStorage,
} from './kept-answers';
import {
  followKeptEndpoints,
  isKeptEndpoint,
  KEPT_REQUEST_ID,
  keptAnswersRestored,
  keptSchemaOf,
  keptTagsOf,
  type KeptRestore,
  type KeptSchema,
} from './kept-endpoints';

/** An answer read back is shown only when it still has the shape its endpoint answers with (a sync check). */
function matchesSchema(schema: KeptSchema | undefined, data: unknown): boolean {
  if (!schema) return false;
  try {
    const result = schema['~standard'].validate(data);
    return !(result instanceof Promise) && !result.issues;
  } catch {
    return false;
  }
}

/** What this visit's writes wait for: the browser's idle time, and at most this long. */
const WRITE_WITHIN_MS = 2000;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: WRITE_WITHIN_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

interface OnDisk {
  key: string;
  bytes: number;
  fulfilledTimeStamp: number;
}

/**
 * Keeps the app store's kept answers on the device (docs/architecture.md, "Kept answers"):
 * - puts the answers read back into the store (RTK Query's rehydration) for the endpoints kept so far, and those of
 *   a domain that loads later as it loads, each checked against its endpoint's schema first, never over an entry
 *   this visit already has;
 * - writes each kept endpoint's new answers in idle time, as the signed-in student's, within the size bound;
 * - deletes them all when the session starts or ends (sign-in, sign-out here or in another tab, a refused refresh),
 *   when the student turns the setting off, and when the profile answers with another student than the one they
 *   were kept for (whose answers then also leave the store).
 * Returns the stop.
 */
export function startKeeping(store: AppStore, start: KeptStart): () => void {
  const keeper = new Keeper(store, start);
  keeper.restore();
  const stopFollowing = followKeptEndpoints(() => keeper.restore());
  const unsubscribe = store.subscribe(() => keeper.follow());
  keeper.follow();
  // A tab closed or reloaded before the idle time would lose the last answers: they are written as the page hides.
  const writeNow = () => {
    if (document.visibilityState === 'hidden') keeper.writeNow();
  };
  document.addEventListener('visibilitychange', writeNow);
  window.addEventListener('pagehide', keeper.writeNow);
  return () => {
    keeper.cancelWrite();
    stopFollowing();
    unsubscribe();
    document.removeEventListener('visibilitychange', writeNow);
    window.removeEventListener('pagehide', keeper.writeNow);
  };
}

class Keeper {
  /** Whose the kept answers are: the student of those read back, then of those written. */
  private owner: number | null;
  /** What is on the device, for the size bound. */
  private readonly onDisk: Map<string, OnDisk>;
  /** The answers read back whose endpoint is not kept yet (its domain has not loaded). */
  private waiting: KeptAnswer[];
  /** Each kept entry's answer as last written (or read back), so only new answers are written. */
  private readonly written: Map<string, number>;
  private readonly queued = new Set<string>();
  private cancelPending: (() => void) | null = null;
  private last: ReturnType<AppStore['getState']>;

  private readonly store: AppStore;
  private readonly storage: KeptStorage;

  constructor(store: AppStore, { storage, answers }: KeptStart) {
    this.store = store;
    this.storage = storage;
    this.owner = answers[0]?.owner ?? null;
    this.onDisk = new Map(
      answers.map(({ key, bytes, fulfilledTimeStamp }) => [key, { key, bytes, fulfilledTimeStamp }]),
    );
    this.waiting = answers;
    this.written = new Map(answers.map((answer) => [answer.key, answer.fulfilledTimeStamp]));
    this.last = store.getState();
  }

  cancelWrite() {
    this.cancelPending?.();
    this.cancelPending = null;
  }

  /** Writes what waits for idle time at once (the page is hiding). */
  readonly writeNow = () => {
    if (!this.cancelPending) return;
    this.cancelWrite();
    this.write();
  };

  /** Puts the waiting answers of the endpoints kept by now into the store. */
  restore() {
    const ready = this.waiting.filter((answer) => isKeptEndpoint(answer.endpointName));
    if (ready.length === 0) return;
    this.waiting = this.waiting.filter((answer) => !isKeptEndpoint(answer.endpointName));
    const present = this.store.getState().api.queries;
    const restored: KeptRestore = { queries: {}, provided: { tags: {}, keys: {} } };
    const invalid: string[] = [];
    for (const answer of ready) {
      if (present[answer.key]) continue;
      if (!matchesSchema(keptSchemaOf(answer.endpointName), answer.data)) {
        invalid.push(answer.key);
        continue;
      }
      const tags = keptTagsOf(answer.endpointName, answer.data, answer.originalArgs);
      restored.provided.keys[answer.key] = tags;
      for (const { type, id } of tags) {
        // RTK Query's key for a tag without an id.
        ((restored.provided.tags[type] ??= {})[id ?? '__internal_without_id'] ??= []).push(answer.key);
      }
      restored.queries[answer.key] = {
        status: 'fulfilled',
        endpointName: answer.endpointName,
        requestId: KEPT_REQUEST_ID,
        originalArgs: answer.originalArgs,
        data: answer.data,
        startedTimeStamp: answer.fulfilledTimeStamp,
        fulfilledTimeStamp: answer.fulfilledTimeStamp,
      };
    }
    this.drop(invalid);
    if (Object.keys(restored.queries).length > 0) this.store.dispatch(keptAnswersRestored(restored));
  }

  /** Each change of the store: the purges, then the new answers to write. */
  follow() {
    const state = this.store.getState();
    const before = this.last;
    this.last = state;
    const signedIn = Boolean(state.session.tokens);
    const keep = state.interface.keepOnDevice;
    const student = state.session.student?.student_id;
    if (signedIn !== Boolean(before.session.tokens) || (before.interface.keepOnDevice && !keep)) {
      this.purge();
    } else if (student !== undefined && this.owner !== null && student !== this.owner) {
      // Answers kept for another student than the one signed in: none of them may show.
      this.purge();
      this.store.dispatch(api.util.resetApiState());
      return;
    }
    if (!signedIn || !keep) return;
    if (state.api.queries !== before.api.queries || !before.interface.keepOnDevice) {
      for (const [key, entry] of Object.entries(state.api.queries)) {
        const at = entry?.status === 'fulfilled' ? entry.fulfilledTimeStamp : undefined;
        if (at && isKeptEndpoint(entry?.endpointName ?? '') && this.written.get(key) !== at) {
          this.written.set(key, at);
          this.queued.add(key);
        }
      }
    }
    if (this.queued.size > 0 && !this.cancelPending) this.cancelPending = whenIdle(() => this.write());
  }

  private write() {
    this.cancelPending = null;
    const { session, interface: ui, api: apiState } = this.store.getState();
    const student = session.student?.student_id;
    if (!session.tokens || !ui.keepOnDevice) return this.queued.clear();
    // Whose they are is known once the profile has answered; the answers wait for it.
    if (student === undefined) return;
    this.owner = student;
    const fresh: KeptAnswer[] = [];
    for (const key of this.queued) {
      const entry = apiState.queries[key];
      if (entry?.status !== 'fulfilled' || entry.data === undefined || !entry.fulfilledTimeStamp) continue;
      const bytes = JSON.stringify(entry.data)?.length ?? 0;
      const { endpointName, originalArgs, data, fulfilledTimeStamp } = entry;
      fresh.push({
        v: KEPT_VERSION,
        owner: student,
        key,
        endpointName,
        originalArgs,
        data,
        fulfilledTimeStamp,
        bytes,
      });
      this.onDisk.set(key, { key, bytes, fulfilledTimeStamp });
    }
    this.queued.clear();
    const tooMany = beyondSizeBound([...this.onDisk.values()]);
    void this.storage
      .put(fresh.filter((answer) => !tooMany.includes(answer.key)))
      .then(() => this.drop(tooMany))
      .catch(() => undefined);
  }

  private drop(keys: string[]) {
    for (const key of keys) this.onDisk.delete(key);
    if (keys.length > 0) void this.storage.remove(keys).catch(() => undefined);
  }

  private purge() {
    this.cancelWrite();
    this.queued.clear();
    this.onDisk.clear();
    this.written.clear();
    this.waiting = [];
    this.owner = null;
    void this.storage.clear().catch(() => undefined);
  }
}
