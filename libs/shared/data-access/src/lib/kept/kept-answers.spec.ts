import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  acceptKept,
  beyondSizeBound,
  indexedDbKeptStorage,
  KEPT_MAX_AGE_MS,
  KEPT_MAX_BYTES,
  KEPT_VERSION,
  type KeptAnswer,
} from './kept-answers';

const NOW = Date.UTC(2026, 10, 29, 12);
const HOUR = 60 * 60 * 1000;

const answer = (overrides: Partial<KeptAnswer> = {}): KeptAnswer => ({
  v: KEPT_VERSION,
  owner: 1,
  key: 'getWallet(undefined)',
  endpointName: 'getWallet',
  originalArgs: undefined,
  data: { balance: 120 },
  fulfilledTimeStamp: NOW - 3 * HOUR,
  bytes: 20,
  ...overrides,
});

describe('which kept answers may be read back', () => {
  it('takes this version’s answers of one student, given within 30 days', () => {
    const wallet = answer();
    const invoice = answer({ key: 'getInvoice(4)', endpointName: 'getInvoice', originalArgs: 4 });
    expect(acceptKept([wallet, invoice], NOW)).toEqual({
      accepted: [wallet, invoice],
      discarded: [],
      unreadable: 0,
    });
  });

  it('drops a corrupt record (fields missing or of the wrong type) by its key, and counts what is no record', () => {
    const { accepted, discarded, unreadable } = acceptKept(
      [
        { ...answer({ key: 'getWallet(undefined)' }), owner: 'ana' },
        { ...answer({ key: 'getInvoice(4)', endpointName: 'getInvoice' }), data: undefined },
        // A key that is not its endpoint's: never put into the cache under another endpoint's name.
        answer({ key: 'getProfile(undefined)', endpointName: 'getWallet' }),
        'not a record',
        null,
        [1, 2],
      ],
      NOW,
    );
    expect(accepted).toEqual([]);
    expect(discarded).toEqual(['getWallet(undefined)', 'getInvoice(4)', 'getProfile(undefined)']);
    expect(unreadable).toBe(3);
  });

  it('drops a record of another version that no migration leads from', () => {
    const old = { ...answer(), v: 0 };
    const future = { ...answer({ key: 'getInvoice(4)', endpointName: 'getInvoice' }), v: KEPT_VERSION + 1 };
    expect(acceptKept([old, future], NOW)).toMatchObject({
      accepted: [],
      discarded: ['getWallet(undefined)', 'getInvoice(4)'],
    });
  });

  it('drops answers older than 30 days, and any from the future (a clock set wrong)', () => {
    const month = answer({ fulfilledTimeStamp: NOW - KEPT_MAX_AGE_MS - 1 });
    const edge = answer({
      key: 'getInvoice(4)',
      endpointName: 'getInvoice',
      fulfilledTimeStamp: NOW - KEPT_MAX_AGE_MS,
    });
    const future = answer({
      key: 'getInvoice(5)',
      endpointName: 'getInvoice',
      fulfilledTimeStamp: NOW + HOUR,
    });
    const { accepted, discarded } = acceptKept([month, edge, future], NOW);
    expect(accepted).toEqual([edge]);
    expect(discarded).toEqual(['getWallet(undefined)', 'getInvoice(5)']);
  });

  it('keeps only the student of the newest answer: another student’s are dropped', () => {
    const ana = answer({ owner: 1, fulfilledTimeStamp: NOW - 5 * HOUR });
    const kenji = answer({
      owner: 2,
      key: 'getInvoice(9)',
      endpointName: 'getInvoice',
      fulfilledTimeStamp: NOW - HOUR,
    });
    const { accepted, discarded } = acceptKept([ana, kenji], NOW);
    expect(accepted).toEqual([kenji]);
    expect(discarded).toEqual(['getWallet(undefined)']);
  });

  it('holds the size bound by dropping the oldest first', () => {
    const oldest = answer({
      key: 'getInvoice(1)',
      endpointName: 'getInvoice',
      bytes: 3,
      fulfilledTimeStamp: 1,
    });
    const middle = answer({
      key: 'getInvoice(2)',
      endpointName: 'getInvoice',
      bytes: 3,
      fulfilledTimeStamp: 2,
    });
    const newest = answer({
      key: 'getInvoice(3)',
      endpointName: 'getInvoice',
      bytes: 3,
      fulfilledTimeStamp: 3,
    });
    expect(beyondSizeBound([newest, oldest, middle], 6)).toEqual(['getInvoice(1)']);
    expect(beyondSizeBound([newest, oldest, middle], 9)).toEqual([]);
    const big = answer({ bytes: KEPT_MAX_BYTES, fulfilledTimeStamp: NOW - 2 * HOUR });
    const small = answer({
      key: 'getInvoice(4)',
      endpointName: 'getInvoice',
      bytes: 10,
      fulfilledTimeStamp: NOW - HOUR,
    });
    expect(acceptKept([big, small], NOW)).toMatchObject({
      accepted: [small],
      discarded: ['getWallet(undefined)'],
    });
  });
});

describe('the IndexedDB storage', () => {
  it('writes, reads back, removes and clears records by their cache key', async () => {
    const storage = indexedDbKeptStorage();
    if (!storage) throw new Error('fake-indexeddb gives an IndexedDB');
    const wallet = answer();
    const invoice = answer({ key: 'getInvoice(4)', endpointName: 'getInvoice', originalArgs: 4 });
    await storage.put([wallet, invoice]);
    expect(await storage.readAll()).toEqual(expect.arrayContaining([wallet, invoice]));
    await storage.remove(['getWallet(undefined)']);
    expect(await storage.readAll()).toEqual([invoice]);
    await storage.clear();
    expect(await storage.readAll()).toEqual([]);
  });
});
