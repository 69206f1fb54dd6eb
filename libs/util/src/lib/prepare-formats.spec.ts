import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's Worker: records what the page sends and lets the test answer as the worker. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

/** The locales the date formatters built from now on were for (they are built for real). */
function watchDateFormats() {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    return new RealDateTimeFormat(...args);
  });
  return () => spy.mock.calls.map(([locale]) => locale);
}

// Each case loads the modules anew, so the formats' cache starts empty.
const load = async () => ({
  ...(await import('./prepare-formats')),
  ...(await import('./prepare-formats.worker')),
});

describe('prepareFormats', () => {
  beforeEach(() => vi.resetModules());

  it('prepares the amount and date formats of a language: the first screen builds no formatter', async () => {
    const { formatDate, prepareFormats } = await import('./dates');
    const { formatMoney } = await import('./money');
    const expectedDate = new Intl.DateTimeFormat('ar', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-03-05T00:00:00Z'));
    prepareFormats('ar');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatMoney(1250)).toBe('£1,250.00');
      expect(formatDate('2026-03-05', 'ar')).toBe(expectedDate);
      expect(numberFormats).not.toHaveBeenCalled();
      expect(dateFormats).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
      dateFormats.mockRestore();
    }
  });
});

describe('prepareFormatsAside', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    FakeWorker.made = [];
  });

  it('starts a module worker with the language, and prepares the main thread once the worker says so', async () => {
    const { prepareFormatsAside } = await load();
    vi.stubGlobal('Worker', FakeWorker);
    const dateFormats = watchDateFormats();
    prepareFormatsAside('zh-CN');

    const [worker] = FakeWorker.made;
    expect(worker.url.pathname).toMatch(/prepare-formats\.worker\.ts$/);
    expect(worker.options).toMatchObject({ type: 'module' });
    expect(worker.sent).toEqual(['zh-CN']);
    // Not before the worker has loaded the locale's data: the main thread would pay for it itself.
    expect(dateFormats()).toEqual([]);

    worker.dispatchEvent(new Event('message'));
    expect(worker.terminated).toBe(true);
    expect(dateFormats()).toEqual(['zh-CN']);
  });

  it('prepares on the main thread, in a task of its own, when there are no workers', async () => {
    const { prepareFormatsAside } = await load();
    vi.useFakeTimers();
    const dateFormats = watchDateFormats();
    prepareFormatsAside('ar');
    expect(dateFormats()).toEqual([]);
    vi.runAllTimers();
    expect(dateFormats()).toEqual(['ar']);
  });

  it('prepares on the main thread when the worker fails', async () => {
    const { prepareFormatsAside } = await load();
    vi.stubGlobal('Worker', FakeWorker);
    const dateFormats = watchDateFormats();
    prepareFormatsAside('en');
    const [worker] = FakeWorker.made;
    worker.dispatchEvent(new Event('error'));
    expect(worker.terminated).toBe(true);
    expect(dateFormats()).toEqual(['en-US']);
  });
});

describe('the prepare-formats worker', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it('prepares the language it is sent, then answers', async () => {
    const { answerPrepare } = await load();
    const dateFormats = watchDateFormats();
    const reply = vi.fn();
    answerPrepare('ar', reply);
    expect(dateFormats()).toEqual(['ar']);
    expect(reply).toHaveBeenCalledWith('prepared');
  });

  it('prepares English for anything but a known language', async () => {
    const { answerPrepare } = await load();
    const dateFormats = watchDateFormats();
    const reply = vi.fn();
    answerPrepare('<img src=x onerror=alert(1)>', reply);
    expect(dateFormats()).toEqual(['en-US']);
    expect(reply).toHaveBeenCalledWith('prepared');
  });
});
