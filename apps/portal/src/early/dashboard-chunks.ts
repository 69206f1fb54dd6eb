/**
 * Loading this module preloads the dashboard page's chunks (the build lists them as its dependencies:
 * `earlyChunks` in vite.config.ts) without running them; the page runs when its route loads it. The entry imports
 * it when the portal starts signed in on the dashboard, so the page downloads with the portal's own code and its
 * early requests instead of after the portal has started (issue 15).
 */
export const preloaded = 'dashboard';
