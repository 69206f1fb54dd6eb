// The JS (and CSS) before /auth and before the signed-in dashboard are interactive, held against the floor's, and
// every lazy route chunk (tools/checks/build-sizes.mjs, the same sets as the size budget of `npm test`); modules
// bundled into two chunks, packages bundled twice, and libs whose translations the build lost.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { floorSizes, portalSizes } from '../../checks/build-sizes.mjs';
import { kb, round } from '../numbers.mjs';
import { paths, root } from '../options.mjs';

/** The portal's chunks by the modules they hold (the bench build writes tmp/bench/modules.json). */
function chunkModules() {
  return existsSync(paths.modulesFile) ? JSON.parse(readFileSync(paths.modulesFile, 'utf8')) : {};
}

/** Modules bundled into more than one chunk, and packages bundled from two places in node_modules. */
function duplicateModules(chunks) {
  if (!Object.keys(chunks).length)
    return { i18nRegistersMissing: [], modulesInTwoChunks: [], packagesTwice: [] };
  const owners = new Map();
  const packagePaths = new Map();
  for (const [chunk, modules] of Object.entries(chunks)) {
    for (const id of Object.keys(modules)) {
      owners.set(id, [...(owners.get(id) ?? []), chunk]);
      const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(id);
      if (match) packagePaths.set(match[2], new Set([...(packagePaths.get(match[2]) ?? []), match[1]]));
    }
  }
  // Every lib's translations must survive tree shaking (its `sideEffects` keep src/index.ts and the register).
  const bundled = new Set(Object.values(chunks).flatMap((modules) => Object.keys(modules)));
  // A lib sits in libs/ or one folder deeper (libs/<domain>/feature, libs/shared/<lib>).
  const registers = ['libs/*/src/lib/i18n/register.ts', 'libs/*/*/src/lib/i18n/register.ts'];
  const i18nRegistersMissing = globSync(registers, { cwd: root })
    .filter((file) => !bundled.has(join(root, file)))
    .sort();
  return {
    i18nRegistersMissing,
    modulesInTwoChunks: [...owners.entries()]
      .filter(([, list]) => list.length > 1)
      .map(([id, list]) => `${id.replace(root, '')} in ${list.join(', ')}`),
    packagesTwice: [...packagePaths.entries()]
      .filter(([, paths]) => paths.size > 1)
      .map(([name, paths]) => `${name}: ${[...paths].map((p) => p.replace(root, '')).join(', ')}`),
  };
}

const largest = (chunks, measure) => Object.entries(chunks).sort((a, b) => b[1][measure] - a[1][measure])[0];

export default {
  name: 'sizes',
  browser: false,
  async run() {
    const modules = chunkModules();
    const portal = portalSizes(paths.portalDist, modules);
    const floor = floorSizes(paths.floorDist);
    return {
      auth: {
        portal: portal.auth,
        floor: floor.shell,
        ratio: round(portal.auth.jsGzipBytes / floor.shell.jsGzipBytes),
      },
      dashboard: {
        portal: portal.dashboard,
        floor: floor.dashboard,
        ratio: round(portal.dashboard.jsGzipBytes / floor.dashboard.jsGzipBytes),
      },
      routeChunks: portal.lazyChunks,
      // The goal: each lazy route's own chunk. Its shared imports (antd's Table, Form…) are chunks of
      // their own, loaded once for every route that needs them; the largest total beyond the started portal too.
      largestRouteChunk: largest(portal.lazyChunks, 'ownGzipBytes'),
      largestRouteBeyondPortal: largest(portal.lazyChunks, 'beyondEntryGzipBytes'),
      duplicates: duplicateModules(modules),
    };
  },
  rows(s) {
    const [largestKey, ownLargest] = s.largestRouteChunk ?? [];
    const [widestKey, widest] = s.largestRouteBeyondPortal ?? [];
    return [
      [
        'JS gz before /auth interactive',
        kb(s.auth.portal.jsGzipBytes),
        kb(s.auth.floor.jsGzipBytes),
        String(s.auth.ratio),
        '≤ 0.5',
      ],
      [
        'JS gz before /panel/dashboard interactive',
        kb(s.dashboard.portal.jsGzipBytes),
        kb(s.dashboard.floor.jsGzipBytes),
        String(s.dashboard.ratio),
        '≤ 1.0',
      ],
      [
        'CSS gz before /auth and before /panel/dashboard first paint',
        `${kb(s.auth.portal.cssGzipBytes)} / ${kb(s.dashboard.portal.cssGzipBytes)}`,
        `${kb(s.auth.floor.cssGzipBytes)} / ${kb(s.dashboard.floor.cssGzipBytes)}`,
        '',
        'dashboard ≤ 70 KB',
      ],
      [
        'i18n registers missing from the build',
        String(s.duplicates.i18nRegistersMissing.length),
        '',
        '',
        '0',
      ],
      [
        'largest route chunk, its own file (gz)',
        `${kb(ownLargest?.ownGzipBytes)} ${largestKey ?? ''}`,
        '',
        '',
        '≤ 50 KB',
      ],
      [
        'largest route + shared chunks beyond the started portal (gz)',
        `${kb(widest?.beyondEntryGzipBytes)} ${widestKey ?? ''}`,
        '',
        '',
        '(shown)',
      ],
      [
        'modules in two chunks / packages twice',
        `${s.duplicates.modulesInTwoChunks.length} / ${s.duplicates.packagesTwice.length}`,
        '',
        '',
        '0 / 0',
      ],
    ];
  },
  goals: (s) => [
    {
      measure: '/auth JS gz, ratio to the floor',
      value: s.auth.ratio,
      goal: '≤ 0.5',
      met: s.auth.ratio <= 0.5,
    },
    {
      measure: 'dashboard JS gz, ratio to the floor',
      value: s.dashboard.ratio,
      // The floor renders antd's Layout, Menu and Button; the portal's antd comes whole, unpatched
      // (docs/performance.md, "antd's ConfigProvider as it ships").
      goal: '≤ 1.0',
      met: s.dashboard.ratio <= 1.0,
    },
    {
      // antd's CSS, made at build time, loads with the portal stage (docs/performance.md).
      measure: "CSS gz before the dashboard's first paint",
      value: kb(s.dashboard.portal.cssGzipBytes),
      goal: '≤ 70 KB',
      met: s.dashboard.portal.cssGzipBytes <= 70 * 1024,
    },
  ],
};
