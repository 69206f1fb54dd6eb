import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/scripts/chromium.mjs';

// The production build behind nginx with its security headers (`npm run serve`, apps/portal/nginx).
const PORTAL_URL = 'http://localhost:8080';
export const DEMO_API_URL = 'http://localhost:3333';

// Debian's Chromium, never a downloaded browser, with the flags that keep it off the (closed) network.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/e2e/test-results',
  // Every test has a world of its own in the demo back end (support.ts), so any two can run at once; a failure is a
  // failure, never retried into a pass.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // What a first load may take on a busy two-core machine (the portal's chunks, its service worker precaching); a
  // check still waits for the state the student sees, never for a time.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // The JSON report is what `npm test`'s summary counts (tools/scripts/test-all.mjs); it is in the e2e target's
  // outputs, so a run replayed from the cache restores it.
  reporter: [['list'], ['json', { outputFile: '../../dist/e2e/report.json' }]],
  use: { baseURL: PORTAL_URL, trace: 'retain-on-failure', ...chromium },
  projects: [
    // Deploys of their own on :4400 (pwa-deploy.ts), one at a time: builds A and B, the worker, offline. Not a
    // dependant of `chromium`: Playwright runs a dependency project once, so `--repeat-each` would skip it. Listed
    // first, so one worker runs its file while the other starts on `chromium`'s tests, instead of alone at the end.
    { name: 'pwa', testMatch: /pwa\.spec\.ts/, fullyParallel: false, workers: 1 },
    { name: 'chromium', testIgnore: /pwa\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'npx tsx apps/demo-api/src/main.ts',
      cwd: '../..',
      url: `${DEMO_API_URL}/demo-auth/login`,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // The e2e target builds the portal first; nginx stops on SIGTERM at the end.
      command: 'node apps/portal/nginx/serve.mjs --no-build --no-demo-api',
      cwd: '../..',
      url: PORTAL_URL,
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
