/**
 * Resolves in a task of its own: the browser paints and handles input before what follows runs. A start made of
 * several steps (a module graph's evaluation, the store, the router) awaits it between them, so a phone's main
 * thread sees several short tasks instead of one long one. `scheduler.yield` where the browser has it
 * (the continuation runs ahead of other tasks), a message to the page's own channel otherwise (not throttled like
 * a timer).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long `afterPaint` waits for a frame at most (a hidden tab runs no frames). */
const PAINT_WAIT_MS = 100;

/**
 * Resolves in a task after the browser's next paint: what follows (the dashboard's lower tiles, ui's
 * `AfterFirstPaint`) never delays the frame before it. A page whose tab is hidden paints nothing; after
 * `PAINT_WAIT_MS` it goes on without the frame.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || globalThis.document?.hidden) return nextTask();
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, PAINT_WAIT_MS);
    requestAnimationFrame(() => void nextTask().then(finish));
  });
}
