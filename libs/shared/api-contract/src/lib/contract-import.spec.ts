import { describe, expect, it, vi } from 'vitest';

/** Every zod factory the contract calls (`z.object`, `z.enum`, …) but `z.lazy`, by name, in the order called. */
const { built } = vi.hoisted(() => ({ built: [] as string[] }));

vi.mock('zod/mini', async (importOriginal) => {
  const actual = await importOriginal<typeof import('zod/mini')>();
  // Factories are the lower-case functions of `z` (its classes, for `instanceof`, stay as they are).
  const counted = Object.fromEntries(
    Object.entries(actual.z).map(([name, value]) =>
      typeof value === 'function' && /^[a-z]/.test(name) && name !== 'lazy'
        ? [
            name,
            (...args: unknown[]) => {
              built.push(name);
              return (value as (...a: unknown[]) => unknown)(...args);
            },
          ]
        : [name, value],
    ),
  );
  return { ...actual, z: counted };
});

describe('the contract', () => {
  it('builds no schema when it is imported: each is built the first time it checks an answer', async () => {
    const contract = await import('../index');
    // A schema written at a module's top level without `lazySchema` is built here, on every page's start.
    expect(built).toEqual([]);

    expect(contract.invoiceSummarySchema.safeParse({ id: 1 }).success).toBe(false);
    expect(built).toContain('object');
  });
});
