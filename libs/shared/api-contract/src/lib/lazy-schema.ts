import { z } from 'zod/mini';

/**
 * A schema built the first time it checks a value, not when the contract loads. The portal's start loads the
 * contract, and building its schemas (~80 objects of zod's parts) at import was 40 % of the start chunk's evaluation
 * on a phone; a page builds the few its answers need. Every schema of the contract is one, enums included:
 * `contract-import.spec.ts` fails when importing the contract builds any schema. A lazy schema checks, parses and
 * composes (in `z.object`, `z.array`, unions) like the one it wraps; `z.extend` needs the object itself: `built`.
 */
export function lazySchema<Schema extends z.ZodMiniType>(build: () => Schema): z.ZodMiniLazy<Schema> {
  return z.lazy(build);
}

/** The object schema a `lazySchema` wraps (built now), for `z.extend`. */
export function built<Schema extends z.ZodMiniType>(schema: z.ZodMiniLazy<Schema>): Schema {
  return schema._zod.innerType;
}
