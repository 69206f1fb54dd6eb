// Debian's chromium, never a downloaded browser (setup.mjs installs it), as the end-to-end tests
// (e2e/portal-e2e/playwright.config.ts) and the bench (tools/bench/servers.mjs) start it: where it is, and the flags
// that keep it off the (closed) network and within a container's means.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
