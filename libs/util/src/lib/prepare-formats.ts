import { prepareFormats } from './dates';
import type { Language } from './languages';

/**
 * Prepares a language's amount and date formats without holding a phone's main thread (issue 15).
 *
 * A page's first Intl formatter loads the locale data of its whole renderer process (ICU): 90-220 ms at CPU 4x in
 * Chromium, while later formatters take under a millisecond, in any thread. So a worker builds the formatters first,
 * on the other core, while the main thread evaluates the portal's code; when it says so, the main thread builds and
 * keeps its own (`prepareFormats`, now cheap), before the first screen asks for them. Without workers, or when the
 * worker fails, the main thread prepares them in a task of its own, as before.
 */
export function prepareFormatsAside(language: Language): void {
  const onMainThread = () => prepareFormats(language);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./prepare-formats.worker.ts', import.meta.url), {
      type: 'module',
      name: 'prepare-formats',
    });
  } catch {
    // No Worker (an old browser, a test's DOM) or a policy that refuses it.
    setTimeout(onMainThread, 0);
    return;
  }
  const done = () => {
    worker.terminate();
    onMainThread();
  };
  // The worker sends one message, once its formats are built; an error (it could not load) ends it too.
  worker.addEventListener('message', done);
  worker.addEventListener('error', done);
  worker.postMessage(language);
}
