#!/usr/bin/env node
// The feature generator writes a domain folder that passes the house's checks as generated: the workspace's files
// (tracked and new, as they are on disk) are copied to a scratch folder, the generator writes a domain there through
// Nx's CLI as docs/feature-teams.md teaches, and then, in the copy:
// - the folder is where the convention says: libs/<domain>/feature, libs/<domain>/data-access and
//   libs/<domain>/mocks, projects <domain>-feature, <domain>-data-access and <domain>-mocks with their type and scope
//   tags, import paths @portal/<domain>/<type>, the feature depending on its data-access, api-mocks on the domain's
//   mocks, and the feature's inferred workshop target;
// - the new projects pass lint, type check and their tests (the mocks have none of their own: the feature's and the
//   data-access's tests answer through them), and the portal its type check (the generator adds the route and the
//   menu entry);
// - `nx show projects --affected` (as CI asks it, tools/checks/check-affected.mjs) for a one-line change in the new
//   feature, then in its data-access, names that domain's projects, the shell and its e2e, and nothing else.
// The scratch folder is removed afterwards, whatever happened; the workspace itself is never written to. Part of
// `npm test`; exits non-zero when any step fails.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const NAME = 'campus-clubs';
const DOMAIN = `libs/${NAME}`;
const FEATURE = { project: `${NAME}-feature`, root: `${DOMAIN}/feature`, type: 'feature' };
const DATA_ACCESS = { project: `${NAME}-data-access`, root: `${DOMAIN}/data-access`, type: 'data-access' };
const MOCKS = { project: `${NAME}-mocks`, root: `${DOMAIN}/mocks`, type: 'mocks' };
const LIBS = [FEATURE, DATA_ACCESS, MOCKS];
/** The libs with tests of their own. */
const TESTED = [FEATURE, DATA_ACCESS];
/** The composition of every domain's mocks (their stores in one database, their handlers in one list). */
const API_MOCKS = 'api-mocks';
/** The shell that composes a domain's routes: it, and what depends on it (its e2e), sit above every domain. */
const SHELL = 'portal';
const E2E = 'portal-e2e';
/** The workspace's own checks: their targets read every file, so any change touches them. */
const CHECKS = 'checks';

const git = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
});
if (git.status !== 0) throw new Error(`git ls-files failed: ${git.stderr}`);
// A file deleted on disk but not yet in git's index is left out, as the workspace has it.
const files = git.stdout.split('\0').filter((file) => file && existsSync(join(root, file)));

const scratch = mkdtempSync(join(tmpdir(), 'portal-generator-'));
let failed = false;

const env = { ...process.env, FORCE_COLOR: '0', NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

/** Runs a command in the scratch workspace; its output is shown only when it fails. */
function step(label, command, args, cwd = scratch) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env, maxBuffer: 256 * 1024 * 1024 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  if (!ok) {
    failed = true;
    console.log(`${result.stdout}${result.stderr}${result.error ?? ''}`);
  }
  return result.stdout;
}

/** A fact about the generated folder: `problems` is empty when it holds. */
function expectThat(label, problems) {
  console.log(
    `${problems.length === 0 ? 'ok  ' : 'FAIL'} ${label}${problems.length ? `: ${problems.join('; ')}` : ''}`,
  );
  if (problems.length > 0) failed = true;
}

const node = process.execPath;
const bin = (path) => join(root, 'node_modules', path);
const nx = (label, ...args) => step(label, node, [bin('nx/dist/bin/nx.js'), ...args]);

/**
 * The convention, checked on the files and on Nx's project graph of the scratch copy. Returns what sits above the
 * domain in that graph: the shell and what depends on it (the e2e, and whatever else serves the shell).
 */
function checkLayout() {
  const problems = [];
  const folders = existsSync(join(scratch, DOMAIN)) ? readdirSync(join(scratch, DOMAIN)).sort() : [];
  if (folders.join() !== 'data-access,feature,mocks')
    problems.push(`${DOMAIN}/ holds ${folders.join(', ') || 'nothing'}, not data-access, feature and mocks`);
  if (existsSync(join(scratch, `libs/feature-${NAME}`))) problems.push(`libs/feature-${NAME} was written`);
  const paths = JSON.parse(readFileSync(join(scratch, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
  const graphFile = join(scratch, 'tmp', 'graph.json');
  nx('nx graph of the copy', 'graph', `--file=${graphFile}`);
  const { graph } = existsSync(graphFile) ? JSON.parse(readFileSync(graphFile, 'utf8')) : { graph: {} };
  for (const lib of LIBS) {
    const project = graph.nodes?.[lib.project]?.data;
    const tags = [`type:${lib.type}`, `scope:${NAME}`];
    const importPath = `@portal/${NAME}/${lib.type}`;
    if (!project) problems.push(`no project ${lib.project}`);
    else if (project.root !== lib.root)
      problems.push(`${lib.project} is at ${project.root}, not ${lib.root}`);
    // Nx adds tags of its own (npm:private); the house's are one type and one scope.
    else if (
      JSON.stringify(project.tags.filter((tag) => /^(type|scope):/.test(tag))) !== JSON.stringify(tags)
    )
      problems.push(`${lib.project} is tagged ${project.tags}, not ${tags}`);
    if (paths[importPath]?.[0] !== `./${lib.root}/src/index.ts`)
      problems.push(`${importPath} maps to ${paths[importPath]}, not ./${lib.root}/src/index.ts`);
  }
  const uses = (graph.dependencies?.[FEATURE.project] ?? []).map((edge) => edge.target);
  if (!uses.includes(DATA_ACCESS.project))
    problems.push(`${FEATURE.project} does not use ${DATA_ACCESS.project}`);
  const composed = (graph.dependencies?.[API_MOCKS] ?? []).map((edge) => edge.target);
  if (!composed.includes(MOCKS.project)) problems.push(`${API_MOCKS} does not use ${MOCKS.project}`);
  // The workshop target is inferred for every type:feature project, wherever its folder is.
  const workshop = graph.nodes?.[FEATURE.project]?.data.targets?.workshop;
  if (workshop?.options?.env?.WORKSHOP_LIB !== FEATURE.root)
    problems.push(`${FEATURE.project} has no workshop target serving ${FEATURE.root}`);
  expectThat(
    `${DOMAIN}/ as the convention says: ${LIBS.map((lib) => `${lib.root} (${lib.project})`).join(', ')}`,
    problems,
  );
  const above = new Set([SHELL]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [source, edges] of Object.entries(graph.dependencies ?? {})) {
      if (above.has(source) || !edges.some((edge) => above.has(edge.target))) continue;
      above.add(source);
      grew = true;
    }
  }
  if (!above.has(E2E)) expectThat(`${E2E} depends on ${SHELL}`, [`it does not`]);
  return [...above, CHECKS];
}

/** `nx show projects --affected` for a one-line change to `file`, as CI asks it. */
function checkAffected(file, expected) {
  appendFileSync(join(scratch, file), '// a one-line change\n');
  const out = nx(
    `nx show projects --affected --files=${file}`,
    'show',
    'projects',
    '--affected',
    `--files=${file}`,
    '--json',
  );
  const start = out.indexOf('[');
  const affected = new Set(start === -1 ? [] : JSON.parse(out.slice(start)));
  const missing = expected.filter((name) => !affected.has(name));
  const extra = [...affected].filter((name) => !expected.includes(name));
  expectThat(`affected by ${file}: ${[...affected].sort().join(', ')}`, [
    ...(missing.length ? [`missing ${missing.join(', ')}`] : []),
    ...(extra.length ? [`unexpected ${extra.join(', ')}`] : []),
  ]);
}

try {
  for (const file of files) {
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    cpSync(join(root, file), join(scratch, file));
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  // The command docs/feature-teams.md teaches.
  nx(
    `generate ${DOMAIN}/ (nx g @portal/nx-plugin:feature ${NAME})`,
    'g',
    '@portal/nx-plugin:feature',
    NAME,
    `--route=${NAME}`,
    '--menu-group=home',
    '--no-interactive',
  );
  if (failed) throw new Error('the generator failed');
  const aboveTheDomain = checkLayout();
  const tsc = bin('@typescript/native/bin/tsc');
  for (const lib of LIBS) {
    step(
      `lint ${lib.root}`,
      node,
      [bin('eslint/bin/eslint.js'), '--max-warnings=0', '.'],
      join(scratch, lib.root),
    );
    step(
      `typecheck ${lib.root}`,
      node,
      [tsc, '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'],
      join(scratch, lib.root),
    );
  }
  step(
    'typecheck the portal (its route and menu entry)',
    node,
    [tsc, '-p', 'tsconfig.json', '--noEmit', '--pretty', 'false'],
    join(scratch, 'apps/portal'),
  );
  for (const lib of TESTED)
    step(`test ${lib.root}`, node, [bin('vitest/vitest.mjs'), 'run', '-c', `${lib.root}/vitest.config.ts`]);
  checkAffected(`${FEATURE.root}/src/index.ts`, [FEATURE.project, ...aboveTheDomain]);
  checkAffected(`${DATA_ACCESS.root}/src/index.ts`, [
    DATA_ACCESS.project,
    FEATURE.project,
    ...aboveTheDomain,
  ]);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (failed) {
  console.error("\nthe generated domain folder does not pass the house's checks");
  process.exit(1);
}
console.log(
  `\ngenerator: ${DOMAIN}/ is where the convention says, passes lint, type check and tests as generated, and a change in it affects that domain, the shell and its e2e`,
);
