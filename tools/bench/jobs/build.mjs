// Builds the portal for production into tmp/bench/portal (its API on the bench's private port, and each chunk's
// modules listed in tmp/bench/modules.json), the floor (tools/perf-floor) into tmp/bench/floor, the data floor
// (tools/perf-floor-data) into tmp/bench/floor-data and, with `--baseline=<ref>`, that ref's portal into
// tmp/bench/baseline (tools/bench/baseline.mjs).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { buildBaseline } from '../baseline.mjs';
import { API_URL, log, options, paths, root } from '../options.mjs';

export default {
  name: 'build',
  browser: false,
  async run() {
    const vite = join(root, 'node_modules', '.bin', 'vite');
    log('building the portal (production, API on a private port)…');
    execFileSync(vite, ['build', '--config', 'tools/bench/portal-vite.config.mjs', '--logLevel', 'error'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_API_URL: API_URL,
        VITE_AUTH_URL: `${API_URL}/demo-auth/login`,
        BUILD_ID: 'bench',
        BENCH_OUT_DIR: paths.portalDist,
        BENCH_MODULES_FILE: paths.modulesFile,
      },
    });
    log('building the floor…');
    execFileSync(vite, ['build', '--config', 'tools/perf-floor/vite.config.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_FLOOR_OUT_DIR: paths.floorDist },
    });
    log('building the data floor…');
    execFileSync(vite, ['build', '--config', 'tools/perf-floor-data/vite.config.mjs'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_API_URL: API_URL, BENCH_DATA_FLOOR_OUT_DIR: paths.dataFloorDist },
    });
    return options.baseline ? { baseline: buildBaseline(options.baseline) } : undefined;
  },
};
