// What a production build makes a browser load, from its Vite manifest (gzip level 9): the JS and CSS before
// /auth and before the signed-in dashboard are interactive, and what each lazy chunk adds. One implementation for
// the size budget in `npm test` (tools/checks/check-size-budget.mjs) and the bench (tools/bench/jobs/sizes.mjs).
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The portal's Vite root, from which its manifest's keys and `src` paths are written. */
const PORTAL_ROOT = 'apps/portal';

/**
 * main.tsx loads one of two stages (apps/portal/src/boot.ts), each a dynamic import: /auth without a session, the
 * sign-in stage; every other address, the portal stage. The panel layout and the dashboard page (where a student
 * lands) are static parts of the portal stage, so the dashboard's start is the portal stage and what it imports.
 */
const SIGN_IN_ROOTS = ['apps/portal/src/auth-stage.ts'];
const PORTAL_STAGE_ROOTS = ['apps/portal/src/app-stage.tsx'];
/** Loaded with the portal stage, never as chunks of their own (checked when the chunks' modules are given). */
const DASHBOARD_MODULES = [
  'apps/portal/src/app/layout/panel-layout.tsx',
  'libs/dashboard/feature/src/lib/dashboard-page.tsx',
];

/** A build's manifest with gzip sizes and the static-import closure of its chunks. */
function readBuild(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const cache = new Map();
  const gzipSize = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return cache.get(file);
  };
  /** The keys and every chunk they import statically (what the browser loads before they run). */
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const measure = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const key of closure(keys)) {
      const chunk = manifest[key];
      if (!chunk) continue;
      if (chunk.file.endsWith('.js')) js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    const sum = (set) => [...set].reduce((total, file) => total + gzipSize(file), 0);
    return { jsGzipBytes: sum(js), cssGzipBytes: sum(css), files: js.size + css.size };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
  return { manifest, gzipSize, closure, measure, entryKey, lazyKeys };
}

/**
 * The portal build's start and lazy chunks. `modules` (the bench build's chunk → module ids) is optional: given,
 * each root's chunk is confirmed to hold it, so a change in the build's chunking cannot go unnoticed.
 */
export function portalSizes(dist, modules = null) {
  const build = readBuild(dist);
  const { manifest } = build;
  // A package's path from its node_modules on (node_modules may be a link to another checkout's).
  const repoPath = (key) =>
    normalize(join(PORTAL_ROOT, manifest[key].src ?? key)).replace(/^.*?\/(?=node_modules\/)/, '');
  const chunkOf = (root) => {
    const key = Object.keys(manifest).find(
      (candidate) => manifest[candidate].src && repoPath(candidate) === root,
    );
    if (!key) throw new Error(`${root} is in no chunk of its own in the build's manifest (${dist})`);
    const held = modules?.[manifest[key].file];
    if (held && !Object.keys(held).some((id) => id.endsWith(`/${root}`)))
      throw new Error(`${root} is not in ${manifest[key].file}, the chunk the sizes count it in`);
    return key;
  };
  const keysOf = (roots) => [...new Set(roots.map(chunkOf))];
  const authKeys = keysOf(SIGN_IN_ROOTS);
  const stageKeys = keysOf(PORTAL_STAGE_ROOTS);
  const stageFiles = [...build.closure([build.entryKey, ...stageKeys])].map((k) => manifest[k].file);
  for (const module of modules ? DASHBOARD_MODULES : []) {
    if (!stageFiles.some((file) => Object.keys(modules[file] ?? {}).some((id) => id.endsWith(`/${module}`))))
      throw new Error(`${module} is not in the portal stage's chunks: the dashboard's sizes would miss it`);
  }
  // A lazy chunk's cost beyond what is loaded when it is asked for: itself and its static imports that neither the
  // started portal (the entry and the portal stage) nor every chunk that imports it (with their static imports)
  // has loaded already. antd's locales, for one, are asked for by antd's provider only, which has loaded the
  // antd code they share with it.
  const started = new Set(stageFiles);
  const importersOf = (key) =>
    Object.keys(manifest).filter((candidate) => manifest[candidate].dynamicImports?.includes(key));
  const loadedBefore = (key) => {
    const importers = importersOf(key);
    if (importers.length === 0) return started;
    const [first, ...rest] = importers.map((importer) => build.closure([importer]));
    const shared = [...first].filter((k) => rest.every((closure) => closure.has(k)));
    return new Set([...started, ...shared.map((k) => manifest[k].file)]);
  };
  const lazyChunks = {};
  for (const key of build.lazyKeys) {
    if (authKeys.includes(key) || stageKeys.includes(key)) continue; // the two stages are not routes
    const loaded = loadedBefore(key);
    const extra = new Set(
      [...build.closure([key])]
        .map((k) => manifest[k].file)
        .filter((file) => file.endsWith('.js') && !loaded.has(file)),
    );
    lazyChunks[repoPath(key)] = {
      file: manifest[key].file,
      ownGzipBytes: build.gzipSize(manifest[key].file),
      beyondEntryGzipBytes: [...extra].reduce((total, file) => total + build.gzipSize(file), 0),
    };
  }
  return {
    auth: build.measure([build.entryKey, ...authKeys]),
    dashboard: build.measure([build.entryKey, ...stageKeys]),
    lazyChunks,
  };
}

/** The floor (tools/perf-floor): its shell (the entry) and its dashboard (the entry and the lazy dashboard). */
export function floorSizes(dist) {
  const build = readBuild(dist);
  const dashboardKeys = build.lazyKeys.filter((key) => /dashboard/.test(key));
  return {
    shell: build.measure([build.entryKey]),
    dashboard: build.measure([build.entryKey, ...dashboardKeys]),
  };
}
