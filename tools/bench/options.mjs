// What a bench run is told (its flags), where it writes, and the ports it listens on: read once, shared by every job.
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..', '..');

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};

const quick = flag('quick');

const PHONE = { width: 412, height: 823 };
const LAPTOP = { width: 1280, height: 800 };

function settingsOf(value) {
  if (value !== null && value !== 'both')
    throw new Error(`--settings=${value}: the only value is "both" (leave it out for one setting)`);
  const protocols = value === 'both' ? ['h2', 'h1'] : [flag('http1') ? 'h1' : 'h2'];
  const viewports = value === 'both' ? [PHONE, LAPTOP] : [PHONE];
  return protocols.flatMap((protocol) =>
    viewports.map((viewport) => ({
      name: `${protocol} ${viewport.width}x${viewport.height}`,
      protocol,
      viewport,
    })),
  );
}

export const options = {
  quick,
  /** Fails the run when a goal of the issue is not met (tools/bench/index.mjs). */
  check: flag('check'),
  /** Only the jobs that need no browser: the builds and the sizes. */
  sizesOnly: flag('sizes-only'),
  /** `--runs=N`: the rounds of the runtime and return-visit jobs. */
  runtimePairs: Number(option('runs', quick ? 2 : 5)),
  lighthouseRuns: Number(option('lighthouse-runs', quick ? 1 : 5)),
  json: option('json', null),
  /** The builds over plain HTTP/1.1 instead of https with HTTP/2 (tools/bench/servers.mjs). */
  http1: flag('http1'),
  /**
   * `--settings=both`: the runtime job's rounds in four settings, each its own rows: https with HTTP/2 and plain
   * HTTP/1.1, each at a phone's 412 × 823 and a laptop's 1280 × 800. Without it, one: the builds' protocol
   * (`--http1` or not) at 412 × 823.
   */
  settings: settingsOf(option('settings', null)),
  /**
   * `--baseline=<git ref>`: that ref's portal is built in a worktree under tmp/bench (tools/bench/baseline.mjs) and
   * measured against today's in alternating pairs by the runtime and Lighthouse jobs.
   */
  baseline: option('baseline', null),
  /** Bootstrap resamples for each ratio's 95 % confidence interval (numbers.mjs). */
  resamples: Number(option('resamples', 2000)),
  /** `--no-<job>` leaves a job out (`--no-build` reuses the builds in tmp/bench). */
  skips: (name) => flag(`no-${name}`),
};

export const CPU_RATE = 4;

// Private ports, none of them e2e's (8080, 3333, 4400): the bench runs beside the test suite.
export const ports = {
  api: Number(process.env.BENCH_API_PORT ?? 3391),
  portal: Number(process.env.BENCH_PORTAL_PORT ?? 4391),
  floor: Number(process.env.BENCH_FLOOR_PORT ?? 4392),
  dataFloor: Number(process.env.BENCH_DATA_FLOOR_PORT ?? 4393),
  baseline: Number(process.env.BENCH_BASELINE_PORT ?? 4394),
  /** The portal and the baseline once more, their service worker served (the return-visit job's own servers). */
  returnPortal: Number(process.env.BENCH_RETURN_PORTAL_PORT ?? 4395),
  returnBaseline: Number(process.env.BENCH_RETURN_BASELINE_PORT ?? 4396),
  debug: Number(process.env.BENCH_DEBUG_PORT ?? 9391),
  /**
   * The runtime job's builds once more in the other protocol (`--settings=both`: plain HTTP/1.1 beside https with
   * HTTP/2, or the reverse with `--http1`), served at the same time on ports of their own.
   */
  otherProtocol: {
    portal: Number(process.env.BENCH_OTHER_PORTAL_PORT ?? 4381),
    floor: Number(process.env.BENCH_OTHER_FLOOR_PORT ?? 4382),
    dataFloor: Number(process.env.BENCH_OTHER_DATA_FLOOR_PORT ?? 4383),
    baseline: Number(process.env.BENCH_OTHER_BASELINE_PORT ?? 4384),
  },
};
export const API_URL = `http://localhost:${ports.api}`;
const buildsScheme = options.http1 ? 'http' : 'https';
export const PORTAL_URL = `${buildsScheme}://localhost:${ports.portal}`;
export const FLOOR_URL = `${buildsScheme}://localhost:${ports.floor}`;
export const DATA_FLOOR_URL = `${buildsScheme}://localhost:${ports.dataFloor}`;
export const BASELINE_URL = `${buildsScheme}://localhost:${ports.baseline}`;
export const RETURN_PORTAL_URL = `${buildsScheme}://localhost:${ports.returnPortal}`;
export const RETURN_BASELINE_URL = `${buildsScheme}://localhost:${ports.returnBaseline}`;

/** The protocol of the builds' own ports: 'h1' (plain HTTP/1.1) with `--http1`, else 'h2' (https with HTTP/2). */
export const MAIN_PROTOCOL = options.http1 ? 'h1' : 'h2';

/** Where the runtime job's builds answer in `protocol` ('h2' or 'h1'): the builds' own ports or the other ones. */
export function buildUrls(protocol) {
  const scheme = protocol === 'h1' ? 'http' : 'https';
  const at = protocol === MAIN_PROTOCOL ? ports : ports.otherProtocol;
  return {
    portal: `${scheme}://localhost:${at.portal}`,
    floor: `${scheme}://localhost:${at.floor}`,
    dataFloor: `${scheme}://localhost:${at.dataFloor}`,
    baseline: `${scheme}://localhost:${at.baseline}`,
  };
}

export const paths = {
  portalDist: join(root, 'tmp', 'bench', 'portal'),
  floorDist: join(root, 'tmp', 'bench', 'floor'),
  dataFloorDist: join(root, 'tmp', 'bench', 'floor-data'),
  /** The baseline's build (`--baseline`), and the worktrees its refs are checked out in. */
  baselineDist: join(root, 'tmp', 'bench', 'baseline'),
  baselineWorktrees: join(root, 'tmp', 'bench'),
  /** Each chunk of the bench's portal build with the modules it holds (tools/bench/portal-vite.config.mjs). */
  modulesFile: join(root, 'tmp', 'bench', 'modules.json'),
};

export const log = (message) => console.error(`[bench] ${message}`);
