import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { built, lazySchema } from './lazy-schema';
import { invoiceDetailSchema } from './models';

describe('lazySchema', () => {
  it('builds its schema on the first check, once, and checks like it', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number() });
    });
    const list = z.array(schema);
    expect(builds).toBe(0);
    expect(list.parse([{ id: 1 }, { id: 2 }])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(schema.safeParse({ id: 'one' }).error?.issues[0]?.path).toEqual(['id']);
    expect(builds).toBe(1);
  });

  it('gives z.extend the object it wraps', () => {
    const base = lazySchema(() => z.object({ id: z.number() }));
    const extended = z.extend(built(base), { name: z.string() });
    expect(extended.parse({ id: 1, name: 'Ana' })).toEqual({ id: 1, name: 'Ana' });
    expect(extended.safeParse({ id: 1 }).success).toBe(false);
  });

  it('keeps what an extended contract schema adds and what it inherits', () => {
    const detail = invoiceDetailSchema.safeParse({ id: 1, lines: [], payments: [] });
    expect(detail.success).toBe(false);
    expect(detail.error?.issues.map((issue) => issue.path[0])).toContain('number');
  });
});
