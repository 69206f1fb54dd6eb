import nx from '@nx/eslint-plugin';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Every dependency of one domain on another, with its reason; there is no other. `feature: true` when the one
 * domain's feature takes the other's feature entry (features otherwise never take each other); `types` when only
 * the one domain's projects of those types take the other's (a domain's mocks reading another's store), else all.
 */
export const crossDomain = [
  {
    from: 'sponsors',
    to: 'payments',
    feature: true,
    reason:
      "A sponsor pays an invoice the way the student does: the sponsor's page takes payments' gateways with their " +
      "fees, PayPal's and Flywire's steps, the verification and the receipt's letterhead from payments' entry.",
  },
  {
    from: 'invoices',
    to: 'payments',
    feature: true,
    reason:
      "An invoice's page shows the payments made on it as the payments page does: the invoice's page takes payments' " +
      "timeline of attempts to pay and its estimate in the student's home currency from payments' entry, with " +
      "payments' hooks for them.",
  },
  // The demo back end's mocks (libs/<domain>/mocks): one domain's handlers read another's store.
  {
    from: 'payments',
    to: 'shop',
    types: ['mocks'],
    reason: "Paying a checkout prices the shop's items and bills, completes or cancels the shop's orders.",
  },
  {
    from: 'payments',
    to: 'packages',
    types: ['mocks'],
    reason: 'Paying a checkout of plans or packs prices them and checks that they may still be bought.',
  },
  {
    from: 'wallet',
    to: 'payments',
    types: ['mocks'],
    reason: 'A wallet payment of an invoice is refused while another payment of it is on its way.',
  },
  {
    from: 'esim',
    to: 'shop',
    reason:
      "An e-SIM plan is bought through the shop's basket, and a student's e-SIMs are the e-SIM plans among their " +
      'shop orders (the mocks).',
  },
  {
    from: 'content',
    to: 'shop',
    reason:
      "Event and attraction tickets are products of the shop's catalog: an event's page puts them in the shop's " +
      'basket, and the mocks price them from its store.',
  },
  // What a domain's data access and pages take from another's.
  {
    from: 'dashboard',
    to: 'invoices',
    reason:
      "The dashboard's first screen shows the totals and the next invoices due, and its loader prefetches them.",
  },
  {
    from: 'dashboard',
    to: 'profile',
    reason:
      "The dashboard shows the student, their placement, accommodation and agent (profile's stay), and prefetches them.",
  },
  {
    from: 'dashboard',
    to: 'content',
    reason:
      'The dashboard shows the first banner, the latest news and the promotions, and starts those queries as its route ' +
      "loads: it takes them from content's data access.",
  },
  {
    from: 'content',
    to: 'profile',
    reason: "An event booking page lists the student's bookings (profile's stay).",
  },
  {
    from: 'services',
    to: 'shop',
    reason: "A service is the shop's catalogue item, bought through its basket.",
  },
  {
    from: 'shop',
    to: 'services',
    reason:
      'The shop lists the services beside its own categories, and the basket prices airport-car and storage lines ' +
      "with services' endpoints: it takes them from services' data access.",
  },
  {
    from: 'shop',
    to: 'profile',
    reason:
      "A purchase is added to the student's booking (profile's stay) and the basket is the signed-in student's.",
  },
  { from: 'shop', to: 'payments', reason: "An order is paid through payments' checkout." },
  {
    from: 'invoices',
    to: 'profile',
    reason: "An invoice and a statement are the signed-in student's (useCurrentStudent).",
  },
  {
    from: 'payments',
    to: 'invoices',
    reason: 'A payment pays an invoice: the pay page reads the invoice and the list of invoices to pay.',
  },
  { from: 'payments', to: 'profile', reason: "A payment is the signed-in student's (useCurrentStudent)." },
  {
    from: 'packages',
    to: 'payments',
    reason: "A membership is paid through payments' checkout, PayPal capture and verification.",
  },
  {
    from: 'profile',
    to: 'payments',
    reason: "The profile page sets the country of the estimates in the student's currency (payments').",
  },
  { from: 'sponsors', to: 'invoices', reason: "A sponsor is invited for, and pays, the student's invoices." },
  {
    from: 'support',
    to: 'profile',
    reason: "A support request is the signed-in student's (useCurrentStudent).",
  },
  {
    from: 'travel',
    to: 'profile',
    reason: "The travel demo page is the signed-in student's (useCurrentStudent).",
  },
  {
    from: 'wallet',
    to: 'invoices',
    reason: "The wallet pays the student's invoices: it lists those due and reads the one it pays.",
  },
];

/**
 * Per domain (a folder each, libs/<domain>/, its projects tagged `scope:<domain>`): its projects take their own
 * scope, the shared libs and the domains its named dependencies name; its features take data access, ui and util,
 * and another feature only along a named dependency.
 */
const domainConstraints = [
  'dashboard',
  'documents',
  'invoices',
  'payments',
  'profile',
  'services',
  'shop',
  'support',
  'packages',
  'content',
  'wallet',
  'esim',
  'travel',
  'sponsors',
]
  .map((scope) => {
    const named = crossDomain.filter(({ from }) => from === scope);
    const scopes = (entries) => [`scope:${scope}`, 'scope:shared', ...entries.map(({ to }) => `scope:${to}`)];
    return [
      { sourceTag: `scope:${scope}`, onlyDependOnLibsWithTags: scopes(named) },
      // A dependency named for some types of project only (`types`) is refused to the domain's other projects.
      ...['feature', 'data-access', 'mocks'].map((type) => ({
        allSourceTags: [`type:${type}`, `scope:${scope}`],
        onlyDependOnLibsWithTags: scopes(named.filter(({ types }) => !types || types.includes(type))),
      })),
      {
        allSourceTags: ['type:feature', `scope:${scope}`],
        onlyDependOnLibsWithTags: [
          'type:data-access',
          'type:ui',
          'type:util',
          ...(named.some(({ feature }) => feature) ? ['type:feature'] : []),
        ],
      },
    ];
  })
  .flat();

/** Who may depend on whom (ARCHITECTURE.md section 2). Production code. */
const productionConstraints = [
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:data-access',
      'type:ui',
      'type:util',
      'type:pwa',
      'type:mocks',
      'type:contract',
    ],
  },
  // The shell composes features; the demo back end serves the mocks (and reads the contract).
  {
    sourceTag: 'scope:portal',
    onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util', 'type:pwa'],
  },
  { sourceTag: 'scope:demo-api', onlyDependOnLibsWithTags: ['type:mocks', 'type:contract', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:mocks', 'type:contract', 'type:util'] },
  { sourceTag: 'scope:portal-e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
  // A feature takes data access, ui and util; another feature only along a named dependency (domainConstraints).
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util', 'type:feature'],
  },
  {
    sourceTag: 'type:data-access',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:util'],
  },
  { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:pwa', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  // The two kits (docs/architecture.md): the first screen's, ui-light, and what the first screen is made of (the
  // dashboard) reach nothing tagged as antd's kit (ui), directly or through another lib; ui builds on ui-light.
  { sourceTag: 'kit:light', notDependOnLibsWithTags: ['kit:antd'] },
  { sourceTag: 'scope:dashboard', notDependOnLibsWithTags: ['kit:antd'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  // Mocks (the shared core, a domain's, the composition api-mocks) build on mocks, the contract and util; only tests,
  // the demo back end and the composition take them (no production row but type:app's lists type:mocks).
  { sourceTag: 'type:mocks', onlyDependOnLibsWithTags: ['type:mocks', 'type:contract', 'type:util'] },
  // Scopes: a shared lib never depends on one domain; a domain's projects see their own scope, the shared libs and
  // the domains their named dependencies name.
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  ...domainConstraints,
];

/** Specs and the libs' test entry points (`testing.ts`): the test rules apply to them. */
const testFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/testing.ts',
  '**/testing.tsx',
];

/**
 * Tests may also use the mock back end and the test helpers of data-access and ui, and ui's renders pages inside the
 * theme and antd's layout route, as the shell does; nothing else changes. The mock back end that tests take is the
 * composition of every domain's mocks (api-mocks, `scope:api-mocks`, as the shell composes the features): tests of
 * any scope take it, no production code does.
 */
const isScopeList = (row) => row.onlyDependOnLibsWithTags?.every((tag) => tag.startsWith('scope:')) ?? false;
const testConstraints = productionConstraints
  .map((row) =>
    isScopeList(row)
      ? { ...row, onlyDependOnLibsWithTags: [...row.onlyDependOnLibsWithTags, 'scope:api-mocks'] }
      : row,
  )
  // A dashboard test renders its page below antd's layout route, as the shell's tests render any page (ui's test
  // entry); the dashboard's own code stays clear of antd's kit.
  .filter((row) => !(row.sourceTag === 'scope:dashboard' && row.notDependOnLibsWithTags))
  .map((row) =>
    row.sourceTag === 'type:feature' ||
    (row.allSourceTags?.includes('type:feature') && !isScopeList(row)) ||
    row.sourceTag === 'type:data-access' ||
    row.sourceTag === 'scope:portal'
      ? {
          ...row,
          onlyDependOnLibsWithTags: [
            ...row.onlyDependOnLibsWithTags,
            'type:mocks',
            ...(row.sourceTag === 'type:data-access' ? ['type:ui'] : []),
          ],
        }
      : // ui's test entry renders pages the way the shell does: with data-access's store.
        row.sourceTag === 'type:ui'
        ? { ...row, onlyDependOnLibsWithTags: [...row.onlyDependOnLibsWithTags, 'type:data-access'] }
        : row,
  );

// Browser code validates with zod/mini: zod's classic API would add ~16 KB gz to the first screen.
const zodClassicImports = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message:
    "Import { z } from 'zod/mini' (the functional API: z.optional(x), x.check(z.minLength(1)), z.extend(...)).",
}));

/**
 * One kit per page: a feature's pages take layout, text, surfaces, messages and buttons from antd (Flex,
 * Typography, Card, Statistic, Descriptions, Alert, Button, Spin). ui's light blocks, the same looks at a fraction of
 * the JS, are for the first screen only (dashboard-feature and the panel's frame; docs/performance.md has the
 * figures). StatusTag, ui's status vocabulary, is for every page.
 */
const lightBlockImports = {
  name: '@portal/ui-light',
  importNames: [
    'Stack',
    'Panel',
    'Tiles',
    'Title',
    'Text',
    'Paragraph',
    'Statistic',
    'Terms',
    'Notice',
    'LightButton',
    'MenuList',
    'Spinner',
  ],
  message:
    "A page takes antd's Flex, Typography, Card, Statistic, Descriptions, Alert, Button or Spin; ui's light blocks " +
    'are for the first screen (dashboard-feature, docs/architecture.md).',
};
const featureImportPaths = [
  { name: 'js-cookie', message: 'Only data-access knows about cookies.' },
  ...zodClassicImports,
];

// The rules of a feature lib: each feature lib's eslint.config.mjs adds them (paths relative to the lib).
export const featureLibConfig = [
  {
    // Network, cookies and storage belong to data-access: a feature asks a hook, never the browser.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Data goes through a data-access hook, never fetch().' },
        { name: 'localStorage', message: 'Stored state belongs to data-access.' },
        { name: 'sessionStorage', message: 'Stored state belongs to data-access.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'fetch',
          message: 'Data goes through a data-access hook, never fetch().',
        },
        {
          object: 'globalThis',
          property: 'fetch',
          message: 'Data goes through a data-access hook, never fetch().',
        },
        { object: 'window', property: 'localStorage', message: 'Stored state belongs to data-access.' },
        { object: 'window', property: 'sessionStorage', message: 'Stored state belongs to data-access.' },
        { object: 'document', property: 'cookie', message: 'Only data-access knows about cookies.' },
      ],
      'no-restricted-imports': ['error', { paths: [...featureImportPaths, lightBlockImports] }],
    },
  },
];

/**
 * The other way round: the first screen (the panel's frame, dashboard-feature, ui's light blocks and what PageStates
 * draws) takes no antd component. antd's JS and CSS would land in the start's budget (docs/performance.md), which a
 * single Button would exhaust. `@ant-design/icons` stays allowed: the menu, the dashboard and ui's Notice use its
 * icons, which are SVG components with a small style of their own and bring none of antd's runtime (no cssinjs, no
 * ConfigProvider). `@portal/ui/antd` is antd's provider, so it is refused too.
 */
const firstScreenAntdMessage =
  "The first screen takes ui's light blocks (Stack, Panel, Title, Notice, LightButton…), not antd: antd loads " +
  'with the lazy pages (docs/architecture.md). Icons come from @ant-design/icons.';
const antdImportPaths = ['antd', '@portal/ui/antd'].map((name) => ({
  name,
  message: firstScreenAntdMessage,
}));
const antdImportPatterns = [
  { group: ['antd/*', '@ant-design/*', '!@ant-design/icons'], message: firstScreenAntdMessage },
];

/**
 * The rules of a first-screen part of a project: `files` (relative to the project) may not import antd; `paths` are
 * the project's other refused imports (the rule's options are replaced, not merged, by a later block).
 */
export const firstScreenConfig = (files, { ignores = [], paths = zodClassicImports } = {}) => [
  {
    files,
    ignores: [...testFiles, ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...paths, ...antdImportPaths], patterns: antdImportPatterns },
      ],
    },
  },
];

/** The first screen's feature (dashboard-feature): built from ui's light blocks, within the start's JS budget. */
export const firstScreenFeatureConfig = firstScreenConfig(['src/**/*.ts', 'src/**/*.tsx'], {
  paths: featureImportPaths,
});

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      '**/test-results',
      '**/playwright-report',
      '**/.nx',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: true, allow: [], depConstraints: productionConstraints },
      ],
    },
  },
  {
    // A cycle between files of one lib is as bad as one between libs (Nx checks those).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: testFiles,
    rules: {
      '@nx/enforce-module-boundaries': ['error', { allow: [], depConstraints: testConstraints }],
    },
  },
  {
    // Tool configs, the workspace's checks and scripts import the workspace's shared set-up (vitest.shared.ts, the
    // root eslint config, tools/node-runtime.mjs, the portal's nginx config), which belongs to no project or is not
    // a lib's entry; the boundary rule is about source code, so it stays on everywhere else.
    files: [
      'tools/checks/*.mjs',
      'tools/scripts/*.mjs',
      '**/eslint.config.mjs',
      '**/vitest.config.ts',
      '**/vite.config.ts',
      '**/vite.workshop.config.ts',
      '**/playwright.config.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // No machinery at the edges: the workspace's tools reach a lib or an app through its entry (`@portal/...`) or
    // its program, never its files, and an app's source takes nothing from tools/ (tools build and check the
    // portal; they are not part of it). checks:house-rules lints every file of tools/ and apps/*/src for it.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './tools',
              from: ['./libs', './apps'],
              message:
                "A tool reaches a lib through its entry (tsconfig.base.json's paths), never its files.",
            },
            {
              target: './apps/*/src/**/*',
              from: './tools',
              message: 'The app takes nothing from tools/ (build and check machinery) at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    // A function a reader can hold: production code splits a longer one into named parts (a hook, a section of a
    // form, a handler factory per resource), at most 100 lines counted whole (blank lines and comments too). Specs
    // and test helpers are lists of cases and stay as they read best.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [...testFiles, '**/test-helpers.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: false, skipComments: false }] },
  },
  {
    // No classic zod anywhere (featureLibConfig, which comes after this in a feature lib, repeats the list).
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    rules: { 'no-restricted-imports': ['error', { paths: zodClassicImports }] },
  },
];
