import type { CreateNodes, TargetConfiguration } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * TypeScript 7's native compiler (`@typescript/native`, an alias of typescript@7, under the name typescript-eslint
 * looks for it): the same checks, a few times faster than TypeScript 6's tsc. The `typescript` package stays at
 * 6.0 for typescript-eslint, Nx's eslint plugin and the feature generator, which use its JavaScript API (7.0 has
 * none); both install a `tsc` command, so this one is run by its path.
 */
const NATIVE_TSC = 'node_modules/@typescript/native/bin/tsc';

/**
 * The type check every project with a tsconfig.json gets: `tsc --noEmit` on that tsconfig, cached. Its inputs
 * live in nx.json's targetDefaults beside the other targets', since they name the workspace's shared files.
 */
function typecheckTarget(projectRoot: string): TargetConfiguration {
  const tsc = relative(projectRoot, NATIVE_TSC);
  return {
    executor: 'nx:run-commands',
    cache: true,
    options: { cwd: projectRoot, command: `node ${tsc} -p tsconfig.json --noEmit --pretty false` },
    metadata: {
      description: 'Type-checks the project: TypeScript 7 tsc --noEmit on its tsconfig.json',
      technologies: ['typescript'],
    },
  };
}

/** `typecheck` for every project (a folder with a project.json) that has a tsconfig.json beside it. */
export const createNodes: CreateNodes = [
  '**/project.json',
  (projectFiles, _options, context) =>
    projectFiles.flatMap((file) => {
      const root = dirname(file);
      if (!existsSync(join(context.workspaceRoot, root, 'tsconfig.json'))) return [];
      return [[file, { projects: { [root]: { targets: { typecheck: typecheckTarget(root) } } } }]];
    }),
];
