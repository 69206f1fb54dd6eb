#!/usr/bin/env node
// Fails when package-lock.json and package.json disagree, so `npm ci` (which refuses such a lock) never
// meets it first in CI: every dependency of package.json is in the lock's root entry with the same range,
// nothing else is there, and each one is locked to an installed version. Also fails when a platform's
// optional packages are missing (a lock written by an npm that skipped them makes `npm ci` refuse it on
// another platform). And TypeScript is installed twice at most: one JavaScript compiler (`typescript`, whose
// API typescript-eslint, @nx/eslint and the generator use) and TypeScript 7's native one under the name
// typescript-eslint looks for (`@typescript/native`). Part of `npm test` (nx run checks:lock).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

const root = join(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const problems = [];

if (lock.lockfileVersion !== 3) problems.push(`lockfileVersion is ${lock.lockfileVersion}, want 3 (npm 11)`);
const rootEntry = lock.packages?.[''] ?? {};
if (rootEntry.name !== pkg.name)
  problems.push(`the lock is for "${rootEntry.name}", package.json is "${pkg.name}"`);

for (const field of ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies']) {
  const wanted = pkg[field] ?? {};
  const locked = rootEntry[field] ?? {};
  for (const [name, range] of Object.entries(wanted)) {
    if (!(name in locked)) problems.push(`${field}: ${name} is in package.json but not in the lock`);
    else if (locked[name] !== range)
      problems.push(`${field}: ${name} is "${range}" in package.json but "${locked[name]}" in the lock`);
    if (!lock.packages?.[`node_modules/${name}`]) problems.push(`${name} has no locked version`);
  }
  for (const name of Object.keys(locked)) {
    if (!(name in wanted)) problems.push(`${field}: ${name} is in the lock but no longer in package.json`);
  }
}

// Every optional dependency of every locked package (rollup's and the resolver's native builds for each
// platform) must be in the lock too: an npm that skipped them writes a lock that `npm ci` refuses elsewhere.
function resolves(from, name) {
  const parts = from ? from.split('/node_modules/') : [];
  for (let i = parts.length; i >= 0; i -= 1) {
    const prefix = parts.slice(0, i).join('/node_modules/');
    if (lock.packages[`${prefix ? `${prefix}/` : ''}node_modules/${name}`]) return true;
  }
  return false;
}
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(path, name))
      problems.push(`${path || 'the root'}'s optional ${name} is missing from the lock`);
  }
}

// A second JavaScript compiler (one nested under a package whose range the root's misses) is a second copy of
// a large package, and a lint and a generator that may read the same code differently.
const compilers = Object.keys(lock.packages ?? {}).filter((path) =>
  /(^|\/)node_modules\/typescript$/.test(path),
);
if (compilers.length !== 1)
  problems.push(
    `typescript is locked ${compilers.length} times (${compilers.join(', ')}): one JavaScript compiler`,
  );
const native = lock.packages?.['node_modules/@typescript/native'];
if (native?.name !== 'typescript' || semver.major(native.version ?? '0.0.0') !== 7)
  problems.push(
    '@typescript/native is not TypeScript 7 (the native compiler, under the name typescript-eslint looks for)',
  );
// Both take every range a locked package asks of them (typescript-eslint's optional peer on @typescript/native
// names the 7.1 builds its experimental tsgo backend reads; a version outside it is "invalid" to `npm ls`).
const installed = {
  typescript: lock.packages?.['node_modules/typescript']?.version,
  '@typescript/native': native?.version,
};
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  for (const [name, version] of Object.entries(installed)) {
    const wanted = entry.peerDependencies?.[name]?.replace(/^npm:typescript@/, '');
    if (wanted && version && !semver.satisfies(version, wanted, { includePrerelease: true }))
      problems.push(`${path} asks for ${name} "${wanted}", the lock has ${version}`);
  }
}

if (problems.length > 0) {
  console.error(`package-lock.json disagrees with package.json:\n  ${problems.join('\n  ')}`);
  console.error(
    'Regenerate it with `npm install` (see the README, "When the lock must change") and commit it.',
  );
  process.exit(1);
}
console.log(
  `lock: package-lock.json agrees with package.json (${Object.keys(lock.packages).length - 1} packages)`,
);
