#!/usr/bin/env node
// The portal's size budget: the gzip bytes of the JS and CSS loaded before /auth and before the signed-in
// dashboard are interactive, and of the JS each lazy chunk (a route, a language's strings) adds beyond the started
// portal, measured in dist/apps/portal (the same sets as `npm run bench`: tools/checks/build-sizes.mjs) against
// tools/checks/size-budget.json. Part of `npm test` (nx run checks:size-budget, after the portal's build); exits
// non-zero naming each figure over its budget, and each lazy chunk that has none.
//
//   node tools/checks/check-size-budget.mjs --update   rewrites the budget: today's figures plus 10 % (a lazy
//                                                      chunk's at least 1 KB more), to commit with the change
//                                                      that grew them
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portalSizes } from './build-sizes.mjs';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist', 'apps', 'portal');
const budgetFile = join(import.meta.dirname, 'size-budget.json');
const MARGIN = 0.1;
const LAZY_MIN_MARGIN_BYTES = 1024;

if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  console.error('FAIL no build in dist/apps/portal: run it as `nx run checks:size-budget`');
  process.exit(1);
}

const sizes = portalSizes(dist);
const START = [
  ['auth', 'before /auth is interactive'],
  ['dashboard', 'before the signed-in dashboard is interactive'],
];
const KINDS = [
  ['jsGzipBytes', 'JS'],
  ['cssGzipBytes', 'CSS'],
];

if (process.argv.includes('--update')) {
  const withMargin = (bytes, min = 0) => Math.ceil(Math.max(bytes * (1 + MARGIN), bytes + min));
  const budget = {
    $comment:
      "Gzip bytes (level 9) of the portal's production build, checked by tools/checks/check-size-budget.mjs " +
      '(npm test). Written by its --update: the figures of the day plus 10 % (a lazy chunk: at least 1 KB more).',
    start: Object.fromEntries(
      START.map(([key]) => [
        key,
        Object.fromEntries(KINDS.map(([kind]) => [kind, withMargin(sizes[key][kind])])),
      ]),
    ),
    lazyChunksBeyondStart: Object.fromEntries(
      Object.entries(sizes.lazyChunks)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, chunk]) => [key, withMargin(chunk.beyondEntryGzipBytes, LAZY_MIN_MARGIN_BYTES)]),
    ),
  };
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`wrote ${budgetFile.replace(`${root}/`, '')}`);
  process.exit(0);
}

const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];
const report = (ok, text) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
  if (!ok) failures.push(text);
};

for (const [key, what] of START) {
  for (const [kind, label] of KINDS) {
    const bytes = sizes[key][kind];
    const limit = budget.start[key]?.[kind];
    if (limit == null)
      report(false, `${label} ${what}: ${bytes} B, and no budget for it (start.${key}.${kind})`);
    else
      report(
        bytes <= limit,
        `${label} ${what}: ${bytes} B (${kb(bytes)}), budget ${limit} B (${kb(limit)})${bytes > limit ? `, ${bytes - limit} B over` : ''}`,
      );
  }
}

let lazyOk = 0;
for (const [key, chunk] of Object.entries(sizes.lazyChunks)) {
  const bytes = chunk.beyondEntryGzipBytes;
  const limit = budget.lazyChunksBeyondStart?.[key];
  if (limit == null)
    report(false, `lazy chunk ${key}: ${bytes} B beyond the start, and no budget for it (a new chunk?)`);
  else if (bytes > limit)
    report(
      false,
      `lazy chunk ${key}: ${bytes} B beyond the start, budget ${limit} B, ${bytes - limit} B over`,
    );
  else lazyOk += 1;
}
console.log(`ok   ${lazyOk} of ${Object.keys(sizes.lazyChunks).length} lazy chunks within their budgets`);
for (const key of Object.keys(budget.lazyChunksBeyondStart ?? {}))
  if (!sizes.lazyChunks[key]) console.log(`note the budget names ${key}, which the build no longer has`);

if (failures.length === 0) {
  console.log('the portal is within its size budget (tools/checks/size-budget.json)');
  process.exit(0);
}
console.error(
  `${failures.length} figure(s) over the size budget (tools/checks/size-budget.json):\n${failures
    .map((line) => `  ${line}`)
    .join('\n')}\nMake it smaller, or if the growth is meant, run ` +
    '`node tools/checks/check-size-budget.mjs --update` and commit the new budget with the change.',
);
process.exit(1);
