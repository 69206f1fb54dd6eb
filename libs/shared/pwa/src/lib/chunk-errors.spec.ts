import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from '@portal/ui-light';
import { CHUNK_RELOAD_GUARD_MS, createChunkErrorRecovery, isChunkLoadError } from './chunk-errors';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: http://localhost/static/js/x-1.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /static/css/x-1.css'),
    Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }),
    Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
    new ChunkLoadError('timed out'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new Error('Cannot read properties of undefined'),
    new TypeError('Failed to fetch'),
    null,
    undefined,
    42,
    { status: 404 },
  ])('leaves other errors alone: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('createChunkErrorRecovery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads on the first failure and remembers it across the reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(createChunkErrorRecovery({ storage, reload })()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again: no second reload, the error page shows.
    const reloadAfter = vi.fn();
    vi.advanceTimersByTime(5_000);
    expect(createChunkErrorRecovery({ storage, reload: reloadAfter })()).toBe('gave-up');
    expect(reloadAfter).not.toHaveBeenCalled();
  });

  it('reloads only once however many chunks fail on the same page', () => {
    const reload = vi.fn();
    const recover = createChunkErrorRecovery({ storage: memoryStorage(), reload });
    expect(recover()).toBe('reloading');
    expect(recover()).toBe('reloading');
    expect(recover()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recovers again by reloading once the guard window has passed (a later deploy)', () => {
    const storage = memoryStorage();
    createChunkErrorRecovery({ storage, reload: vi.fn() })();
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS + 1);
    const reload = vi.fn();
    expect(createChunkErrorRecovery({ storage, reload })()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads offline, where a reload would swap the portal for the browser\'s "no internet" page', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let online = false;
    const recover = createChunkErrorRecovery({ storage, reload, isOnline: () => online });
    expect(recover()).toBe('offline');
    expect(reload).not.toHaveBeenCalled();

    // Back online, the failed page reloads once: the offline failure did not use up the guard.
    online = true;
    expect(recover()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when it cannot remember the reload (no storage)', () => {
    const reload = vi.fn();
    expect(createChunkErrorRecovery({ storage: null, reload })()).toBe('gave-up');
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(createChunkErrorRecovery({ storage: throwing, reload })()).toBe('gave-up');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not loaded after 120 s with a ChunkLoadError', async () => {
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a loaded module and a failed import through untouched', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ Component: 'x' }))()).resolves.toEqual({
      Component: 'x',
    });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withChunkTimeout(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
