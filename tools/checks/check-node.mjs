#!/usr/bin/env node
// Proves the workspace runs on the Node it declares: the Node running this check (under `npm test`, the one the
// set-up provisioned or the system's) satisfies package.json's engines, and the other places that name a Node
// agree with them: .nvmrc's pinned version and the major of the CI workflow's container image. Part of
// `npm test` (nx run checks:node).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
console.log(`node: ${failures.length === 0 ? 'ok' : `${failures.length} failed`}`);
process.exit(failures.length === 0 ? 0 : 1);
