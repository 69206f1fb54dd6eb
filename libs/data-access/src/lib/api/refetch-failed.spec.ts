import { describe, expect, it, vi } from 'vitest';
import { refetchFailed } from './refetch-failed';

describe('refetchFailed', () => {
  it('asks again only the queries that failed', () => {
    const failed = { isError: true, refetch: vi.fn() };
    const loaded = { isError: false, refetch: vi.fn() };
    const alsoFailed = { isError: true, refetch: vi.fn(() => Promise.resolve()) };
    refetchFailed(failed, loaded, alsoFailed);
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(loaded.refetch).not.toHaveBeenCalled();
    expect(alsoFailed.refetch).toHaveBeenCalledTimes(1);
  });
});
