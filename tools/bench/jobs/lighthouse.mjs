// Lighthouse 13, mobile (its default config, simulated throttling), medians over the runs, on Debian's chromium:
// the portal's /auth (no session), its signed-in dashboard, and the floor's dashboard.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, round } from '../numbers.mjs';
import { FLOOR_URL, log, options, PORTAL_URL, ports, root } from '../options.mjs';
import { CHROME_FLAGS, CHROMIUM, withDemoApi } from '../servers.mjs';

async function lighthouseMedian(url, cookies, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('@playwright/test');
  const port = ports.debug;
  const scores = [];
  for (let i = 0; i < runs; i++) {
    const userDataDir = join(root, 'tmp', 'bench', `chrome-profile-${i}`);
    rmSync(userDataDir, { recursive: true, force: true });
    const context = await chromium.launchPersistentContext(userDataDir, {
      ignoreHTTPSErrors: true,
      executablePath: CHROMIUM,
      headless: false,
      args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
      serviceWorkers: 'block',
    });
    try {
      if (cookies) await context.addCookies(cookies);
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
      const finalUrl = lhr.finalDisplayedUrl;
      // BENCH_LHR_DIR=<dir> keeps each Lighthouse report (JSON) to see where the time goes.
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        const name = `${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '-')}-${i}.json`;
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
      }
      scores.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        finalUrl,
      });
      log(
        `lighthouse ${url}: ${scores.at(-1).score} (LCP ${scores.at(-1).lcpMs} ms, TBT ${scores.at(-1).tbtMs} ms) → ${finalUrl}`,
      );
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  }
  return {
    score: median(scores.map((s) => s.score)),
    lcpMs: median(scores.map((s) => s.lcpMs)),
    tbtMs: median(scores.map((s) => s.tbtMs)),
    fcpMs: median(scores.map((s) => s.fcpMs)),
    runs: scores.map((s) => s.score),
    finalUrl: scores[0]?.finalUrl,
  };
}

export default {
  name: 'lighthouse',
  browser: true,
  run: () =>
    withDemoApi({}, async (cookies) => ({
      runs: options.lighthouseRuns,
      auth: await lighthouseMedian(`${PORTAL_URL}/auth`, null, options.lighthouseRuns),
      dashboard: await lighthouseMedian(`${PORTAL_URL}/panel/dashboard`, cookies, options.lighthouseRuns),
      floor: await lighthouseMedian(`${FLOOR_URL}/panel/dashboard`, null, options.lighthouseRuns),
    })),
  rows: (l) => [
    [
      'Lighthouse mobile /auth (median)',
      `${l.auth.score} (LCP ${l.auth.lcpMs}, TBT ${l.auth.tbtMs})`,
      `${l.floor.score} (LCP ${l.floor.lcpMs}, TBT ${l.floor.tbtMs})`,
      String(round(l.auth.score / l.floor.score)),
      '≥ 95',
    ],
    [
      'Lighthouse mobile dashboard (median)',
      `${l.dashboard.score} (LCP ${l.dashboard.lcpMs}, TBT ${l.dashboard.tbtMs})`,
      `${l.floor.score}`,
      String(round(l.dashboard.score / l.floor.score)),
      '≥ 90',
    ],
  ],
  goals: (l) => [
    {
      measure: 'Lighthouse mobile /auth, median score',
      value: l.auth.score,
      goal: '≥ 95',
      met: l.auth.score >= 95,
    },
    {
      measure: 'Lighthouse mobile dashboard, median score',
      value: l.dashboard.score,
      goal: '≥ 90',
      met: l.dashboard.score >= 90,
    },
  ],
};
