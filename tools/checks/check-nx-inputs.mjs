#!/usr/bin/env node
// Proves that Nx's cache keys name everything a result depends on: for each input a target's result depends
// on but that lives outside the project (the shared test set-up, the addresses a build compiles in, the lint
// config, the house-rule fixtures), Nx itself is asked (the check behind `nx show target inputs <task> --check <input>`:
// the inputs it hashes) whether a change to it changes the task's hash. Fails naming each one it leaves out,
// since such a task would replay a stale result from the cache. Part of `npm test` (nx run checks:nx-inputs).
import { createProjectGraphAsync } from '@nx/devkit';
import { createRequire } from 'node:module';

// The same check `nx show target inputs <task> --check` makes, in one process (one project graph).
const { checkFilesAreInputs } = createRequire(import.meta.url)('nx/src/devkit-internals');
process.env.NX_NO_CLOUD = 'true';
process.env.NX_DAEMON = 'false';

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

const graph = await createProjectGraphAsync({ exitOnError: true });
const withTarget = (target) =>
  Object.values(graph.nodes)
    .filter((node) => node.data.targets?.[target])
    .map((node) => node.name)
    .sort();
const expectations = [];
for (const project of withTarget('test')) expectations.push([`${project}:test`, TEST_SETUP]);
for (const project of withTarget('lint')) expectations.push([`${project}:lint`, ['eslint.config.mjs']]);
// antd's static CSS: the Vite plugin that makes it (libs/ui's static-css.ts is the portal's own input).
expectations.push(['portal:build', [...BUILD_ENV, 'tools/vite/antd-static-css.ts']]);
expectations.push([
  'checks:house-rules',
  [
    'eslint.config.mjs',
    'tools/house-rules/check-lint-rules.mjs',
    'tools/house-rules/fixtures/feature-reaches-around.ts',
  ],
]);
expectations.push(['checks:format', ['.prettierrc', '.prettierignore', 'README.md', 'libs/ui/src/index.ts']]);
expectations.push(['checks:lock', ['package.json', 'package-lock.json']]);
expectations.push(['checks:workflows', ['.github/workflows/ci.yml']]);
expectations.push(['checks:size-budget', ['tools/checks/size-budget.json', 'tools/checks/build-sizes.mjs']]);

let failures = 0;
for (const [task, values] of expectations) {
  const { unmatched } = await checkFilesAreInputs(task, values);
  if (unmatched.length > 0) {
    failures += 1;
    console.error(`FAIL ${task}: a change to ${unmatched.join(', ')} would not change its hash`);
  } else {
    console.log(`ok   ${task}: ${values.length} input(s) in its hash`);
  }
}
console.log(`nx-inputs: ${expectations.length - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
