#!/usr/bin/env node
// Size benchmark: builds the portal and prints, as JSON, the gzip size of the JavaScript and CSS that
// /auth and /panel/dashboard load before they are interactive, and of each lazy route chunk.
// It measures; it asserts nothing (no timing or size limits in unit tests).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist', 'apps', 'portal');

if (!process.argv.includes('--no-build')) {
  execSync('npx nx run portal:build --skip-nx-cache --outputStyle=static', {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** The files a manifest entry needs before it runs: itself, its static imports, and their CSS. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function measure(keys) {
  const files = { js: new Set(), css: new Set() };
  for (const key of closure(keys)) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) files.js.add(chunk.file);
    for (const css of chunk.css ?? []) files.css.add(css);
  }
  const sum = (set) => [...set].reduce((total, file) => total + gzipSize(file), 0);
  return { jsGzipBytes: sum(files.js), cssGzipBytes: sum(files.css), files: files.js.size + files.css.size };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const routeChunk = (pattern) => lazyKeys.filter((key) => pattern.test(key));

const result = {
  measuredAt: new Date().toISOString(),
  routes: {
    '/auth': measure([entryKey]),
    '/panel/dashboard': measure([entryKey, ...routeChunk(/feature-dashboard\/src\/lib\/dashboard-page\./)]),
  },
  lazyChunks: Object.fromEntries(
    lazyKeys.map((key) => {
      const { jsGzipBytes, cssGzipBytes } = measure([key]);
      const own = gzipSize(manifest[key].file);
      return [
        key,
        { file: manifest[key].file, ownGzipBytes: own, withImportsJsGzipBytes: jsGzipBytes, cssGzipBytes },
      ];
    }),
  ),
};
console.log(JSON.stringify(result, null, 2));
