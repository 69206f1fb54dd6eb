#!/usr/bin/env node
// Proves that Nx's cache keys name everything a result depends on: for each input a target's result depends
// on but that lives outside the project (the shared test set-up and type declarations, the addresses a build
// compiles in, the lint config and the dependencies' files lint resolves, the server, nginx templates and built
// portal the journeys run against, the house-rule fixtures), Nx's own hash plan of the task says whether a change to
// it changes the task's hash. The plans come from Nx's public CLI, once for every task: `nx run-many -t ... --graph
// <file>` writes the project graph and each task's plan (the files, globs and environment variables Nx hashes),
// which are matched here (first proved on inputs that are and are not in a plan). Fails naming each one a plan
// leaves out, since such a task would replay a stale result from the cache. Part of `npm test`
// (nx run checks:nx-inputs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';

const BUILD_ENV = [
  'VITE_API_URL',
  'VITE_AUTH_URL',
  'VITE_COOKIE_DOMAIN',
  'VITE_FRAME_HOSTS',
  'VITE_SCHOOL_NAME',
  'VITE_SCHOOL_ADDRESS',
  'VITE_PAYPAL_SDK_URL',
  'VITE_FLYWIRE_SCRIPT_URL',
  'BUILD_ID',
];
const TEST_SETUP = ['vitest.shared.ts', 'tools/test/setup-dom.ts', 'tools/vite/antd-static-css.ts'];

const root = join(import.meta.dirname, '..', '..');
const TARGETS = [
  ...['test', 'lint', 'typecheck', 'build', 'e2e'],
  ...['house-rules', 'generator', 'format', 'lock', 'node', 'workflows', 'size-budget'],
];

/** The project graph and every task's hash plan, as `nx run-many --graph=<file>` writes them (no task runs). */
function nxPlans() {
  const folder = mkdtempSync(join(tmpdir(), 'check-nx-inputs-'));
  try {
    const file = join(folder, 'tasks.json');
    execFileSync('npx', ['nx', 'run-many', '-t', ...TARGETS, `--graph=${file}`], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    });
    return JSON.parse(readFileSync(file, 'utf8'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const { graph, taskPlans } = nxPlans();
const withTarget = (target) =>
  Object.values(graph.nodes)
    .filter((node) => node.data.targets?.[target])
    .map((node) => node.name)
    .sort();
const expectations = [];
for (const project of withTarget('test')) expectations.push([`${project}:test`, TEST_SETUP]);
// Lint resolves what a project imports (import-x, typed rules): a file of each project it depends on counts.
const dependencyFile = (project) =>
  (graph.dependencies[project] ?? [])
    .map((edge) => graph.nodes[edge.target])
    .filter(Boolean)
    .map((node) => `${node.data.root}/project.json`)
    .sort()[0];
for (const project of withTarget('lint')) {
  const upstream = dependencyFile(project);
  expectations.push([`${project}:lint`, ['eslint.config.mjs', ...(upstream ? [upstream] : [])]]);
}
// tsc reads the shared test set-up and declarations (tsconfig includes, vitest.config imports) and the base config.
const TYPE_INPUTS = [...TEST_SETUP, 'tools/test/vitest-env.d.ts', 'tsconfig.base.json'];
for (const project of withTarget('typecheck')) expectations.push([`${project}:typecheck`, TYPE_INPUTS]);
// The journeys: their specs and config, the server script and nginx templates they are served through, the app.
expectations.push([
  'portal-e2e:e2e',
  [
    'e2e/portal-e2e/playwright.config.ts',
    'e2e/portal-e2e/src/auth.spec.ts',
    'apps/portal/nginx/serve.mjs',
    'apps/portal/nginx/portal.conf.template',
    'apps/portal/nginx/nginx.conf.template',
    'apps/portal/nginx/render-config.mjs',
    'apps/portal/src/main.tsx',
    'apps/demo-api/src/main.ts',
    'libs/shared/api-mocks/src/index.ts',
  ],
]);
// antd's static CSS: the Vite plugin that makes it (libs/shared/ui's static-css.ts is the portal's own input).
expectations.push(['portal:build', [...BUILD_ENV, 'tools/vite/antd-static-css.ts']]);
expectations.push([
  'checks:house-rules',
  [
    'eslint.config.mjs',
    'tools/house-rules/check-lint-rules.mjs',
    'tools/house-rules/fixtures/feature-reaches-around.ts',
    'tools/house-rules/fixtures/takes-antd.ts',
    'tools/house-rules/fixtures/takes-antd-kit.ts',
    // The first screen's lint configs, whose rules the kits' fixtures are linted under, and the tags the kits'
    // boundary reads.
    'libs/dashboard/feature/eslint.config.mjs',
    'libs/dashboard/feature/project.json',
    'libs/shared/ui-light/eslint.config.mjs',
    'libs/shared/ui-light/project.json',
    'libs/shared/ui/project.json',
    'apps/portal/eslint.config.mjs',
    // Every file of tools/ and of the apps' source, linted for imports across the edge between them.
    'tools/vite/brand-colours.ts',
    'apps/portal/src/main.tsx',
    // The domains' boundary fixtures are linted under these, by the projects' tags.
    'libs/sponsors/feature/eslint.config.mjs',
    'libs/sponsors/data-access/eslint.config.mjs',
    'libs/sponsors/feature/project.json',
  ],
]);
// The generator's check: the generator, its templates and the workspace it generates into.
expectations.push([
  'checks:generator',
  [
    'tools/checks/check-generator.mjs',
    'tools/nx-plugin/src/generators/feature/generator.ts',
    'tools/nx-plugin/src/generators/feature/files/lib/src/lib/__name__-page.tsx.template',
    'libs/shared/ui/src/index.ts',
    'eslint.config.mjs',
  ],
]);
expectations.push([
  'checks:format',
  ['.prettierrc', '.prettierignore', 'README.md', 'libs/shared/ui/src/index.ts'],
]);
expectations.push(['checks:lock', ['package.json', 'package-lock.json']]);
// The installed packages' engines: the lock says what is installed.
expectations.push([
  'checks:node',
  ['package.json', 'package-lock.json', '.nvmrc', 'tools/checks/check-node.mjs', 'tools/node-runtime.mjs'],
]);
expectations.push(['checks:workflows', ['.github/workflows/ci.yml']]);
expectations.push(['checks:size-budget', ['tools/checks/size-budget.json', 'tools/checks/build-sizes.mjs']]);

let failures = 0;
const fail = (message) => {
  failures += 1;
  console.error(`FAIL ${message}`);
};

// Nx's globs match dotfiles (`.nvmrc` under `{workspaceRoot}/**/*`); node:path's minimatch does not, so a leading
// dot of a segment is written as another character on both sides.
const undot = (path) => path.replace(/(^|\/)\./g, '$1\u00b7');
const globsMatch = (globs, file) =>
  globs.some((glob) => !glob.startsWith('!') && matchesGlob(undot(file), undot(glob))) &&
  !globs.some((glob) => glob.startsWith('!') && matchesGlob(undot(file), undot(glob.slice(1))));
const roots = Object.values(graph.nodes)
  .map((node) => ({ name: node.name, root: node.data.root }))
  .sort((a, b) => b.root.length - a.root.length);
/** The project a file belongs to (the deepest root holding it), as Nx assigns files. */
const ownerOf = (file) => roots.find(({ root: projectRoot }) => file.startsWith(`${projectRoot}/`))?.name;

/**
 * Whether a task's plan hashes `value`, a file (relative to the workspace) or an environment variable's name. A plan
 * lists `env:NAME`, `workspace:[{workspaceRoot}/glob,...]` (any file of the workspace) and `project:glob,!glob`
 * (that project's own files), besides what no file is (the project's configuration, external packages).
 */
function planHashes(plan, value) {
  return plan.some((entry) => {
    if (entry.startsWith('env:')) return entry.slice(4) === value;
    if (entry.startsWith('workspace:['))
      return globsMatch(entry.slice(11, -1).replaceAll('{workspaceRoot}/', '').split(','), value);
    const [, project, globs] = /^([^:]+):(.*)$/.exec(entry) ?? [];
    if (!project || project === 'npm' || ['ProjectConfiguration', 'TsConfig'].includes(globs)) return false;
    return ownerOf(value) === project && globsMatch(globs.split(','), value);
  });
}
const unhashed = (task, values) => values.filter((value) => !planHashes(taskPlans[task] ?? [], value));

// The matching, proved first on what a plan does and does not hash.
const proofs = [
  ['util:test', ['libs/shared/util/src/index.ts', 'vitest.shared.ts', 'tools/test/setup.ts'], []],
  ['util:test', ['apps/portal/src/main.tsx', 'README.md', 'VITE_API_URL'], 'all'],
  ['portal:build', ['VITE_API_URL', 'apps/portal/src/main.tsx'], []],
  ['portal:build', ['apps/portal/src/app/routes.spec.tsx', 'HOME'], 'all'],
  ['checks:format', ['.prettierrc', 'libs/shared/ui/src/index.ts'], []],
];
for (const [task, values, expected] of proofs) {
  const missing = unhashed(task, values);
  const want = expected === 'all' ? values : expected;
  if (JSON.stringify(missing) !== JSON.stringify(want))
    fail(
      `the plan matching: ${task} leaves out ${missing.join(', ') || 'nothing'}, not ${want.join(', ') || 'nothing'}`,
    );
}

// typecheck is inferred (tools/nx-plugin) for every project with a tsconfig.json, never written by hand.
for (const node of Object.values(graph.nodes)) {
  const { root: projectRoot } = node.data;
  const written = JSON.parse(readFileSync(join(root, projectRoot, 'project.json'), 'utf8')).targets
    ?.typecheck;
  if (written) fail(`${node.name}: typecheck is written in its project.json; it is inferred`);
  if (existsSync(join(root, projectRoot, 'tsconfig.json')) && !node.data.targets?.typecheck)
    fail(`${node.name}: has a tsconfig.json but no typecheck target`);
}
// The journeys are cached, after (and keyed on) the portal's build.
const e2e = graph.nodes['portal-e2e']?.data.targets?.e2e;
const afterBuild = e2e?.dependsOn?.some(
  (dependency) => dependency.target === 'build' && dependency.projects?.includes('portal'),
);
const keyedOnBuild = e2e?.inputs?.some((input) => input.dependentTasksOutputFiles);
if (!e2e?.cache || !afterBuild || !keyedOnBuild)
  fail('portal-e2e:e2e must be cached, depend on portal:build and hash its output');
for (const [task, values] of expectations) {
  const unmatched = taskPlans[task] ? unhashed(task, values) : values;
  if (!taskPlans[task]) fail(`${task}: Nx wrote no plan for it`);
  else if (unmatched.length > 0) {
    fail(`${task}: a change to ${unmatched.join(', ')} would not change its hash`);
  } else {
    console.log(`ok   ${task}: ${values.length} input(s) in its hash`);
  }
}
console.log(`nx-inputs: ${expectations.length} tasks, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
