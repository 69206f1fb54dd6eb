#!/usr/bin/env node
// The feature generator's output passes the house's lint, type check and tests as generated: the workspace's files
// (tracked and new, as they are on disk) are copied to a scratch folder, the generator writes a feature there
// through its JavaScript API, and the new lib's lint, type check and tests run in it, with the portal's type check
// (the generator adds the route and the menu entry). The scratch folder is removed afterwards, whatever happened;
// the workspace itself is never written to. Part of `npm test`; exits non-zero when any of them fails.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
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
    env: { ...process.env, FORCE_COLOR: '0' },
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

  const { FsTree, flushChanges } = require('nx/src/generators/tree');
  const { featureGenerator } = require(join(root, 'tools/nx-plugin/generators.cjs'));
  const tree = new FsTree(scratch, false);
  await featureGenerator(tree, { name: NAME, route: NAME, menuGroup: 'home' });
  flushChanges(scratch, tree.listChanges());
  console.log(`ok   generated ${LIB} in a scratch copy of the workspace`);

  const node = process.execPath;
  const bin = (path) => join(root, 'node_modules', path);
  const tsc = bin('typescript-native/bin/tsc');
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
