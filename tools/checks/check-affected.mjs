#!/usr/bin/env node
// Affected-only CI, checked: touching one feature lib makes `nx affected` run that lib, the portal and the
// e2e only (and reach the target-less scripts that serve the portal); touching libs/shared/ui or libs/shared/data-access runs
// everything that depends on them. Asks Nx the way CI does (`nx show projects --affected --files=...`) for one
// feature lib, ui and data-access, and checks in the project graph that every feature lib has the portal as its
// only dependant (with those above it) besides another domain's feature along a dependency eslint.config.mjs names,
// so the first answer holds for all of them. Part of `npm test`; `--all` asks Nx about every feature lib. Exits non-zero on a surprise.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crossDomain } from '../../eslint.config.mjs';

const root = join(import.meta.dirname, '..', '..');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const askEveryFeature = process.argv.includes('--all');

function nx(...args) {
  const result = spawnSync('npx', ['nx', ...args], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`nx ${args.join(' ')} failed`);
  }
  return result.stdout;
}

function affectedBy(file) {
  const out = nx('show', 'projects', '--affected', `--files=${file}`, '--json');
  return new Set(JSON.parse(out.slice(out.indexOf('['))));
}

const graphFile = join(root, 'tmp', 'affected-check', 'graph.json');
mkdirSync(join(root, 'tmp', 'affected-check'), { recursive: true });
nx('graph', `--file=${graphFile}`);
const { graph } = JSON.parse(readFileSync(graphFile, 'utf8'));
const projects = Object.keys(graph.nodes);

/** Who depends on a project, directly or through others (implicit dependencies included). */
const dependantsOf = (name) => {
  const found = new Set();
  const queue = [name];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [source, edges] of Object.entries(graph.dependencies)) {
      if (edges.some((edge) => edge.target === current) && !found.has(source)) {
        found.add(source);
        queue.push(source);
      }
    }
  }
  return found;
};

const features = projects.filter((name) => graph.nodes[name].data.tags?.includes('type:feature')).sort();
const rootOf = (name) => graph.nodes[name].data.root;
// The workspace's own checks (formatting, the affected check itself) read every file, so any change touches them.
const CHECKS = 'checks';
let failures = 0;

function expectSame(label, actual, expected) {
  const missing = [...expected].filter((name) => !actual.has(name));
  const extra = [...actual].filter((name) => !expected.has(name));
  const ok = missing.length === 0 && extra.length === 0;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: ${[...actual].sort().join(', ')}${
      ok ? '' : ` (missing: ${missing.join(', ') || '-'}; unexpected: ${extra.join(', ') || '-'})`
    }`,
  );
  if (!ok) failures += 1;
}

if (features.length === 0) {
  console.error('FAIL no project is tagged type:feature');
  process.exit(1);
}

// One lib alone: the lib, the shell that composes it and the e2e that drives the shell.
const ABOVE_A_FEATURE = ['portal', 'portal-e2e'];
// Besides, the features of a domain whose dependency on this one eslint.config.mjs names (sponsors -> payments).
const scopeOf = (name) =>
  graph.nodes[name].data.tags?.find((tag) => tag.startsWith('scope:'))?.slice('scope:'.length);
const namedDependants = (feature) =>
  features.filter((other) =>
    crossDomain.some(
      ({ from, to, feature: viaFeature }) => viaFeature && from === scopeOf(other) && to === scopeOf(feature),
    ),
  );
for (const feature of features) {
  expectSame(
    `graph: what depends on ${feature}`,
    dependantsOf(feature),
    new Set([...ABOVE_A_FEATURE, ...namedDependants(feature)]),
  );
}
const asked = askEveryFeature
  ? features
  : [features.includes('invoices-feature') ? 'invoices-feature' : features[0]];
for (const feature of asked) {
  expectSame(
    `nx affected by ${rootOf(feature)}/src/index.ts`,
    affectedBy(`${rootOf(feature)}/src/index.ts`),
    new Set([feature, ...ABOVE_A_FEATURE, CHECKS]),
  );
}

// A shared lib: itself and everything that depends on it, which is every feature lib and the shell.
for (const shared of ['ui', 'data-access']) {
  const affected = affectedBy(`${rootOf(shared)}/src/index.ts`);
  expectSame(
    `nx affected by ${rootOf(shared)}/src/index.ts`,
    affected,
    new Set([shared, ...dependantsOf(shared), CHECKS]),
  );
  const notReached = [...features, 'portal', 'portal-e2e'].filter((name) => !affected.has(name));
  if (notReached.length > 0) {
    console.log(
      `FAIL touching ${shared} should reach every feature lib and the portal; not: ${notReached.join(', ')}`,
    );
    failures += 1;
  }
}

console.log(
  failures === 0 ? 'affected-only CI runs what a change touches, nothing else' : `${failures} problem(s)`,
);
process.exit(failures === 0 ? 0 : 1);
