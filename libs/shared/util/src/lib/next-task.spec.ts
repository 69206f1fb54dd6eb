import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task: what the current task queued (microtasks) has run by then', async () => {
    const order: string[] = [];
    void Promise.resolve().then(() => order.push('microtask'));
    const waited = nextTask().then(() => order.push('next task'));
    order.push('this task');
    await waited;
    expect(order).toEqual(['this task', 'microtask', 'next task']);
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in a task after the next frame, not before it nor in it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const order: string[] = [];
    const waited = afterPaint().then(() => order.push('after paint'));
    await nextTask();
    expect(order).toEqual([]);
    // The browser's frame: its callbacks, then the paint.
    for (const callback of frames.splice(0)) callback(0);
    order.push('frame painted');
    await waited;
    expect(order).toEqual(['frame painted', 'after paint']);
  });

  it('goes on without a frame when none comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', vi.fn());
    let resolved = false;
    void afterPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
