import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

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
