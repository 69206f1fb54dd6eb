import { readJson, visitNotIgnoredFiles, type Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { FsTree } from 'nx/src/generators/tree';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureGenerator, languageNames, type FeatureGeneratorSchema } from './generator';
import { SHARED_FILES } from './shared-files';
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
  const before = new Map<string, string>();

  beforeAll(async () => {
    tree = workspaceTree();
    for (const file of Object.values(SHARED_FILES)) before.set(file, text(tree, file));
    await generate(tree, { route: 'events-demo' });
  }, 120_000);

  it('creates the lib with the house layout and tags', () => {
    const root = 'libs/feature-events-demo';
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
      expect(tree.exists(`${root}/${file}`), file).toBe(true);
    const project = readJson(tree, `${root}/project.json`);
    expect(project.name).toBe('feature-events-demo');
    expect(project.tags).toEqual(['type:feature', 'scope:events-demo']);
    // Only the entry and the strings' registration have side effects: a build keeps them, tree-shakes the rest.
    expect(readJson(tree, `${root}/package.json`).sideEffects).toEqual([
      './src/index.ts',
      './src/lib/i18n/register.ts',
    ]);
    expect(text(tree, `${root}/eslint.config.mjs`)).toContain('featureLibConfig');
    // The strings load with the page (a lazy chunk), not with the portal's start.
    expect(text(tree, `${root}/src/index.ts`)).not.toContain('i18n/register');
    expect(text(tree, `${root}/src/lib/events-demo-page.tsx`)).toContain("import './i18n/register';");
    expect(text(tree, `${root}/src/index.ts`)).toContain('export const eventsDemoRoutes: RouteObject[]');
    // The page the docs teach: PageStates around ui's DataTable (antd's Table that also reads on a phone).
    expect(text(tree, `${root}/src/lib/events-demo-page.tsx`)).toContain('<PageStates');
    expect(text(tree, `${root}/src/lib/events-demo-page.tsx`)).toContain('<DataTable');
    expect(text(tree, `${root}/src/lib/events-demo-page.tsx`)).not.toMatch(
      /import \{[^}]*\bTable\b[^}]*\} from 'antd'/,
    );
    expect(text(tree, `${root}/src/lib/i18n/register.ts`)).toContain('eventsDemo: typeof en;');
    expect(text(tree, `${root}/src/lib/events-demo-page.spec.tsx`)).toContain('setupMockApi()');
  });

  it('adds the contract, the endpoint and the mock with its seed', () => {
    expect(text(tree, 'libs/api-contract/src/lib/events-demo.ts')).toContain('eventsDemoItemSchema');
    expect(text(tree, SHARED_FILES.contractIndex)).toContain("export * from './lib/events-demo';");
    expect(text(tree, 'libs/data-access/src/lib/events-demo/events-demo-api.ts')).toContain(
      "query: () => '/student_portal/events_demo'",
    );
    // The domain says what its pages may use; the lib's entry lists the domain.
    expect(text(tree, 'libs/data-access/src/lib/events-demo/index.ts')).toContain(
      "export { useGetEventsDemoItemsQuery } from './events-demo-api';",
    );
    expect(text(tree, 'libs/data-access/src/lib/events-demo/index.ts')).toContain(
      "export type { EventsDemoItem } from '@portal/api-contract';",
    );
    expect(text(tree, SHARED_FILES.dataAccessIndex)).toContain("export * from './lib/events-demo';");
    expect(text(tree, 'libs/api-mocks/src/lib/handlers/events-demo.ts')).toContain(
      "'*/student_portal/events_demo'",
    );
    expect(text(tree, SHARED_FILES.handlers)).toContain('...eventsDemoHandlers(db, authenticated)');
    expect(text(tree, SHARED_FILES.database)).toContain('readonly eventsDemo = new EventsDemoStore();');
    expect(text(tree, SHARED_FILES.database)).toMatch(/this\.eventsDemo\.reset\(\);\n {2}\}/);
  });

  it('registers the route, the menu entry with its label, the paths, the scope and the import path', () => {
    const routes = text(tree, SHARED_FILES.routes);
    expect(routes).toContain("import { eventsDemoRoutes } from '@portal/feature-events-demo';");
    // After the other features' routes, below antd's layout route (its pages render antd).
    expect(routes).toMatch(/antdLayoutRoute\('panel-antd', \[[^\]]*\.\.\.eventsDemoRoutes,?\s*\]\)/);
    const menu = text(tree, SHARED_FILES.menu);
    expect(menu).toMatch(
      /key: 'home',[\s\S]*?\{ path: paths\.eventsDemo\(\), labelKey: 'menu\.items\.eventsDemo', icon: <AppstoreOutlined \/> \},?\s*\]/,
    );
    expect(text(tree, SHARED_FILES.shellStrings)).toContain("eventsDemo: 'Events demo',");
    expect(text(tree, SHARED_FILES.paths)).toContain('eventsDemo: to(p.eventsDemo),');
    expect(text(tree, SHARED_FILES.paths)).toContain("eventsDemo: 'events-demo',");
    expect(text(tree, SHARED_FILES.eslint)).toMatch(/'events-demo',?\s*\]\.map\(/);
    expect(
      readJson(tree, SHARED_FILES.tsconfig).compilerOptions.paths['@portal/feature-events-demo'],
    ).toEqual(['./libs/feature-events-demo/src/index.ts']);
  });

  it('gives the lib its strings in every language of the portal, translated, and registers them', () => {
    const i18n = 'libs/feature-events-demo/src/lib/i18n';
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
      if (file === SHARED_FILES.eslint) continue;
      expect(onlyAddedLines(original, text(tree, file)), file).toBe(true);
    }
  });

  it('type-checks: the new lib (with data-access, the contract and the mocks) and the menu entry', () => {
    // What `tsc -p` of the lib reads, and the shell's menu with its typed labels. The route table is left
    // out: it pulls in every other feature lib, and the portal's own typecheck covers it.
    const files = [SHARED_FILES.menu, 'apps/portal/src/app/i18n/register.ts'];
    visitNotIgnoredFiles(tree, 'libs/feature-events-demo/src', (file) => {
      if (/\.tsx?$/.test(file)) files.push(file);
    });
    expect(typecheckInTree(tree, files)).toEqual([]);
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
    expect(text(tree, SHARED_FILES.paths)).toContain('eventsDemo: to(p.eventsDemo)');
    expect(text(tree, SHARED_FILES.paths)).toContain("eventsDemo: 'campus/events'");
    expect(text(tree, SHARED_FILES.menu)).toMatch(/key: 'account',[\s\S]*paths\.eventsDemo\(\)/);
  });

  it('fills a menu group that has no entries yet', async () => {
    const tree = workspaceTree();
    // A group as a new one starts: empty (the workspace's own Telecommunication group already has the e-SIM).
    tree.write(
      SHARED_FILES.menu,
      text(tree, SHARED_FILES.menu).replace(
        /(key: 'telecommunication',\s*labelKey: 'menu\.groups\.telecommunication',\s*entries: )\[[^\]]*\]/,
        '$1[]',
      ),
    );
    expect(text(tree, SHARED_FILES.menu)).toMatch(
      /key: 'telecommunication',\s*labelKey: '[^']+',\s*entries: \[\]/,
    );
    await generate(tree, { name: 'esim-plans', menuGroup: 'telecommunication', skipFormat: true });
    expect(text(tree, SHARED_FILES.menu)).toMatch(
      /key: 'telecommunication',\s*labelKey: 'menu\.groups\.telecommunication',\s*entries: \[\s*\{ path: paths\.esimPlans\(\), labelKey: 'menu\.items\.esimPlans', icon: <AppstoreOutlined \/> \},?\s*\]/,
    );
  });

  it('defaults the route to the name', async () => {
    const tree = workspaceTree();
    await generate(tree, { name: 'wellbeing', skipFormat: true });
    expect(text(tree, SHARED_FILES.paths)).toContain('wellbeing: to(p.wellbeing)');
  });

  it('gives a further language without a translated template an English copy, and the shell its label', async () => {
    const tree = workspaceTree();
    const ui = 'libs/util/src/lib/languages.ts';
    tree.write(ui, text(tree, ui).replace(/(SUPPORTED_LANGUAGES = \[[^\]]*)\]/, "$1, 'fr']"));
    tree.write(
      'apps/portal/src/app/i18n/fr.ts',
      "import type { shellEn } from './en';\n\nexport const shellFr: typeof shellEn = { menu: { items: { dashboard: 'Tableau' } } } as never;\n",
    );
    await generate(tree, { skipFormat: true });
    const fr = text(tree, 'libs/feature-events-demo/src/lib/i18n/fr.ts');
    expect(fr).toContain('export const fr: Translation<typeof en> = {');
    expect(fr).toContain("subtitle: 'Everything of your events demo in one place.'");
    expect(text(tree, 'libs/feature-events-demo/src/lib/i18n/register.ts')).toContain(
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
      expect(tree.exists('libs/feature-events-demo')).toBe(false);
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
    expect(await refusal({ name: ' ' })).toMatch(/Give the new lib a name/);
  });

  it('the feature- prefix', async () => {
    expect(await refusal({ name: 'feature-events' })).toMatch(/give the domain only.*"events"/);
  });

  it.each(['invoices', 'support'])('an existing lib: %s', async (name) => {
    expect(await refusal({ name })).toMatch(new RegExp(`"${name}" is taken: libs/feature-${name} exists`));
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

  it('a workspace without the shell it registers in, saying which file is missing', async () => {
    const tree = createTreeWithEmptyWorkspace();
    await expect(generate(tree)).rejects.toThrow(/Cannot add the new lib to libs\/util\/src\/lib\/paths\.ts/);
    expect(tree.exists('libs/feature-events-demo')).toBe(false);
  });
});
