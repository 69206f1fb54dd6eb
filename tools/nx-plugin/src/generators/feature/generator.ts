import {
  formatFiles,
  generateFiles,
  getProjects,
  joinPathFragments,
  logger,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { featureNames, FeatureNameError, normalizeRoute, validateName, type FeatureNames } from './names';
import {
  readWorkspaceFacts,
  registerDomain,
  sharedFiles,
  sharedSourceRoots,
  type SharedFiles,
  type WorkspaceFacts,
} from './shared-files';
import { AnchorError, property, SourceFile, stringValue, unwrap } from './source-edits';

export interface FeatureGeneratorSchema {
  name: string;
  route?: string;
  menuGroup?: string;
  skipFormat?: boolean;
}

/** Where the shell keeps its strings: one file per language (en.ts, zh-CN.ts, ar.ts, ...). */
const SHELL_I18N_DIR = 'apps/portal/src/app/i18n';

/** A language of the portal, and the names the lib's strings file and its register.ts give it. */
export interface LanguageNames {
  /** The language tag, also the file's name: `zh-CN` (zh-CN.ts). */
  language: string;
  /** The exported constant: `zhCN`. */
  identifier: string;
  /**
   * Its entry in `addTranslations(ns, { ... })`: `en` itself, or a loader for every other language:
   * `'zh-CN': () => import('./zh-CN').then((m) => m.zhCN)`.
   */
  entry: string;
}

/**
 * `nx g @portal/nx-plugin:feature <domain> --route=<path> --menu-group=<group>`: a new domain's folder,
 * `libs/<domain>/`, with the house's conventions: `feature` (`<domain>-feature`, `@portal/<domain>/feature`: lazy
 * route objects, a PageStates page, typed i18n, an integration test against the mock back end), `data-access`
 * (`<domain>-data-access`, `@portal/<domain>/data-access`: its first endpoint injected into the one API slice, its
 * hook and a test of it against the mock back end) and `mocks` (`<domain>-mocks`, `@portal/<domain>/mocks`: the
 * endpoint's seeded store and its handler), all tagged `scope:<domain>`. Around them the endpoint's shape goes into
 * the contract, api-mocks composes the domain's store and handlers into its database and handler list, and the shell
 * gets the route and the menu entry. The libs pass lint, typecheck and test as generated.
 */
export async function featureGenerator(
  tree: Tree,
  options: FeatureGeneratorSchema,
): Promise<GeneratorCallback> {
  const files = sharedFiles(tree);
  const facts = readWorkspaceFacts(tree, files);
  const names = checkedNames(tree, files, facts, options);
  const menuGroup = checkedMenuGroup(facts, options.menuGroup);
  const languages = portalLanguages(tree, files);
  const roots = sharedSourceRoots(tree);

  const substitutions = {
    ...names,
    lowerTitle: names.title.toLowerCase(),
    languages,
    tmpl: '',
  };
  const templates = join(moduleDir(), 'files');
  generateFiles(tree, join(templates, 'feature'), names.feature.projectRoot, {
    ...substitutions,
    ...names.feature,
  });
  generateFiles(tree, join(templates, 'data-access'), names.dataAccess.projectRoot, {
    ...substitutions,
    ...names.dataAccess,
  });
  generateFiles(tree, join(templates, 'mocks'), names.mocks.projectRoot, {
    ...substitutions,
    ...names.mocks,
  });
  generateFiles(tree, join(templates, 'contract'), `${roots.contract}/lib`, substitutions);
  addOtherLanguages(tree, names, languages, substitutions);

  registerDomain(tree, names, menuGroup, files, facts);
  addShellLabelsInOtherLanguages(tree, names, languages);

  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    logger.info(
      [
        '',
        `The ${names.name} domain is ready in ${names.domainRoot}/: ${names.feature.projectName} (its pages, on /panel/${names.route} in the "${menuGroup}" menu group), ${names.dataAccess.projectName} (its endpoints and hooks) and ${names.mocks.projectName} (its demo data and handlers).`,
        `  npx nx run-many -t lint typecheck test -p ${names.feature.projectName},${names.dataAccess.projectName},${names.mocks.projectName}`,
        `  npx nx run ${names.feature.projectName}:workshop      # its pages alone in the browser, against the mocks`,
        `Its first endpoint is ${names.apiPath}: shape the contract (${roots.contract}/lib/${names.name}.ts),`,
        `the mock (${names.mocks.projectRoot}/src/lib/${names.name}-store.ts) and the page after the real API.`,
      ].join('\n'),
    );
  };
}

/** This file's folder: Nx loads the plugin as CommonJS (through tsx), vitest as an ES module. */
function moduleDir(): string {
  return typeof __dirname === 'string' ? __dirname : import.meta.dirname;
}

function checkedNames(
  tree: Tree,
  files: SharedFiles,
  facts: WorkspaceFacts,
  options: FeatureGeneratorSchema,
): FeatureNames {
  const name = validateName(options.name);
  const names = featureNames(name, normalizeRoute(options.route, name));
  const taken = (what: string) =>
    new FeatureNameError(
      `"${name}" is taken: ${what}. Choose another name (or remove the old domain first).`,
    );

  const owners = facts.domains.get(names.scope);
  if (owners) throw taken(`the domain ${name} exists (${owners.join(', ')} tagged scope:${names.scope})`);
  if (tree.exists(names.domainRoot)) throw taken(`${names.domainRoot} exists`);
  for (const lib of [names.feature, names.dataAccess, names.mocks]) {
    if (getProjects(tree).has(lib.projectName)) throw taken(`a project named ${lib.projectName} exists`);
  }
  if (facts.pathKeys.includes(names.propertyName) || facts.routePatternKeys.includes(names.propertyName))
    throw taken(`paths.${names.propertyName} already exists in ${files.paths}`);
  if (facts.menuItemKeys.includes(names.propertyName))
    throw taken(`the menu label menu.items.${names.propertyName} already exists in ${files.shellStrings}`);
  if (facts.databaseMembers.includes(names.propertyName))
    throw taken(`DemoDatabase already has a member ${names.propertyName}`);
  const roots = sharedSourceRoots(tree);
  for (const file of [`${roots.contract}/lib/${name}.ts`, `${roots.dataAccess}/lib/${name}`]) {
    if (tree.exists(file)) throw taken(`${file} exists`);
  }
  if (facts.routePatterns.includes(names.route))
    throw new FeatureNameError(
      `The route /panel/${names.route} is taken by another page; pass another one with --route=<path>.`,
    );
  return names;
}

function checkedMenuGroup(facts: WorkspaceFacts, menuGroup: string | undefined): string {
  const groups = facts.menuGroups;
  if (!menuGroup)
    throw new FeatureNameError(`Say which menu group the page joins: --menu-group=<${groups.join('|')}>.`);
  if (!groups.includes(menuGroup))
    throw new FeatureNameError(`There is no menu group "${menuGroup}"; choose one of: ${groups.join(', ')}.`);
  return menuGroup;
}

/** The languages the portal has (util's `SUPPORTED_LANGUAGES`), English first. */
function portalLanguages(tree: Tree, files: SharedFiles): LanguageNames[] {
  const list = new SourceFile(tree, files.languages).constInitializer('SUPPORTED_LANGUAGES');
  const found = ts.isArrayLiteralExpression(list)
    ? list.elements.map((element) => stringValue(element)).filter((tag): tag is string => tag !== undefined)
    : [];
  if (!found.includes('en'))
    throw new AnchorError(
      files.languages,
      '`SUPPORTED_LANGUAGES` is not an array of language tags with `en`',
    );
  return ['en', ...found.filter((language) => language !== 'en')].map(languageNames);
}

/** `zh-CN` gives `zhCN` and the entry `'zh-CN': () => import('./zh-CN').then((m) => m.zhCN)`; `en` gives `en`. */
export function languageNames(language: string): LanguageNames {
  const identifier = language.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, next: string) => next);
  if (language === 'en') return { language, identifier, entry: 'en' };
  const key = identifier === language ? language : `'${language}'`;
  return {
    language,
    identifier,
    entry: `${key}: () => import('./${language}').then((m) => m.${identifier})`,
  };
}

/**
 * Each further language gets its strings file beside en.ts: the translated template in files/translations/
 * when there is one for it, else a copy of the English strings, typed by them, for a translator to replace.
 */
function addOtherLanguages(
  tree: Tree,
  names: FeatureNames,
  languages: LanguageNames[],
  substitutions: Record<string, unknown>,
): void {
  const dir = joinPathFragments(names.feature.projectRoot, 'src/lib/i18n');
  const english = tree.read(joinPathFragments(dir, 'en.ts'), 'utf-8') ?? '';
  for (const { language, identifier } of languages.filter((candidate) => candidate.language !== 'en')) {
    const translated = join(moduleDir(), 'files', 'translations', language);
    if (existsSync(translated)) {
      generateFiles(tree, translated, dir, substitutions);
      continue;
    }
    tree.write(
      joinPathFragments(dir, `${language}.ts`),
      english.replace(
        'export const en = {',
        `import type { Translation } from '@portal/ui-light';\nimport type { en } from './en';\n\n// Still in English: the generator copied these strings for a translator.\nexport const ${identifier}: Translation<typeof en> = {`,
      ),
    );
  }
}

/**
 * The menu label in the shell's other languages (English until translated), so their types still match. A
 * language the shell has no strings file for yet gets none.
 */
function addShellLabelsInOtherLanguages(tree: Tree, names: FeatureNames, languages: LanguageNames[]): void {
  for (const { language } of languages.filter((candidate) => candidate.language !== 'en')) {
    const path = joinPathFragments(SHELL_I18N_DIR, `${language}.ts`);
    if (!tree.exists(path)) continue;
    const file = new SourceFile(tree, path);
    const strings = file.source.statements
      .filter(ts.isVariableStatement)
      .flatMap((statement) => statement.declarationList.declarations)
      .map((declaration) => (declaration.initializer ? unwrap(declaration.initializer) : undefined))
      .find(
        (value): value is ts.ObjectLiteralExpression =>
          value !== undefined && ts.isObjectLiteralExpression(value),
      );
    const menu = strings ? property(strings, 'menu') : undefined;
    const items = menu && ts.isObjectLiteralExpression(menu) ? property(menu, 'items') : undefined;
    if (!items || !ts.isObjectLiteralExpression(items))
      throw new AnchorError(file.path, 'no `menu.items` strings');
    file.append(items.properties, `${names.propertyName}: '${names.title}'`);
    file.save();
  }
}
