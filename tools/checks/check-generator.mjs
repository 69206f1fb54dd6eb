#!/usr/bin/env node
// The feature generator's output passes the house's lint, type check and tests as generated: the workspace's files
// (tracked and new, as they are on disk) are copied to a scratch folder, the generator writes a feature there through
// Nx's CLI as docs/feature-teams.md teaches, and the new lib's lint, type check and tests run in it, with the portal's
// type check (the generator adds the route and the menu entry). The scratch folder is removed afterwards, whatever
// happened; the workspace itself is never written to. Part of `npm test`; exits non-zero when any of them fails.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const NAME = 'campus-clubs';
const LIB = `libs/feature-${NAME}`;

const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
if (git.status !== 0) throw new Error(`git ls-files failed: ${git.stderr}`);
// A file deleted on disk but not yet in git's index is left out, as the workspace has it.
const files = git.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));

const scratch = mkdtempSync(join(tmpdir(), 'portal-generator-'));
let failed = false;

/** Runs a step in the scratch workspace; its output is shown only when it fails. */
function step(label, command, args, cwd = scratch) {
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  if (!ok) {
    failed = true;
    console.log(`${result.stdout}${result.stderr}${result.error ?? ''}`);
  }
}

try {
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  const node = process.execPath;
  const bin = (path) => join(root, 'node_modules', path);
  // The command docs/feature-teams.md teaches.
  step(`generate ${LIB} (nx g @portal/nx-plugin:feature)`, node, [
    bin('nx/dist/bin/nx.js'),
    'g',
    '@portal/nx-plugin:feature',
    NAME,
    `--route=${NAME}`,
    '--menu-group=home',
    '--no-interactive',
  ]);
  if (failed) throw new Error('the generator failed');
  const tsc = bin('@typescript/native/bin/tsc');
  step(`lint ${LIB}`, node, [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'], join(scratch, LIB));
  step(
    `typecheck ${LIB}`,
    node,
    [tsc, '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'],
    join(scratch, LIB),
  );
  step(
    'typecheck the portal (its route and menu entry)',
    node,
    [tsc, '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'],
    join(scratch, 'apps/portal'),
  );
  step(`test ${LIB}`, node, [bin('vitest/vitest.mjs'), 'run', '-c', `${LIB}/vitest.config.ts`]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failed) {
  console.error("\nthe generator's output does not pass the house's checks");
  process.exit(1);
}
console.log('\ngenerator: the new lib passes lint, type check and tests as generated');
