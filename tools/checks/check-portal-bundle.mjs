#!/usr/bin/env node
// Proves that nothing of the workshop reaches the portal's production bundle: no msw (its browser worker
// or its core), no workshop toolbar, no mock database. Searches every file of dist/apps/portal for marks only that code carries. Each
// mark is first tried on the code it stands for, so the check cannot go blind when msw changes.
// Part of `npm test`; exits non-zero when a mark is found in the bundle or no longer bites.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist', 'apps', 'portal');

/** A mark, what it betrays, and a file that must carry it (so the mark is known to bite). */
const MARKS = [
  {
    mark: '[MSW]',
    what: 'msw (its log prefix)',
    sample: 'node_modules/msw/lib/_chunks/cookie-store.js',
  },
  {
    mark: 'mockServiceWorker',
    what: "msw's browser worker",
    sample: 'node_modules/msw/lib/browser/index.js',
  },
  {
    mark: 'INTEGRITY_CHECK_REQUEST',
    what: "msw's worker protocol",
    sample: 'node_modules/msw/lib/browser/index.js',
  },
  { mark: 'data-workshop', what: 'the workshop toolbar', sample: 'tools/workshop/src/workshop-toolbar.tsx' },
  {
    mark: '/workshop-api',
    what: "the workshop's mock API",
    sample: 'tools/workshop/vite.workshop.config.ts',
  },
  {
    mark: 'demo1234',
    what: "the mock database (the students' seed, mocks-core)",
    sample: 'libs/shared/mocks-core/src/lib/seed.ts',
  },
];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let failures = 0;

for (const { mark, what, sample } of MARKS) {
  const path = join(root, sample);
  const bites = existsSync(path) && readFileSync(path, 'utf8').includes(mark);
  console.log(`${bites ? 'ok  ' : 'FAIL'} the mark of ${what} (${mark}) is in ${sample}`);
  if (!bites) failures += 1;
}

// The build is this target's dependency (nx run checks:portal-bundle builds the portal first).
if (!existsSync(join(dist, 'index.html'))) {
  console.error('FAIL no build in dist/apps/portal: run it as `nx run checks:portal-bundle`');
  process.exit(1);
}

const files = filesUnder(dist);
for (const { mark, what } of MARKS) {
  const found = files.filter((file) => readFileSync(file, 'latin1').includes(mark));
  const clean = found.length === 0;
  console.log(
    `${clean ? 'ok  ' : 'FAIL'} the portal's ${files.length} built files hold nothing of ${what}${
      clean ? '' : `: ${found.map((file) => relative(root, file)).join(', ')}`
    }`,
  );
  if (!clean) failures += 1;
}

console.log(failures === 0 ? 'the portal bundle is free of workshop code' : `${failures} problem(s)`);
process.exit(failures === 0 ? 0 : 1);
