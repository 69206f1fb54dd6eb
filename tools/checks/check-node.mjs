#!/usr/bin/env node
// Proves the workspace runs on the Node it declares: the Node running this check (under `npm test`, the one the
// set-up provisioned or the system's) satisfies package.json's engines, and the other places that name a Node
// agree with them: .nvmrc's pinned version and the major of the CI workflow's container image. And every
// installed package (node_modules, nested ones too) runs on it: its own `engines.node` takes every Node the
// workspace's engines take and .nvmrc's version (a walk first proved on a fixture tree). Part of `npm test`
// (nx run checks:node).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import semver from 'semver';
import { declaredNode, root, satisfies } from '../node-runtime.mjs';

const { range, pinned } = declaredNode();
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
};

check(satisfies(process.version, range), `this Node (${process.version}) satisfies engines "${range}"`);
check(satisfies(pinned, range), `.nvmrc's ${pinned} satisfies engines "${range}"`);

const major = /^(?:\^|>=)(\d+)\./.exec(range)?.[1];
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
/** Every installed package under `dir` (its node_modules, scoped and nested ones), as its folder and manifest. */
function* installedPackages(dir) {
  const modules = join(dir, 'node_modules');
  let entries;
  try {
    entries = readdirSync(modules, { withFileTypes: true });
  } catch {
    return;
  }
  // Dot folders are npm's and tools' own (.bin, .cache, .vite); a link is a workspace's, not an install.
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'));
  for (const entry of folders) {
    const parents = entry.name.startsWith('@')
      ? readdirSync(join(modules, entry.name), { withFileTypes: true })
          .filter((scoped) => scoped.isDirectory())
          .map((scoped) => join(modules, entry.name, scoped.name))
      : [join(modules, entry.name)];
    for (const folder of parents) {
      let manifest = null;
      try {
        manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      } catch {
        // A folder without a manifest is no package (npm leaves none such; a tool's cache might).
      }
      if (manifest) yield { folder, manifest };
      yield* installedPackages(folder);
    }
  }
}

/**
 * The installed packages whose `engines.node` does not take every Node of `range` (package.json's engines) and
 * `pinned` (.nvmrc), each named with its folder; a range semver cannot read counts as not taking them.
 * npm ignores engines written in the old array form, and so does this.
 */
function unsatisfiedEngines(dir, range, pinned) {
  const found = [];
  for (const { folder, manifest } of installedPackages(dir)) {
    const wanted = manifest.engines?.node;
    if (typeof wanted !== 'string') continue;
    const where = relative(dir, folder).split('\\').join('/');
    const what = `${where} (${manifest.name}@${manifest.version}) asks for Node "${wanted}"`;
    if (!semver.validRange(wanted))
      found.push({ folder: where, message: `${what}, which is no semver range` });
    else if (!semver.satisfies(pinned, wanted))
      found.push({ folder: where, message: `${what}: not ${pinned}` });
    else if (!semver.subset(range, wanted))
      found.push({ folder: where, message: `${what}: not every Node of "${range}"` });
  }
  return found.sort((a, b) => a.folder.localeCompare(b.folder));
}

// The walk, proved on a fixture tree: it must name exactly the packages the fixture says (scoped, nested, a
// floor above the workspace's, an unreadable range) and none of the others.
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'engines-tree.json'), 'utf8'));
const scratch = mkdtempSync(join(tmpdir(), 'checks-node-engines-'));
try {
  for (const [path, content] of Object.entries(fixture.files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), JSON.stringify(content));
  }
  const named = unsatisfiedEngines(scratch, fixture.engines, fixture.pinned).map((entry) => entry.folder);
  check(
    JSON.stringify(named) === JSON.stringify(fixture.unsatisfied),
    `the engines walk names exactly the fixture's ${fixture.unsatisfied.length} packages (named: ${named.join(', ') || 'none'})`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const unsatisfied = unsatisfiedEngines(root, range, pinned);
for (const { message } of unsatisfied) check(false, message);
const installed = [...installedPackages(root)].length;
check(
  unsatisfied.length === 0,
  `every installed package (${installed}) runs on Node "${range}" and ${pinned} (${unsatisfied.length} do not)`,
);
console.log(`node: ${failures.length === 0 ? 'ok' : `${failures.length} failed`}`);
process.exit(failures.length === 0 ? 0 : 1);
