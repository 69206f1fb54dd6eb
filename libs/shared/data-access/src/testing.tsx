import type { Language } from '@portal/util';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { retryOptions } from './lib/api/base-query';
import { languageChosen } from './lib/interface/interface-slice';
import { setupStore, type AppStore } from './lib/store';

// A failure a test serves is retried at once: the pauses between retries are time, not behaviour (base-query's
// own spec holds them).
retryOptions.backoff = () => Promise.resolve();

/**
 * A fresh store of a student who reads `language`: every request asks the API for it (Accept-Language), as the
 * portal's does once the student has picked it. The page's own strings follow i18next (`readingIn`).
 */
export function storeReading(language: Language): AppStore {
  const store = setupStore();
  store.dispatch(languageChosen(language));
  return store;
}

/** Mounts feature routes under /panel, as the shell's route table does. */
export function panelRoutes(children: RouteObject[]): RouteObject[] {
  return [{ path: '/panel', children }];
}

/** A stand-in page that only names where a link led, to assert navigation targets. */
export function markerRoute(path: string, text: string): RouteObject {
  return { path, element: (<p>{text}</p>) as ReactElement };
}

/** A file the page saved, read as the browser reads it (FileReader: jsdom's Blob has no text() or arrayBuffer()). */
export function savedFileBytes(blob: Blob | undefined): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob as Blob);
  });
}

/** A saved file's text, UTF-8. */
export const savedFileText = async (blob: Blob | undefined) =>
  new TextDecoder().decode(await savedFileBytes(blob));
