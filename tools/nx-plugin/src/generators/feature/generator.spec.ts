import { getProjects, readJson, visitNotIgnoredFiles, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { FsTree } from 'nx/src/generators/tree';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureGenerator, languageNames, type FeatureGeneratorSchema } from './generator';
import { sharedFiles, type SharedFiles } from './shared-files';
import { typecheckInTree } from './typecheck-in-tree';

const workspaceRoot = join(import.meta.dirname, '../../../../..');

/** This workspace as it is on disk; whatever the generator writes stays in memory. */
const workspaceTree = (): Tree => new FsTree(workspaceRoot, false);

const generate = (tree: Tree, options: Partial<FeatureGeneratorSchema> = {}) =>
  featureGenerator(tree, { name: 'events-demo', menuGroup: 'home', ...options });

const text = (tree: Tree, path: string) => tree.read(path, 'utf-8') ?? '';

/** True when every line of `before` is still in `after`, in order: the edit only added lines. */
function onlyAddedLines(before: string, after: string): boolean {
  const added = after.split('\n');
  let cursor = 0;
  return before.split('\n').every((line) => {
    while (cursor < added.length && added[cursor] !== line) cursor += 1;
    return cursor++ < added.length;
  });
}

describe('feature generator on this workspace', { timeout: 180_000 }, () => {
  let tree: Tree;
  let files: SharedFiles;
  const before = new Map<string, string>();
  const feature = 'libs/events-demo/feature';
  const dataAccess = 'libs/events-demo/data-access';
  const mocks = 'libs/events-demo/mocks';

  beforeAll(async () => {
    tree = workspaceTree();
    files = sharedFiles(tree);
    for (const file of Object.values(files)) before.set(file, text(tree, file));
    await generate(tree, { route: 'events-demo' });
  }, 120_000);

  it('creates the domain folder: feature, data-access and mocks, with the house layout and tags', () => {
    for (const file of [
      'project.json',
      'package.json',
      'tsconfig.json',
      'eslint.config.mjs',
      'vitest.config.ts',
      'src/index.ts',
      'src/lib/events-demo-page.tsx',
      'src/lib/events-demo-page.spec.tsx',
      'src/lib/i18n/en.ts',
      'src/lib/i18n/zh-CN.ts',
      'src/lib/i18n/ar.ts',
      'src/lib/i18n/register.ts',
    ])
      expect(tree.exists(`${feature}/${file}`), file).toBe(true);
    for (const file of [
      'project.json',
      'package.json',
      'tsconfig.json',
      'eslint.config.mjs',
      'vitest.config.ts',
      'src/index.ts',
      'src/lib/events-demo-api.ts',
      'src/lib/events-demo-api.spec.ts',
    ])
      expect(tree.exists(`${dataAccess}/${file}`), file).toBe(true);
    for (const file of [
      'project.json',
      'tsconfig.json',
      'eslint.config.mjs',
      'src/index.ts',
      'src/lib/events-demo-store.ts',
      'src/lib/events-demo.ts',
    ])
      expect(tree.exists(`${mocks}/${file}`), file).toBe(true);
    expect(tree.children('libs/events-demo').sort()).toEqual(['data-access', 'feature', 'mocks']);
    expect(readJson(tree, `${feature}/project.json`)).toMatchObject({
      name: 'events-demo-feature',
      sourceRoot: `${feature}/src`,
      tags: ['type:feature', 'scope:events-demo'],
    });
    expect(readJson(tree, `${dataAccess}/project.json`)).toMatchObject({
      name: 'events-demo-data-access',
      sourceRoot: `${dataAccess}/src`,
      tags: ['type:data-access', 'scope:events-demo'],
    });
    expect(readJson(tree, `${mocks}/project.json`)).toMatchObject({
      name: 'events-demo-mocks',
      sourceRoot: `${mocks}/src`,
      tags: ['type:mocks', 'scope:events-demo'],
    });
    // One level deeper than a shared lib: the workspace is three folders up.
    for (const root of [feature, dataAccess, mocks]) {
      expect(readJson(tree, `${root}/tsconfig.json`).extends).toBe('../../../tsconfig.base.json');
      expect(text(tree, `${root}/eslint.config.mjs`)).toContain("from '../../../eslint.config.mjs'");
    }
    for (const root of [feature, dataAccess])
      expect(text(tree, `${root}/vitest.config.ts`)).toContain("from '../../../vitest.shared.ts'");
    // Only the entry and the strings' registration have side effects: a build keeps them, tree-shakes the rest.
    expect(readJson(tree, `${feature}/package.json`).sideEffects).toEqual([
      './src/index.ts',
      './src/lib/i18n/register.ts',
    ]);
    expect(text(tree, `${feature}/eslint.config.mjs`)).toContain('featureLibConfig');
    // The strings load with the page (a lazy chunk), not with the portal's start.
    expect(text(tree, `${feature}/src/index.ts`)).not.toContain('i18n/register');
    const page = text(tree, `${feature}/src/lib/events-demo-page.tsx`);
    expect(page).toContain("import './i18n/register';");
    expect(text(tree, `${feature}/src/index.ts`)).toContain('export const eventsDemoRoutes: RouteObject[]');
    // The page the docs teach: PageStates around ui's DataTable, its data from the domain's own hook.
    expect(page).toContain('<PageStates');
    expect(page).toContain('<DataTable');
    expect(page).not.toMatch(/import \{[^}]*\bTable\b[^}]*\} from 'antd'/);
    expect(page).toContain(
      "import { useGetEventsDemoItemsQuery, type EventsDemoItem } from '@portal/events-demo/data-access';",
    );
    expect(text(tree, `${feature}/src/lib/i18n/register.ts`)).toContain('eventsDemo: typeof en;');
    expect(text(tree, `${feature}/src/lib/events-demo-page.spec.tsx`)).toContain('setupMockApi()');
  });

  it('gives the domain its data access: the endpoint injected into the one API slice, the hook on its entry', () => {
    const endpoint = text(tree, `${dataAccess}/src/lib/events-demo-api.ts`);
    expect(endpoint).toContain("import { api } from '@portal/data-access';");
    expect(endpoint).toContain('export const eventsDemoApi = api.injectEndpoints({');
    expect(endpoint).toContain("query: () => '/student_portal/events_demo'");
    const entry = text(tree, `${dataAccess}/src/index.ts`);
    expect(entry).toContain("export { useGetEventsDemoItemsQuery } from './lib/events-demo-api';");
    expect(entry).toContain("export type { EventsDemoItem } from '@portal/api-contract';");
    expect(text(tree, `${dataAccess}/src/lib/events-demo-api.spec.ts`)).toContain('setupMockApi()');
    // The shared data-access lib is not touched: its entry lists no new domain.
    expect(text(tree, files.dataAccessIndex)).toBe(before.get(files.dataAccessIndex));
  });

  it('adds the contract, and the domain’s mocks (the store with its seed, the handler) composed in api-mocks', () => {
    const contract = files.contractIndex.replace(/index\.ts$/, 'lib/events-demo.ts');
    expect(text(tree, contract)).toContain('eventsDemoItemSchema');
    expect(text(tree, files.contractIndex)).toContain("export * from './lib/events-demo';");
    expect(text(tree, `${mocks}/src/lib/events-demo.ts`)).toContain("'*/student_portal/events_demo'");
    expect(text(tree, `${mocks}/src/lib/events-demo-store.ts`)).toContain('export class EventsDemoStore {');
    const entry = text(tree, `${mocks}/src/index.ts`);
    expect(entry).toContain("export { EventsDemoStore } from './lib/events-demo-store';");
    expect(entry).toContain("export { eventsDemoHandlers } from './lib/events-demo';");
    // api-mocks takes them through the domain's import path, as it takes every other domain's.
    expect(text(tree, files.handlers)).toContain(
      "import { eventsDemoHandlers } from '@portal/events-demo/mocks';",
    );
    expect(text(tree, files.handlers)).toContain('...eventsDemoHandlers(db, authenticated)');
    expect(text(tree, files.database)).toContain(
      "import { EventsDemoStore } from '@portal/events-demo/mocks';",
    );
    expect(text(tree, files.database)).toContain('readonly eventsDemo = new EventsDemoStore();');
    expect(text(tree, files.database)).toMatch(/this\.eventsDemo\.reset\(\);\n {2}\}/);
    // Nothing of the domain is written into api-mocks itself.
    expect(tree.exists(files.handlers.replace(/handlers\.ts$/, 'handlers/events-demo.ts'))).toBe(false);
    expect(tree.exists(files.database.replace(/database\.ts$/, 'events-demo-store.ts'))).toBe(false);
  });

  it('registers the route, the menu entry with its label, the paths, the scope and the import paths', () => {
    const routes = text(tree, files.routes);
    expect(routes).toContain("import { eventsDemoRoutes } from '@portal/events-demo/feature';");
    // After the other features' routes, below antd's layout route (its pages render antd).
    expect(routes).toMatch(/antdLayoutRoute\('panel-antd', \[[^\]]*\.\.\.eventsDemoRoutes,?\s*\]\)/);
    const menu = text(tree, files.menu);
    expect(menu).toMatch(
      /key: 'home',[\s\S]*?\{ path: paths\.eventsDemo\(\), labelKey: 'menu\.items\.eventsDemo', icon: <AppstoreOutlined \/> \},?\s*\]/,
    );
    expect(text(tree, files.shellStrings)).toContain("eventsDemo: 'Events demo',");
    expect(text(tree, files.paths)).toContain('eventsDemo: to(p.eventsDemo),');
    expect(text(tree, files.paths)).toContain("eventsDemo: 'events-demo',");
    // The list of every domain's scope, which the boundary rules read.
    expect(text(tree, files.eslint)).toMatch(/'sponsors',[^\]]*'events-demo',?\s*\]/);
    const paths = readJson(tree, files.tsconfig).compilerOptions.paths;
    expect(paths['@portal/events-demo/feature']).toEqual(['./libs/events-demo/feature/src/index.ts']);
    expect(paths['@portal/events-demo/data-access']).toEqual(['./libs/events-demo/data-access/src/index.ts']);
    expect(paths['@portal/events-demo/mocks']).toEqual(['./libs/events-demo/mocks/src/index.ts']);
  });

  it('gives the lib its strings in every language of the portal, translated, and registers them', () => {
    const i18n = `${feature}/src/lib/i18n`;
    const zhCN = text(tree, `${i18n}/zh-CN.ts`);
    expect(zhCN).toContain("import type { Translation } from '@portal/ui-light';");
    expect(zhCN).toContain('export const zhCN: Translation<typeof en> = {');
    expect(zhCN).toContain("date: '日期'");
    const ar = text(tree, `${i18n}/ar.ts`);
    expect(ar).toContain('export const ar: Translation<typeof en> = {');
    expect(ar).toContain("date: 'التاريخ'");
    const register = text(tree, `${i18n}/register.ts`);
    expect(register).toContain("import { en } from './en';");
    // English is in the lib's chunk; every other language downloads only when a student reads it.
    expect(register).not.toContain("from './zh-CN'");
    expect(register).toContain("'zh-CN': () => import('./zh-CN').then((m) => m.zhCN),");
    expect(register).toContain("ar: () => import('./ar').then((m) => m.ar),");
  });

  it('only adds lines to the shared files (merges with other teams stay trivial)', () => {
    for (const [file, original] of before) {
      // The scope list is one line that Prettier rewraps once it grows past the print width.
      if (file === files.eslint) continue;
      expect(onlyAddedLines(original, text(tree, file)), file).toBe(true);
    }
  });

  it('type-checks: the three new libs (with the contract and api-mocks) and the menu entry', () => {
    // What `tsc -p` of each lib reads, and the shell's menu with its typed labels. The route table is left
    // out: it pulls in every other feature lib, and the portal's own typecheck covers it.
    const checked = [files.menu, 'apps/portal/src/app/i18n/register.ts'];
    for (const root of [feature, dataAccess, mocks])
      visitNotIgnoredFiles(tree, `${root}/src`, (file) => {
        if (/\.tsx?$/.test(file)) checked.push(file);
      });
    expect(typecheckInTree(tree, checked)).toEqual([]);
  });
});

describe('feature generator options', () => {
  it('takes a route of several segments and another menu group', async () => {
    const tree = workspaceTree();
    await generate(tree, {
      name: 'events-demo',
      route: '/panel/campus/events/',
      menuGroup: 'account',
      skipFormat: true,
    });
    expect(text(tree, sharedFiles(tree).paths)).toContain('eventsDemo: to(p.eventsDemo)');
    expect(text(tree, sharedFiles(tree).paths)).toContain("eventsDemo: 'campus/events'");
    expect(text(tree, sharedFiles(tree).menu)).toMatch(/key: 'account',[\s\S]*paths\.eventsDemo\(\)/);
  });

  it('fills a menu group that has no entries yet', async () => {
    const tree = workspaceTree();
    // A group as a new one starts: empty (the workspace's own Telecommunication group already has the e-SIM).
    tree.write(
      sharedFiles(tree).menu,
      text(tree, sharedFiles(tree).menu).replace(
        /(key: 'telecommunication',\s*labelKey: 'menu\.groups\.telecommunication',\s*entries: )\[[^\]]*\]/,
        '$1[]',
      ),
    );
    expect(text(tree, sharedFiles(tree).menu)).toMatch(
      /key: 'telecommunication',\s*labelKey: '[^']+',\s*entries: \[\]/,
    );
    await generate(tree, { name: 'esim-plans', menuGroup: 'telecommunication', skipFormat: true });
    expect(text(tree, sharedFiles(tree).menu)).toMatch(
      /key: 'telecommunication',\s*labelKey: 'menu\.groups\.telecommunication',\s*entries: \[\s*\{ path: paths\.esimPlans\(\), labelKey: 'menu\.items\.esimPlans', icon: <AppstoreOutlined \/> \},?\s*\]/,
    );
  });

  it('defaults the route to the name', async () => {
    const tree = workspaceTree();
    await generate(tree, { name: 'wellbeing', skipFormat: true });
    expect(text(tree, sharedFiles(tree).paths)).toContain('wellbeing: to(p.wellbeing)');
  });

  it('adds the scope to the list of domains however the boundary rules around it are written', async () => {
    const tree = workspaceTree();
    const scopes = [...getProjects(tree).values()]
      .filter((project) => project.tags?.includes('type:feature'))
      .flatMap((project) => (project.tags ?? []).filter((tag) => tag.startsWith('scope:')));
    // A list of tags, read by rules that also name the dependencies between domains.
    tree.write(
      sharedFiles(tree).eslint,
      [
        `const DOMAINS = [${scopes.map((scope) => `'${scope}'`).join(', ')}];`,
        "const CROSS_DOMAIN = { 'scope:sponsors': ['scope:payments'] };",
        'export default DOMAINS.map((sourceTag) => ({ sourceTag, also: CROSS_DOMAIN[sourceTag] ?? [] }));',
        '',
      ].join('\n'),
    );
    await generate(tree, { skipFormat: true });
    expect(text(tree, sharedFiles(tree).eslint)).toMatch(
      /const DOMAINS = \['scope:[^\]]*, 'scope:events-demo'\];/,
    );
  });

  it('refuses, saying what it looked for, when no list names every domain', async () => {
    const tree = workspaceTree();
    tree.write(sharedFiles(tree).eslint, "export default [{ sourceTag: 'scope:invoices' }];\n");
    await expect(generate(tree, { skipFormat: true })).rejects.toThrow(
      /eslint\.config\.mjs: no array of strings listing every domain scope \([a-z, -]*\binvoices\b/,
    );
  });

  it('gives a further language without a translated template an English copy, and the shell its label', async () => {
    const tree = workspaceTree();
    const ui = sharedFiles(tree).languages;
    tree.write(ui, text(tree, ui).replace(/(SUPPORTED_LANGUAGES = \[[^\]]*)\]/, "$1, 'fr']"));
    tree.write(
      'apps/portal/src/app/i18n/fr.ts',
      "import type { shellEn } from './en';\n\nexport const shellFr: typeof shellEn = { menu: { items: { dashboard: 'Tableau' } } } as never;\n",
    );
    await generate(tree, { skipFormat: true });
    const fr = text(tree, 'libs/events-demo/feature/src/lib/i18n/fr.ts');
    expect(fr).toContain('export const fr: Translation<typeof en> = {');
    expect(fr).toContain("subtitle: 'Everything of your events demo in one place.'");
    expect(text(tree, 'libs/events-demo/feature/src/lib/i18n/register.ts')).toContain(
      "fr: () => import('./fr').then((m) => m.fr),",
    );
    expect(text(tree, 'apps/portal/src/app/i18n/fr.ts')).toContain("eventsDemo: 'Events demo'");
  });

  it('names a language tag with a region as a constant', () => {
    expect(languageNames('zh-CN')).toEqual({
      language: 'zh-CN',
      identifier: 'zhCN',
      entry: "'zh-CN': () => import('./zh-CN').then((m) => m.zhCN)",
    });
    expect(languageNames('ar')).toEqual({
      language: 'ar',
      identifier: 'ar',
      entry: "ar: () => import('./ar').then((m) => m.ar)",
    });
    expect(languageNames('en')).toEqual({ language: 'en', identifier: 'en', entry: 'en' });
  });
});

describe('feature generator refuses', () => {
  const refusal = async (options: Partial<FeatureGeneratorSchema>) => {
    const tree = workspaceTree();
    try {
      await generate(tree, options);
    } catch (error) {
      expect(tree.exists('libs/events-demo')).toBe(false);
      return (error as Error).message;
    }
    throw new Error('the generator accepted it');
  };

  it.each(['EventsDemo', 'events_demo', 'events--demo', '1events', 'events-', 'événements', 'events demo'])(
    'a name that is not kebab-case: %s',
    async (name) => {
      expect(await refusal({ name })).toMatch(/is not kebab-case/);
    },
  );

  it('an empty name', async () => {
    expect(await refusal({ name: ' ' })).toMatch(/Give the new domain a name/);
  });

  it('the feature- prefix', async () => {
    expect(await refusal({ name: 'feature-events' })).toMatch(/give the domain only.*"events"/);
  });

  it.each(['invoices', 'support'])('an existing domain: %s', async (name) => {
    expect(await refusal({ name })).toMatch(
      new RegExp(`"${name}" is taken: the domain ${name} exists \\([^)]*tagged scope:${name}\\)`),
    );
  });

  it.each(['shared', 'portal', 'ui', 'workshop', 'common', 'shell', 'auth'])(
    'a reserved name: %s',
    async (name) => {
      expect(await refusal({ name })).toMatch(/is reserved/);
    },
  );

  it('a name whose path builder exists already', async () => {
    expect(await refusal({ name: 'user' })).toMatch(/"user" is taken: paths\.user already exists/);
  });

  it('a route another page has', async () => {
    expect(await refusal({ route: 'invoices' })).toMatch(/The route \/panel\/invoices is taken/);
  });

  it('a route with parameters or odd characters', async () => {
    expect(await refusal({ route: 'events/:id' })).toMatch(/is not a path under \/panel/);
    expect(await refusal({ route: 'Events' })).toMatch(/is not a path under \/panel/);
  });

  it('a missing or unknown menu group, naming the groups there are', async () => {
    expect(await refusal({ menuGroup: undefined })).toMatch(/--menu-group=<home\|[a-z|-]*\bfinance\b/);
    expect(await refusal({ menuGroup: 'games' })).toMatch(
      /no menu group "games"; choose one of: home, [a-z, -]*\bfinance\b/,
    );
  });

  it('a workspace without the shared libs it registers in, saying which one is missing', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await expect(generate(tree)).rejects.toThrow(
      /Cannot add the new domain to the shared lib api-contract: there is no project named api-contract/,
    );
    expect(tree.exists('libs/events-demo')).toBe(false);
  });
});
