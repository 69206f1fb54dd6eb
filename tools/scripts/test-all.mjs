#!/usr/bin/env node
// Every test of the workspace: lint, type check, unit and integration tests, build, then the
// end-to-end journeys in Debian's chromium. Exits non-zero when anything fails.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
};

const steps = [
  ['formatting (Prettier)', ['prettier', '--check', '.']],
  ['house rules (the lint rules bite)', ['node', 'tools/house-rules/check-lint-rules.mjs']],
  [
    'lint, type check, unit and integration tests, build',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2', '--outputStyle=stream'],
  ],
  ['end-to-end journeys', ['nx', 'run', 'portal-e2e:e2e', '--outputStyle=stream']],
  [
    'the portal bundle holds no workshop code (msw, toolbar, mocks)',
    ['node', 'tools/scripts/check-portal-bundle.mjs'],
  ],
  ['affected-only CI (a feature lib: itself, portal, e2e)', ['node', 'tools/scripts/check-affected.mjs']],
];

let failed = 0;
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const [command, ...rest] = args[0] === 'node' ? args : ['npx', ...args];
  const result = spawnSync(command, rest, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`\n✗ ${name} failed`);
  }
}
console.log(`\nchecks: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
