// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAppVersion, startVersionPoller, VERSION_POLL_INTERVAL_MS } from './version-poller';

const A = { version: '0.1.0', build: 'a' };
const B = { version: '0.1.0', build: 'b' };

describe('startVersionPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at start and every 60 s, and the first success only records the version', async () => {
    const loadVersion = vi.fn().mockResolvedValue(A);
    const onNewVersion = vi.fn();
    const stop = startVersionPoller({ url: '/version.json', loadVersion, onNewVersion });

    await vi.advanceTimersByTimeAsync(0);
    expect(loadVersion).toHaveBeenCalledTimes(1);
    expect(loadVersion).toHaveBeenCalledWith('/version.json');
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS - 1);
    expect(loadVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 3);
    expect(loadVersion).toHaveBeenCalledTimes(5);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('reports a different build once and stops polling', async () => {
    const loadVersion = vi.fn().mockResolvedValueOnce(A).mockResolvedValue(B);
    const onNewVersion = vi.fn();
    startVersionPoller({ url: '/version.json', loadVersion, onNewVersion });

    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith(A, B);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 5);
    expect(onNewVersion).toHaveBeenCalledTimes(1);
    expect(loadVersion).toHaveBeenCalledTimes(2);
  });

  it('treats a different version number as a new deploy too', async () => {
    const loadVersion = vi.fn().mockResolvedValueOnce(A).mockResolvedValue({ version: '0.2.0', build: 'a' });
    const onNewVersion = vi.fn();
    startVersionPoller({ url: '/version.json', loadVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    expect(onNewVersion).toHaveBeenCalledExactlyOnceWith(A, { version: '0.2.0', build: 'a' });
  });

  it('ignores failures and malformed files silently; the first good answer is the baseline', async () => {
    const loadVersion = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('<html>not json</html>')
      .mockResolvedValueOnce(B)
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue(B);
    const onNewVersion = vi.fn();
    const error = vi.spyOn(console, 'error');
    const stop = startVersionPoller({ url: '/version.json', loadVersion, onNewVersion });

    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 5);
    expect(loadVersion).toHaveBeenCalledTimes(6);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    stop();
  });

  it('stops when asked, also while a check is in flight', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const loadVersion = vi
      .fn()
      .mockResolvedValueOnce(A)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const onNewVersion = vi.fn();
    const stop = startVersionPoller({ url: '/version.json', loadVersion, onNewVersion });
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS);
    stop();
    answer(B);
    await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS * 2);
    expect(onNewVersion).not.toHaveBeenCalled();
    expect(loadVersion).toHaveBeenCalledTimes(2);
  });

  it('fetches the file bypassing every cache by default', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(A), { status: 200 }));
    const stop = startVersionPoller({ url: '/version.json', onNewVersion: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    stop();
  });
});

describe('parseAppVersion', () => {
  it('reads version and build, numbers as text', () => {
    expect(parseAppVersion({ version: '1.2.3', build: 42 })).toEqual({ version: '1.2.3', build: '42' });
  });

  it.each([
    null,
    'text',
    [],
    {},
    { version: '1.0.0' },
    { version: '', build: 'x' },
    { version: {}, build: 'x' },
    { version: 'v', build: Number.NaN },
  ])('rejects %j', (body) => {
    expect(parseAppVersion(body)).toBeNull();
  });
});
