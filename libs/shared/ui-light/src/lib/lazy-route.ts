import { stringsBeforeRender } from './i18n/i18n';

/** A script chunk that has not loaded after this long counts as failed (two minutes, the product's limit). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Rejects with a ChunkLoadError when a lazy import has not settled in time (a stalled network). */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
        timeoutMs,
      );
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/**
 * A lazy route's module (React Router's `lazy`) with the waits it owns: it resolves once the strings its chunk
 * registered are in (stringsBeforeRender), so its page shows in the student's language from its first frame, and it
 * fails as a ChunkLoadError when that has not happened within CHUNK_LOAD_TIMEOUT_MS, so a stalled chunk ends on the
 * route's error page (which reloads once) instead of a spinner forever. Every lazy route of the portal is one.
 */
export function lazyRoute<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return withChunkTimeout(stringsBeforeRender(load));
}
