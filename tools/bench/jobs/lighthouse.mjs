// Lighthouse 13, mobile (its default config, simulated throttling), on Debian's chromium, in rounds: the portal's
// /auth (no session), its signed-in dashboard and the floor's dashboard, and with `--baseline=<ref>` that ref's /auth
// and dashboard, one after the other in each round (the order turning from round to round). Medians per page; the
// ratios of the portal's to the floor's and to the baseline's runs of the same round (pairs), each with a 95 %
// bootstrap interval. No absolute score is a goal: this machine gives the floor itself 72 to 90.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, pairedRatio, withInterval } from '../numbers.mjs';
import { BASELINE_URL, FLOOR_URL, log, options, PORTAL_URL, ports, root } from '../options.mjs';
import { CHROME_FLAGS, CHROMIUM, LIGHTHOUSE_WINDOW_FLAG, withDemoApi } from '../servers.mjs';

async function lighthouseOnce(url, cookies, i) {
  const { default: lighthouse } = await import('lighthouse');
  const { chromium } = await import('@playwright/test');
  const port = ports.debug;
  const userDataDir = join(root, 'tmp', 'bench', `chrome-profile-${i}`);
  rmSync(userDataDir, { recursive: true, force: true });
  const context = await chromium.launchPersistentContext(userDataDir, {
    ignoreHTTPSErrors: true,
    executablePath: CHROMIUM,
    headless: false,
    // Lighthouse opens its own page and emulates a phone in it: no viewport of Playwright's, and a window that
    // holds the phone's whole viewport (servers.mjs).
    viewport: null,
    args: [...CHROME_FLAGS, LIGHTHOUSE_WINDOW_FLAG, `--remote-debugging-port=${port}`],
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
    // BENCH_LHR_DIR=<dir> keeps each Lighthouse report (JSON) to see where the time goes.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '-')}-${i}.json`;
      writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    const run = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      finalUrl: lhr.finalDisplayedUrl,
    };
    log(`lighthouse ${url}: ${run.score} (LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms) → ${run.finalUrl}`);
    return run;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const MEASURES = ['score', 'lcpMs', 'tbtMs', 'fcpMs'];

async function lighthouseRounds(cookies) {
  const pages = {
    auth: [`${PORTAL_URL}/auth`, null],
    dashboard: [`${PORTAL_URL}/panel/dashboard`, cookies],
    floor: [`${FLOOR_URL}/panel/dashboard`, null],
    ...(options.baseline
      ? {
          baselineAuth: [`${BASELINE_URL}/auth`, null],
          baselineDashboard: [`${BASELINE_URL}/panel/dashboard`, cookies],
        }
      : {}),
  };
  const names = Object.keys(pages);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let i = 0; i < options.lighthouseRuns; i++) {
    for (const name of names.map((_, k) => names[(k + i) % names.length]))
      runs[name].push(await lighthouseOnce(...pages[name], i));
  }
  const summary = (list) => ({
    ...Object.fromEntries(MEASURES.map((m) => [m, median(list.map((r) => r[m]))])),
    runs: list.map((r) => r.score),
    finalUrl: list[0]?.finalUrl,
  });
  const ratio = (a, b) =>
    Object.fromEntries(
      MEASURES.map((m) => [
        m.replace(/Ms$/, ''),
        pairedRatio(
          runs[a].map((r) => r[m]),
          runs[b].map((r) => r[m]),
          options.resamples,
        ),
      ]),
    );
  return {
    runs: options.lighthouseRuns,
    ...Object.fromEntries(names.map((name) => [name, summary(runs[name])])),
    ratio: {
      authToFloor: ratio('auth', 'floor'),
      dashboardToFloor: ratio('dashboard', 'floor'),
      ...(options.baseline
        ? {
            authToBaseline: ratio('auth', 'baselineAuth'),
            dashboardToBaseline: ratio('dashboard', 'baselineDashboard'),
          }
        : {}),
    },
  };
}

const page = (p) => `${p.score} (LCP ${p.lcpMs}, TBT ${p.tbtMs})`;

export default {
  name: 'lighthouse',
  browser: true,
  run: () => withDemoApi({}, (cookies) => lighthouseRounds(cookies)),
  rows: (l) => [
    [
      'Lighthouse mobile /auth / floor',
      page(l.auth),
      page(l.floor),
      withInterval(l.ratio.authToFloor.score),
      '≥ 1.0',
    ],
    [
      'Lighthouse mobile dashboard / floor (LCP, TBT ratios)',
      page(l.dashboard),
      page(l.floor),
      `${withInterval(l.ratio.dashboardToFloor.score)} (LCP ${withInterval(l.ratio.dashboardToFloor.lcp)}, TBT ${withInterval(l.ratio.dashboardToFloor.tbt)})`,
      '(shown)',
    ],
    ...(l.baselineDashboard
      ? [
          [
            `Lighthouse mobile /auth / baseline ${options.baseline}`,
            page(l.auth),
            page(l.baselineAuth),
            withInterval(l.ratio.authToBaseline.score),
            '(shown)',
          ],
          [
            `Lighthouse mobile dashboard / baseline ${options.baseline} (LCP, TBT ratios)`,
            page(l.dashboard),
            page(l.baselineDashboard),
            `${withInterval(l.ratio.dashboardToBaseline.score)} (LCP ${withInterval(l.ratio.dashboardToBaseline.lcp)}, TBT ${withInterval(l.ratio.dashboardToBaseline.tbt)})`,
            '(shown)',
          ],
        ]
      : []),
  ],
  goals: (l) => [
    {
      // Missed only when the whole interval is below the floor's score.
      measure: "Lighthouse mobile /auth's score / the floor's (the interval must not lie below 1.0)",
      value: withInterval(l.ratio.authToFloor.score),
      goal: '≥ 1.0',
      met: l.ratio.authToFloor.score.ratio != null && (l.ratio.authToFloor.score.high ?? 0) >= 1.0,
    },
  ],
};
