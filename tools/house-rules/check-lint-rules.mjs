#!/usr/bin/env node
// Proves the house rules bite: lints fixtures as if they were files of a feature lib and checks that
// reaching around data-access (fetch, storage, cookies) fails, that a file-level import cycle fails, that a
// production function over 100 lines (blank lines and comments counted) fails, that data-access's entry stays a
// short list of its domains, and that the boundary between the kits holds both ways: antd is refused on the first
// screen (the shell, dashboard-feature, every file of ui-light), ui-light's light blocks in a feature's pages,
// antd's kit (ui, tagged kit:antd) in the projects tagged as the first screen's (ui-light, the dashboard); and that a
// domain takes another domain's lib only along a dependency the lint config names; that the mocks take only mocks,
// the contract and util, and only tests and the demo back end take them.
// Part of `npm test`; exits non-zero when a rule stopped reporting what it must.
import { ESLint } from 'eslint';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const fixtures = join(import.meta.dirname, 'fixtures');
const featureDir = join(root, 'libs', 'invoices', 'feature');
let failures = 0;

function expectRules(label, messages, wanted) {
  const seen = messages.map((message) => message.ruleId);
  for (const [rule, count] of Object.entries(wanted)) {
    const got = seen.filter((id) => id === rule).length;
    const ok = count === 0 ? got === 0 : got >= count;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${label}: ${rule} reported ${got} time(s), want ${count === 0 ? 'none' : `>= ${count}`}`,
    );
    if (!ok) failures += 1;
  }
}

// The feature lib's own config, as `nx lint invoices-feature` uses it.
const feature = new ESLint({ cwd: featureDir });
const asFeatureFile = (name) => join(featureDir, 'src', 'lib', name);

const [around] = await feature.lintText(readFileSync(join(fixtures, 'feature-reaches-around.ts'), 'utf8'), {
  filePath: asFeatureFile('reaches-around.ts'),
});
expectRules('feature file reaching around data-access', around.messages, {
  'no-restricted-imports': 1,
  'no-restricted-globals': 2,
  'no-restricted-properties': 3,
});

const [lane] = await feature.lintText(readFileSync(join(fixtures, 'feature-stays-in-lane.ts'), 'utf8'), {
  filePath: asFeatureFile('stays-in-lane.ts'),
});
expectRules('feature file in its lane', lane.messages, {
  'no-restricted-imports': 0,
  'no-restricted-globals': 0,
  'no-restricted-properties': 0,
});

// A production function over 100 lines fails, counted whole (it is 84 without its blank lines and comments); the
// same function in a spec (a list of cases) does not.
const longFunction = readFileSync(join(fixtures, 'long-function.ts'), 'utf8');
const [long] = await feature.lintText(longFunction, { filePath: asFeatureFile('long-function.ts') });
expectRules('production function over 100 lines', long.messages, { 'max-lines-per-function': 1 });
const [longSpec] = await feature.lintText(longFunction, { filePath: asFeatureFile('long-function.spec.ts') });
expectRules('spec function over 100 lines', longSpec.messages, { 'max-lines-per-function': 0 });

// The kits' boundary. A file that takes antd: fine in a feature page, refused on the first screen (all but the
// icons' import); a file built from ui's light blocks: fine on the first screen, refused in a feature page.
const takesAntd = readFileSync(join(fixtures, 'takes-antd.ts'), 'utf8');
const takesLight = readFileSync(join(fixtures, 'takes-light-blocks.ts'), 'utf8');
const restrictedImports = async (cwd, file, text) => {
  const [result] = await new ESLint({ cwd }).lintText(text, { filePath: join(cwd, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').length;
};
const expectImports = (label, got, want) => {
  const ok = got === want;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: no-restricted-imports reported ${got} time(s), want ${want}`,
  );
  if (!ok) failures += 1;
};
const dashboardDir = join(root, 'libs', 'dashboard', 'feature');
const portalDir = join(root, 'apps', 'portal');
const uiLightDir = join(root, 'libs', 'shared', 'ui-light');
const boundary = [
  ['antd in a feature page', featureDir, 'src/lib/page.ts', takesAntd, 0],
  ['antd in the dashboard', dashboardDir, 'src/lib/section.ts', takesAntd, 4],
  ['antd in the frame', portalDir, 'src/app/layout/part.ts', takesAntd, 4],
  ['antd in the shell', portalDir, 'src/app/routes.tsx', takesAntd, 4],
  ['antd in what PageStates draws', uiLightDir, 'src/lib/page-header.tsx', takesAntd, 4],
  ['antd in a light block', uiLightDir, 'src/lib/stack.tsx', takesAntd, 4],
  // Every file of ui-light, named in no list: a new one is refused antd as well.
  ['antd in a new file of ui-light', uiLightDir, 'src/lib/new-block.tsx', takesAntd, 4],
  ["antd in ui-light's entry", uiLightDir, 'src/index.ts', takesAntd, 4],
  ["antd in the phone's lazy menu drawer", portalDir, 'src/app/layout/phone-menu-drawer.tsx', takesAntd, 0],
  // One report per light block imported (three).
  ['light blocks in a feature page', featureDir, 'src/lib/page.ts', takesLight, 3],
  ['light blocks in the dashboard', dashboardDir, 'src/lib/section.ts', takesLight, 0],
  ['light blocks in the frame', portalDir, 'src/app/layout/part.ts', takesLight, 0],
];
for (const [label, cwd, file, text, want] of boundary)
  expectImports(label, await restrictedImports(cwd, file, text), want);

// The kits by their tags (Nx's depConstraints, `notDependOnLibsWithTags`): a project tagged as the first screen's
// (ui-light kit:light, the dashboard scope:dashboard) may not reach ui (kit:antd), a feature page may; the
// dashboard's tests render its page below antd's layout route (ui's test entry), as the shell's do.
const takesAntdKit = readFileSync(join(fixtures, 'takes-antd-kit.ts'), 'utf8');
const boundaryReports = async (cwd, file, text, saying) => {
  const [result] = await new ESLint({ cwd }).lintText(text, { filePath: join(cwd, file) });
  return result.messages.filter(
    (message) => message.ruleId === '@nx/enforce-module-boundaries' && message.message.includes(saying),
  ).length;
};
const kitRule = '"kit:antd"';
const byTags = [
  // ui builds on ui-light, so Nx names the cycle first (it reports one problem per import).
  [
    "antd's kit in ui-light",
    uiLightDir,
    'src/lib/new-block.tsx',
    'Circular dependency between "ui-light" and "ui"',
    1,
  ],
  ["antd's kit in the dashboard", dashboardDir, 'src/lib/section.ts', kitRule, 1],
  ["antd's kit in a feature page", featureDir, 'src/lib/page.ts', kitRule, 0],
  ["antd's kit in a dashboard test", dashboardDir, 'src/lib/section.spec.ts', kitRule, 0],
];
for (const [label, cwd, file, saying, want] of byTags) {
  const got = await boundaryReports(cwd, file, takesAntdKit, saying);
  const ok = got === want;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: @nx/enforce-module-boundaries reported ${got} time(s), want ${want}`,
  );
  if (!ok) failures += 1;
}
// Boundaries by tags: a domain's projects take their own scope and the shared libs, another domain only along a
// dependency eslint.config.mjs names with its reason (sponsors -> payments, invoices -> payments).
const boundaryRule = '@nx/enforce-module-boundaries';
const sponsorsDir = join(root, 'libs', 'sponsors', 'feature');
const sponsorsDataAccessDir = join(root, 'libs', 'sponsors', 'data-access');
const documentsDir = join(root, 'libs', 'documents', 'feature');
const domains = [
  ['sponsors file taking payments (named)', sponsorsDir, 'sponsors-takes-payments.ts', 0],
  ['sponsors file taking the shop (not named)', sponsorsDir, 'sponsors-takes-shop.ts', 1],
  ['invoices file taking payments (named)', featureDir, 'sponsors-takes-payments.ts', 0],
  // The same import from a domain with no named dependency on payments.
  ['documents file taking payments (not named)', documentsDir, 'sponsors-takes-payments.ts', 1],
  // The named dependency is the sponsors feature's: sponsors' data access still takes no feature.
  [
    'sponsors data access taking payments (a feature)',
    sponsorsDataAccessDir,
    'sponsors-takes-payments.ts',
    1,
  ],
];
for (const [label, cwd, fixture, want] of domains) {
  const [result] = await new ESLint({ cwd }).lintText(readFileSync(join(fixtures, fixture), 'utf8'), {
    filePath: join(cwd, 'src', 'lib', fixture),
  });
  expectRules(label, result.messages, { [boundaryRule]: want });
}

// The mocks (libs/<domain>/mocks, tagged type:mocks) take only mocks, the contract and util, even along a named
// dependency; only tests, the demo back end and the composition (api-mocks) take them.
const supportFeatureDir = join(root, 'libs', 'support', 'feature');
const mocks = [
  [
    "sponsors' mocks taking payments' feature",
    join(root, 'libs', 'sponsors', 'mocks'),
    'sponsors-takes-payments.ts',
    'x.ts',
    1,
  ],
  ["support's page taking support's mocks", supportFeatureDir, 'takes-domain-mocks.ts', 'page.ts', 1],
  ["support's test taking support's mocks", supportFeatureDir, 'takes-domain-mocks.ts', 'page.spec.ts', 0],
  // payments -> shop is named for the mocks only (`types: ['mocks']`): payments' other projects stay off shop.
  [
    "payments' mocks taking shop's mocks (named for mocks)",
    join(root, 'libs', 'payments', 'mocks'),
    'payments-takes-shop-mocks.ts',
    'x.ts',
    0,
  ],
  [
    "payments' feature test taking shop's mocks (named for mocks only)",
    join(root, 'libs', 'payments', 'feature'),
    'payments-takes-shop-mocks.ts',
    'x.spec.ts',
    1,
  ],
  [
    "the demo back end taking support's mocks",
    join(root, 'apps', 'demo-api'),
    'takes-domain-mocks.ts',
    'x.ts',
    0,
  ],
];
for (const [label, cwd, fixture, file, want] of mocks) {
  const [result] = await new ESLint({ cwd }).lintText(readFileSync(join(fixtures, fixture), 'utf8'), {
    filePath: join(cwd, 'src', cwd.endsWith('demo-api') ? '' : 'lib', file),
  });
  expectRules(label, result.messages, { [boundaryRule]: want });
}

// A cycle between two files: written into a scratch folder inside a lib, so the lib's config applies.
const scratch = mkdtempSync(join(featureDir, 'src', 'lib', 'cycle-fixture-'));
try {
  writeFileSync(join(scratch, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
  writeFileSync(join(scratch, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
  const [cycle] = await feature.lintFiles([join(scratch, 'a.ts')]);
  expectRules('two files importing each other', cycle.messages, { 'import-x/no-cycle': 1 });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// data-access's entry lists its domains, not their names: 61 lines fail; the real entry passes.
const dataAccess = new ESLint({ cwd: join(root, 'libs', 'shared', 'data-access') });
const dataAccessEntry = join(root, 'libs', 'shared', 'data-access', 'src', 'index.ts');
const longEntry = Array.from({ length: 61 }, (_, i) => `export const name${i} = ${i};`).join('\n');
const [tooLong] = await dataAccess.lintText(`${longEntry}\n`, { filePath: dataAccessEntry });
expectRules('data-access entry of 61 lines', tooLong.messages, { 'max-lines': 1 });
const [entry] = await dataAccess.lintFiles([dataAccessEntry]);
expectRules('data-access entry as it is', entry.messages, { 'max-lines': 0 });

// No machinery at the edges: a file of tools/ importing a lib's or an app's files by path fails, as does an app's
// source importing from tools/; a lib's entry is fine. Then every file of tools/ and apps/*/src, as they are.
const edges = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});
const edgeReports = async (file, text) => {
  const [result] = await edges.lintText(text, { filePath: join(root, file) });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').length;
};
const paths = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
const utilEntry = paths['@portal/util'][0];
const appSource = relative(join(root, 'tools', 'vite'), join(root, 'apps', 'portal', 'src', 'main.tsx'));
for (const [label, file, text, want] of [
  [
    'a tool importing a lib by path',
    'tools/vite/x.ts',
    `import '${relative('tools/vite', utilEntry)}';\n`,
    1,
  ],
  ['a tool importing an app by path', 'tools/vite/x.ts', `import '${appSource}';\n`, 1],
  ['a tool importing a lib by its entry', 'tools/vite/x.ts', "import { paths } from '@portal/util';\n", 0],
  [
    'the app importing from tools',
    'apps/portal/src/x.ts',
    "import '../../../tools/vite/brand-colours';\n",
    1,
  ],
]) {
  const got = await edgeReports(file, text);
  const ok = want === 0 ? got === 0 : got >= want;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: import-x/no-restricted-paths reported ${got} time(s), want ${want}`,
  );
  if (!ok) failures += 1;
}
const edgeResults = await edges.lintFiles(['tools/**/*.{ts,tsx,mjs,cjs}', 'apps/*/src/**/*.{ts,tsx,mjs}']);
const crossings = edgeResults.flatMap((result) =>
  result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => `${relative(root, result.filePath)}:${message.line}`),
);
console.log(
  `${crossings.length === 0 ? 'ok  ' : 'FAIL'} tools/ and apps/*/src as they are (${edgeResults.length} files): ${crossings.length} import(s) across the edge ${crossings.join(', ')}`,
);
if (crossings.length > 0) failures += 1;

if (failures > 0) {
  console.error(`\n${failures} house-rule check(s) failed`);
  process.exit(1);
}
console.log('\nhouse rules: every lint rule reports what it must');
