import { createAction } from '@reduxjs/toolkit';

/** What RTK Query's `responseSchema` takes: a Standard Schema (zod's, in the API contract). */
export interface KeptSchema {
  readonly '~standard': {
    validate(value: unknown): { issues?: unknown } | Promise<{ issues?: unknown }>;
  };
}

/**
 * The endpoints whose answers are kept on the device, each with the schema its answers are checked against when
 * read back (the endpoint's own `responseSchema`). A domain names its endpoints with `keepOnDevice` as its data
 * access loads; stores started before (the app's, when a page's domain loads later) take that domain's kept
 * answers then, before any of its queries can start.
 */
const keptSchemas = new Map<string, KeptSchema>();
const keptTags = new Map<string, KeepableDefinition['providesTags']>();
const joiners = new Set<(endpointNames: readonly string[]) => void>();

export const isKeptEndpoint = (endpointName: string): boolean => keptSchemas.has(endpointName);

export const keptSchemaOf = (endpointName: string): KeptSchema | undefined => keptSchemas.get(endpointName);

/** A tag as RTK Query's invalidation state holds it. */
export interface KeptTag {
  type: string;
  id?: string | number;
}

/**
 * The tags a kept answer provides (its endpoint's `providesTags`, given the answer and its arguments), so that a
 * mutation made since the answer was read back invalidates it as it would an answer asked for in this visit.
 */
export function keptTagsOf(endpointName: string, data: unknown, originalArgs: unknown): KeptTag[] {
  const provides = keptTags.get(endpointName);
  let tags: readonly unknown[] | undefined;
  try {
    tags = typeof provides === 'function' ? provides(data, undefined, originalArgs, undefined) : provides;
  } catch {
    tags = undefined;
  }
  return (tags ?? []).flatMap((tag): KeptTag[] =>
    typeof tag === 'string'
      ? [{ type: tag }]
      : tag && typeof tag === 'object' && typeof (tag as KeptTag).type === 'string'
        ? [tag as KeptTag]
        : [],
  );
}

/** Calls `join` with the endpoints kept from now on; returns the stop. */
export function followKeptEndpoints(join: (endpointNames: readonly string[]) => void): () => void {
  joiners.add(join);
  return () => joiners.delete(join);
}

/** Just the part of an endpoint definition that keeping needs (RTK Query's `QueryDefinition`). */
interface KeepableDefinition {
  responseSchema?: KeptSchema;
  providesTags?:
    | readonly unknown[]
    | ((result: unknown, error: undefined, arg: unknown, meta: undefined) => readonly unknown[] | undefined);
  forceRefetch?: (params: { endpointState?: { requestId?: string; fulfilledTimeStamp?: number } }) => boolean;
}

interface Enhanceable {
  enhanceEndpoints(options: { endpoints: Record<string, (definition: KeepableDefinition) => void> }): unknown;
}

/** The request id of a cache entry read back from the device (RTK Query's entries carry the id of their request). */
export const KEPT_REQUEST_ID = 'kept';

/**
 * An answer from an earlier visit (read back from the device, and not asked for again since; or given before this
 * page loaded): a page that subscribes to it asks the API again, where RTK Query would take it as fresh. Its request
 * id says so whatever the clock did since (a device's clock set back, a test's clock set forward).
 */
export const isFromEarlierVisit = (
  entry: { requestId?: string; fulfilledTimeStamp?: number } | undefined,
): boolean =>
  entry?.requestId === KEPT_REQUEST_ID ||
  (entry?.fulfilledTimeStamp !== undefined &&
    typeof performance !== 'undefined' &&
    entry.fulfilledTimeStamp < performance.timeOrigin);

/**
 * Keeps the answers of `endpointNames` of `api` on the device (RTK Query's `enhanceEndpoints`: each definition's
 * `responseSchema` is what read-back answers are checked against; its `forceRefetch` asks again for an answer of an
 * earlier visit). Only endpoints of the student's own data, never an amount to be charged (quotes, checkouts).
 */
export function keepOnDevice<Api extends { endpoints: object; enhanceEndpoints: unknown }>(
  api: Api,
  endpointNames: readonly (keyof Api['endpoints'] & string)[],
): Api {
  // RTK's `enhanceEndpoints` is typed by the api's own definitions; this takes any api's, by name.
  (api as unknown as Enhanceable).enhanceEndpoints({
    endpoints: Object.fromEntries(
      endpointNames.map((name) => [
        name,
        (definition: KeepableDefinition) => {
          if (!definition.responseSchema) throw new Error(`${name} has no responseSchema to keep it by`);
          keptSchemas.set(name, definition.responseSchema);
          keptTags.set(name, definition.providesTags);
          const ownForceRefetch = definition.forceRefetch;
          definition.forceRefetch = (params) =>
            (isFromEarlierVisit(params.endpointState) &&
              (typeof navigator === 'undefined' || navigator.onLine)) ||
            (ownForceRefetch?.(params) ?? false);
        },
      ]),
    ),
  });
  for (const join of joiners) join(endpointNames);
  return api;
}

/**
 * Kept answers going into the store (RTK Query's rehydration: the api's `extractRehydrationInfo` reads them): the
 * cache entries by cache key, each fulfilled, and the tags they provide, in RTK Query's invalidation state's shape.
 */
export interface KeptRestore {
  queries: Record<string, unknown>;
  provided: {
    tags: Record<string, Record<string, string[]>>;
    keys: Record<string, KeptTag[]>;
  };
}

export const keptAnswersRestored = createAction<KeptRestore>('kept/answersRestored');
