import { getProjects, readJson, updateJson, type Tree } from '@nx/devkit';
import ts from 'typescript';
import type { FeatureNames } from './names';
import { AnchorError, keysOf, moduleOf, property, SourceFile, stringValue, unwrap } from './source-edits';

/**
 * The shared libs the generator writes into or registers the domain in, by project name: their folders move
 * (libs/<dir> or libs/shared/<dir>), their names and import paths stay.
 */
const SHARED_PROJECTS = {
  contract: 'api-contract',
  mocks: 'api-mocks',
  dataAccess: 'data-access',
  util: 'util',
} as const;

/** The shared files a new domain registers itself in (the files of its own libs are templates). */
export interface SharedFiles {
  routes: string;
  menu: string;
  shellStrings: string;
  paths: string;
  languages: string;
  eslint: string;
  handlers: string;
  database: string;
  dataAccessIndex: string;
  contractIndex: string;
  tsconfig: string;
}

/** Where each shared lib's sources are (`libs/shared/api-contract/src`, ...), from its project.json. */
export function sharedSourceRoots(tree: Tree): Record<keyof typeof SHARED_PROJECTS, string> {
  const projects = getProjects(tree);
  const rootOf = (name: string) => {
    const project = projects.get(name);
    if (!project)
      throw new AnchorError(`the shared lib ${name}`, `there is no project named ${name} in the workspace`);
    return project.sourceRoot ?? `${project.root}/src`;
  };
  return {
    contract: rootOf(SHARED_PROJECTS.contract),
    mocks: rootOf(SHARED_PROJECTS.mocks),
    dataAccess: rootOf(SHARED_PROJECTS.dataAccess),
    util: rootOf(SHARED_PROJECTS.util),
  };
}

export function sharedFiles(tree: Tree): SharedFiles {
  const roots = sharedSourceRoots(tree);
  return {
    routes: 'apps/portal/src/app/routes.tsx',
    menu: 'apps/portal/src/app/layout/menu-items.tsx',
    shellStrings: 'apps/portal/src/app/i18n/en.ts',
    paths: `${roots.util}/lib/paths.ts`,
    languages: `${roots.util}/lib/languages.ts`,
    eslint: 'eslint.config.mjs',
    handlers: `${roots.mocks}/lib/handlers.ts`,
    database: `${roots.mocks}/lib/database.ts`,
    dataAccessIndex: `${roots.dataAccess}/index.ts`,
    contractIndex: `${roots.contract}/index.ts`,
    tsconfig: 'tsconfig.base.json',
  };
}

/** The icon a new menu entry gets; the team picks a better one from @ant-design/icons later. */
const MENU_ICON = 'AppstoreOutlined';

/** What the workspace already holds, to refuse a name or route that would clash with it. */
export interface WorkspaceFacts {
  pathKeys: string[];
  routePatterns: string[];
  routePatternKeys: string[];
  menuGroups: string[];
  menuItemKeys: string[];
  databaseMembers: string[];
  /** Each domain's `scope:` tag and the projects that carry it (`invoices` → `invoices-feature`, ...). */
  domains: Map<string, string[]>;
  /** The import paths of the feature libs (`@portal/invoices/feature`), from tsconfig.base.json's paths. */
  featureImportPaths: string[];
  /** The import paths of the domains' mocks (`@portal/invoices/mocks`), which api-mocks composes. */
  domainMocksImportPaths: string[];
}

export function readWorkspaceFacts(tree: Tree, files: SharedFiles): WorkspaceFacts {
  const paths = new SourceFile(tree, files.paths);
  const patterns = paths.objectLiteral('routePatterns');
  return {
    pathKeys: keysOf(paths.objectLiteral('paths')),
    routePatternKeys: keysOf(patterns),
    routePatterns: patterns.properties
      .map((entry) => (ts.isPropertyAssignment(entry) ? stringValue(unwrap(entry.initializer)) : undefined))
      .filter((value): value is string => value !== undefined),
    menuGroups: menuGroups(new SourceFile(tree, files.menu)).map((group) => group.key),
    menuItemKeys: keysOf(shellMenuItems(new SourceFile(tree, files.shellStrings))),
    databaseMembers: demoDatabase(new SourceFile(tree, files.database)).members.flatMap((member) =>
      member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
    ),
    ...projectFacts(tree, files),
  };
}

/**
 * The domains are the scopes of the projects tagged `type:feature` (the shell, the tools and the shared libs have
 * scopes of their own, none of them a domain); their import paths are found where TypeScript finds them.
 */
function projectFacts(
  tree: Tree,
  files: SharedFiles,
): Pick<WorkspaceFacts, 'domains' | 'featureImportPaths' | 'domainMocksImportPaths'> {
  const projects = [...getProjects(tree)].map(([name, project]) => ({ name, ...project }));
  const features = projects.filter((project) => project.tags?.includes('type:feature'));
  const domainScopes = new Set(features.flatMap((project) => scopesOf(project.tags)));
  const domains = new Map<string, string[]>();
  for (const project of projects) {
    for (const scope of scopesOf(project.tags).filter((candidate) => domainScopes.has(candidate)))
      domains.set(scope, [...(domains.get(scope) ?? []), project.name]);
  }
  const mapped: Record<string, string[]> = readJson(tree, files.tsconfig).compilerOptions?.paths ?? {};
  const importPathsOf = (libs: typeof projects) =>
    Object.entries(mapped)
      .filter(([, targets]) =>
        targets.some((target) =>
          libs.some((project) => target.replace(/^\.\//, '').startsWith(`${project.root}/`)),
        ),
      )
      .map(([importPath]) => importPath);
  const domainMocks = projects.filter(
    (project) =>
      project.tags?.includes('type:mocks') && scopesOf(project.tags).some((scope) => domainScopes.has(scope)),
  );
  return {
    domains,
    featureImportPaths: importPathsOf(features),
    domainMocksImportPaths: importPathsOf(domainMocks),
  };
}

function scopesOf(tags: string[] | undefined): string[] {
  return (tags ?? []).filter((tag) => tag.startsWith('scope:')).map((tag) => tag.slice('scope:'.length));
}

/**
 * Registers the domain everywhere the shell, the mocks' composition (api-mocks), the contract and the tooling list
 * domains. The shared
 * data-access lib is not among them: the domain's own data-access injects its endpoints into the one API slice.
 */
export function registerDomain(
  tree: Tree,
  names: FeatureNames,
  menuGroup: string,
  files: SharedFiles,
  facts: WorkspaceFacts,
): void {
  addRoute(tree, names, files, facts);
  addMenuEntry(tree, names, menuGroup, files);
  addShellLabel(tree, names, files);
  addPaths(tree, names, files);
  addScope(tree, names, files, facts);
  addMockHandlers(tree, names, files, facts);
  addDatabaseStore(tree, names, files, facts);
  addContractExport(tree, names, files);
  addTsconfigPaths(tree, names, files);
}

function addRoute(tree: Tree, names: FeatureNames, files: SharedFiles, facts: WorkspaceFacts): void {
  const file = new SourceFile(tree, files.routes);
  const isFeature = (module: string) => facts.featureImportPaths.includes(module);
  const featureImports = new Set(
    file.source.statements
      .filter(ts.isImportDeclaration)
      .filter((node) => isFeature(moduleOf(node)))
      .flatMap((node) => {
        const bindings = node.importClause?.namedBindings;
        return bindings && ts.isNamedImports(bindings)
          ? bindings.elements.map((element) => element.name.text)
          : [];
      }),
  );
  const spreads = file
    .nodes()
    .filter(
      (node): node is ts.SpreadElement =>
        ts.isSpreadElement(node) &&
        ts.isIdentifier(node.expression) &&
        featureImports.has(node.expression.text),
    );
  const last = spreads[spreads.length - 1];
  if (!last || !ts.isArrayLiteralExpression(last.parent))
    throw new AnchorError(
      file.path,
      'no `...<feature>Routes` spread of an imported feature lib in a route list',
    );
  const list = last.parent.elements;
  const next = list[list.indexOf(last) + 1];
  if (next) file.insert(next.getStart(file.source), `...${names.routesName},\n`);
  else file.insert(last.end, `, ...${names.routesName}`);
  file.addImport(`import { ${names.routesName} } from '${names.feature.importPath}';`, isFeature);
  file.save();
}

function menuGroups(file: SourceFile): Array<{ key: string; entries: ts.ArrayLiteralExpression }> {
  const groups = file.constInitializer('MENU_GROUPS');
  if (!ts.isArrayLiteralExpression(groups))
    throw new AnchorError(file.path, '`MENU_GROUPS` is not an array literal');
  return groups.elements.flatMap((element) => {
    if (!ts.isObjectLiteralExpression(element)) return [];
    const key = stringValue(property(element, 'key'));
    const entries = property(element, 'entries');
    return key && entries && ts.isArrayLiteralExpression(entries) ? [{ key, entries }] : [];
  });
}

function addMenuEntry(tree: Tree, names: FeatureNames, menuGroup: string, files: SharedFiles): void {
  const file = new SourceFile(tree, files.menu);
  const group = menuGroups(file).find((candidate) => candidate.key === menuGroup);
  if (!group) throw new AnchorError(file.path, `no menu group with key '${menuGroup}'`);
  file.append(
    group.entries.elements,
    `{ path: paths.${names.propertyName}(), labelKey: 'menu.items.${names.propertyName}', icon: <${MENU_ICON} /> }`,
  );
  const icons = file.source.statements
    .filter(ts.isImportDeclaration)
    .find((node) => moduleOf(node) === '@ant-design/icons');
  const bindings = icons?.importClause?.namedBindings;
  if (!icons || !bindings || !ts.isNamedImports(bindings))
    file.addImport(`import { ${MENU_ICON} } from '@ant-design/icons';`);
  else if (!bindings.elements.some((element) => element.name.text === MENU_ICON))
    file.append(bindings.elements as ts.NodeArray<ts.Node>, MENU_ICON);
  file.save();
}

function shellMenuItems(file: SourceFile): ts.ObjectLiteralExpression {
  const menu = property(file.objectLiteral('shellEn'), 'menu');
  const items = menu && ts.isObjectLiteralExpression(menu) ? property(menu, 'items') : undefined;
  if (!items || !ts.isObjectLiteralExpression(items))
    throw new AnchorError(file.path, 'no `shellEn.menu.items` object of menu labels');
  return items;
}

function addShellLabel(tree: Tree, names: FeatureNames, files: SharedFiles): void {
  const file = new SourceFile(tree, files.shellStrings);
  // The title is made of the name's lower-case words and digits: nothing to escape.
  file.append(shellMenuItems(file).properties, `${names.propertyName}: '${names.title}'`);
  file.save();
}

function addPaths(tree: Tree, names: FeatureNames, files: SharedFiles): void {
  const file = new SourceFile(tree, files.paths);
  // The builder is made from the pattern, as every other one (paths.ts: one table).
  file.append(file.objectLiteral('paths').properties, `${names.propertyName}: to(p.${names.propertyName})`);
  file.append(file.objectLiteral('routePatterns').properties, `${names.propertyName}: '${names.route}'`);
  file.save();
}

/**
 * The root ESLint config's list of domain scopes: the one array literal of strings that names every domain there
 * is (with or without the `scope:` prefix), however the rules around it use it. The new scope joins it, written the
 * same way; its boundaries (its own libs and the shared ones) then come from the rules that read the list.
 */
function addScope(tree: Tree, names: FeatureNames, files: SharedFiles, facts: WorkspaceFacts): void {
  const file = new SourceFile(tree, files.eslint);
  const domains = [...facts.domains.keys()];
  const scopeOf = (element: ts.Expression) => stringValue(element)?.replace(/^scope:/, '');
  const lists = file
    .nodes()
    .filter(
      (node): node is ts.ArrayLiteralExpression =>
        ts.isArrayLiteralExpression(node) &&
        node.elements.length > 0 &&
        node.elements.every((element) => stringValue(element) !== undefined),
    )
    .filter((list) => {
      const listed = new Set(list.elements.map(scopeOf));
      return domains.length > 0 && domains.every((domain) => listed.has(domain));
    });
  const [scopes] = lists;
  if (!scopes || lists.length > 1)
    throw new AnchorError(
      file.path,
      `${lists.length === 0 ? 'no' : 'more than one'} array of strings listing every domain scope (${domains.join(', ')})`,
    );
  const prefixed = scopes.elements.every((element) => stringValue(element)?.startsWith('scope:'));
  file.append(scopes.elements, `'${prefixed ? 'scope:' : ''}${names.scope}'`);
  file.save();
}

/** api-mocks' handler list takes the domain's handlers, imported from its mocks beside the other domains'. */
function addMockHandlers(tree: Tree, names: FeatureNames, files: SharedFiles, facts: WorkspaceFacts): void {
  const file = new SourceFile(tree, files.handlers);
  const create = file.source.statements.find(
    (node): node is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(node) && node.name?.text === 'createHandlers',
  );
  const returned = create?.body?.statements.find(ts.isReturnStatement)?.expression;
  const list = returned ? unwrap(returned) : undefined;
  if (!list || !ts.isArrayLiteralExpression(list))
    throw new AnchorError(file.path, '`createHandlers` does not return an array literal of handlers');
  file.append(list.elements, `...${names.propertyName}Handlers(db, authenticated)`);
  file.addImport(`import { ${names.propertyName}Handlers } from '${names.mocks.importPath}';`, (module) =>
    facts.domainMocksImportPaths.includes(module),
  );
  file.save();
}

function demoDatabase(file: SourceFile): ts.ClassDeclaration {
  const found = file.source.statements.find(
    (node): node is ts.ClassDeclaration => ts.isClassDeclaration(node) && node.name?.text === 'DemoDatabase',
  );
  if (!found) throw new AnchorError(file.path, 'no `class DemoDatabase`');
  return found;
}

/** api-mocks' database holds the domain's store (and resets it with the others), from the domain's mocks. */
function addDatabaseStore(tree: Tree, names: FeatureNames, files: SharedFiles, facts: WorkspaceFacts): void {
  const file = new SourceFile(tree, files.database);
  const database = demoDatabase(file);
  const fields = database.members.filter(ts.isPropertyDeclaration);
  const lastField = fields[fields.length - 1];
  const reset = database.members.find(
    (member): member is ts.MethodDeclaration =>
      ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && member.name.text === 'reset',
  );
  if (!lastField || !reset?.body)
    throw new AnchorError(file.path, '`DemoDatabase` has no fields or no `reset()`');
  file.insert(lastField.end, `\nreadonly ${names.propertyName} = new ${names.className}Store();`);
  const statements = reset.body.statements;
  const lastStatement = statements[statements.length - 1];
  file.insert(
    lastStatement ? lastStatement.end : reset.body.getStart(file.source) + 1,
    `\nthis.${names.propertyName}.reset();`,
  );
  file.addImport(`import { ${names.className}Store } from '${names.mocks.importPath}';`, (module) =>
    facts.domainMocksImportPaths.includes(module),
  );
  file.save();
}

function addContractExport(tree: Tree, names: FeatureNames, files: SharedFiles): void {
  const file = new SourceFile(tree, files.contractIndex);
  file.appendStatement(`export * from './lib/${names.name}';`);
  file.save();
}

function addTsconfigPaths(tree: Tree, names: FeatureNames, files: SharedFiles): void {
  updateJson(tree, files.tsconfig, (json) => {
    const paths: Record<string, string[]> = json.compilerOptions?.paths ?? {};
    const entries = Object.entries(paths);
    for (const lib of [names.dataAccess, names.feature, names.mocks]) {
      if (paths[lib.importPath])
        throw new AnchorError(files.tsconfig, `\`${lib.importPath}\` is already mapped`);
      // In its alphabetical place among the others, so the lines around it stay as they were.
      const at = entries.findIndex(([key]) => key.localeCompare(lib.importPath) > 0);
      entries.splice(at === -1 ? entries.length : at, 0, [
        lib.importPath,
        // Relative to tsconfig.base.json itself: there is no baseUrl (TypeScript 7 has none).
        [`./${lib.projectRoot}/src/index.ts`],
      ]);
    }
    json.compilerOptions = { ...json.compilerOptions, paths: Object.fromEntries(entries) };
    return json;
  });
}
