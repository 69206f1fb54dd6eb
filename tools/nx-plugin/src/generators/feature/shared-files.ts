import { updateJson, type Tree } from '@nx/devkit';
import ts from 'typescript';
import type { FeatureNames } from './names';
import { AnchorError, keysOf, moduleOf, property, SourceFile, stringValue, unwrap } from './source-edits';

/** The shared files a new feature lib registers itself in (the files of the lib itself are templates). */
export const SHARED_FILES = {
  routes: 'apps/portal/src/app/routes.tsx',
  menu: 'apps/portal/src/app/layout/menu-items.tsx',
  shellStrings: 'apps/portal/src/app/i18n/en.ts',
  paths: 'libs/shared/util/src/lib/paths.ts',
  eslint: 'eslint.config.mjs',
  handlers: 'libs/shared/api-mocks/src/lib/handlers.ts',
  database: 'libs/shared/api-mocks/src/lib/database.ts',
  dataAccessIndex: 'libs/data-access/src/index.ts',
  contractIndex: 'libs/shared/api-contract/src/index.ts',
  tsconfig: 'tsconfig.base.json',
} as const;

/** The icon a new menu entry gets; the team picks a better one from @ant-design/icons later. */
const MENU_ICON = 'AppstoreOutlined';

/** What the shared files already hold, to refuse a name or route that would clash with it. */
export interface WorkspaceFacts {
  pathKeys: string[];
  routePatterns: string[];
  routePatternKeys: string[];
  menuGroups: string[];
  menuItemKeys: string[];
  databaseMembers: string[];
}

export function readWorkspaceFacts(tree: Tree): WorkspaceFacts {
  const paths = new SourceFile(tree, SHARED_FILES.paths);
  const patterns = paths.objectLiteral('routePatterns');
  return {
    pathKeys: keysOf(paths.objectLiteral('paths')),
    routePatternKeys: keysOf(patterns),
    routePatterns: patterns.properties
      .map((entry) => (ts.isPropertyAssignment(entry) ? stringValue(unwrap(entry.initializer)) : undefined))
      .filter((value): value is string => value !== undefined),
    menuGroups: menuGroups(new SourceFile(tree, SHARED_FILES.menu)).map((group) => group.key),
    menuItemKeys: keysOf(shellMenuItems(new SourceFile(tree, SHARED_FILES.shellStrings))),
    databaseMembers: demoDatabase(new SourceFile(tree, SHARED_FILES.database)).members.flatMap((member) =>
      member.name && ts.isIdentifier(member.name) ? [member.name.text] : [],
    ),
  };
}

/** Registers the lib everywhere the shell, the mocks, data-access, the contract and the tooling list libs. */
export function registerFeature(tree: Tree, names: FeatureNames, menuGroup: string): void {
  addRoute(tree, names);
  addMenuEntry(tree, names, menuGroup);
  addShellLabel(tree, names);
  addPaths(tree, names);
  addScope(tree, names);
  addMockHandlers(tree, names);
  addDatabaseStore(tree, names);
  addDataAccessExports(tree, names);
  addContractExport(tree, names);
  addTsconfigPath(tree, names);
}

/** A feature lib's import path: `@portal/<domain>/feature` in a domain folder, `@portal/feature-<name>` alone. */
const isFeatureModule = (module: string): boolean =>
  module.startsWith('@portal/feature-') || /^@portal\/[a-z0-9-]+\/feature$/.test(module);

function addRoute(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.routes);
  const featureImports = new Set(
    file.source.statements
      .filter(ts.isImportDeclaration)
      .filter((node) => isFeatureModule(moduleOf(node)))
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
  file.addImport(`import { ${names.routesName} } from '${names.importPath}';`, isFeatureModule);
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

function addMenuEntry(tree: Tree, names: FeatureNames, menuGroup: string): void {
  const file = new SourceFile(tree, SHARED_FILES.menu);
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

function addShellLabel(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.shellStrings);
  // The title is made of the name's lower-case words and digits: nothing to escape.
  file.append(shellMenuItems(file).properties, `${names.propertyName}: '${names.title}'`);
  file.save();
}

function addPaths(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.paths);
  // The builder is made from the pattern, as every other one (paths.ts: one table).
  file.append(file.objectLiteral('paths').properties, `${names.propertyName}: to(p.${names.propertyName})`);
  file.append(file.objectLiteral('routePatterns').properties, `${names.propertyName}: '${names.route}'`);
  file.save();
}

/** The `[...scopes].map((scope) => ...)` list of domain scopes in the root ESLint config. */
function addScope(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.eslint);
  const scopes = file
    .nodes()
    .find(
      (node): node is ts.ArrayLiteralExpression =>
        ts.isArrayLiteralExpression(node) &&
        node.elements.length > 0 &&
        node.elements.every(ts.isStringLiteral) &&
        ts.isPropertyAccessExpression(node.parent) &&
        node.parent.name.text === 'map' &&
        ts.isCallExpression(node.parent.parent) &&
        node.parent.parent.arguments.some(
          (argument) =>
            ts.isArrowFunction(argument) &&
            argument.parameters.some(
              (parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === 'scope',
            ),
        ),
    );
  if (!scopes)
    throw new AnchorError(file.path, "no `['dashboard', ...].map((scope) => ...)` list of domain scopes");
  file.append(scopes.elements, `'${names.scope}'`);
  file.save();
}

function addMockHandlers(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.handlers);
  const create = file.source.statements.find(
    (node): node is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(node) && node.name?.text === 'createHandlers',
  );
  const returned = create?.body?.statements.find(ts.isReturnStatement)?.expression;
  const list = returned ? unwrap(returned) : undefined;
  if (!list || !ts.isArrayLiteralExpression(list))
    throw new AnchorError(file.path, '`createHandlers` does not return an array literal of handlers');
  file.append(list.elements, `...${names.propertyName}Handlers(db, authenticated)`);
  file.addImport(`import { ${names.propertyName}Handlers } from './handlers/${names.name}';`, (module) =>
    module.startsWith('./handlers/'),
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

function addDatabaseStore(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.database);
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
  file.addImport(`import { ${names.className}Store } from './${names.name}-store';`, (module) =>
    module.endsWith('-store'),
  );
  file.save();
}

function addDataAccessExports(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.dataAccessIndex);
  // The domain's own index.ts (files/endpoint) says what its pages may use; the lib's entry lists domains.
  file.appendStatement(`export * from './lib/${names.name}';`);
  file.save();
}

function addContractExport(tree: Tree, names: FeatureNames): void {
  const file = new SourceFile(tree, SHARED_FILES.contractIndex);
  file.appendStatement(`export * from './lib/${names.name}';`);
  file.save();
}

function addTsconfigPath(tree: Tree, names: FeatureNames): void {
  updateJson(tree, SHARED_FILES.tsconfig, (json) => {
    const paths: Record<string, string[]> = json.compilerOptions?.paths ?? {};
    if (paths[names.importPath])
      throw new AnchorError(SHARED_FILES.tsconfig, `\`${names.importPath}\` is already mapped`);
    // In its alphabetical place among the others, so the lines around it stay as they were.
    const entries = Object.entries(paths);
    const at = entries.findIndex(([key]) => key.localeCompare(names.importPath) > 0);
    entries.splice(at === -1 ? entries.length : at, 0, [
      names.importPath,
      // Relative to tsconfig.base.json itself: there is no baseUrl (TypeScript 7 has none).
      [`./${names.projectRoot}/src/index.ts`],
    ]);
    json.compilerOptions = { ...json.compilerOptions, paths: Object.fromEntries(entries) };
    return json;
  });
}
