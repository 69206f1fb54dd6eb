/**
 * Resolves in a task of its own: the browser paints and handles input before what follows runs. A start made of
 * several steps (a module graph's evaluation, the store, the router) awaits it between them, so a phone's main
 * thread sees several short tasks instead of one long one (issue 15). `scheduler.yield` where the browser has it
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
