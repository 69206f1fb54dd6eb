/**
 * Loading this module preloads the panel frame's chunks (the build lists them as its dependencies:
 * `earlyChunks` in vite.config.ts) without running them; the frame runs when the router renders it. The entry
 * imports it when the portal starts signed in on a panel address, so the frame downloads with the portal's own
 * code instead of after it has started (issue 15).
 */
export const preloaded = 'panel';
