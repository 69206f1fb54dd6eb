import type { CreateNodes, TargetConfiguration } from '@nx/devkit';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The type check every project with a tsconfig.json gets: `tsc --noEmit` on that tsconfig, cached. Its inputs
 * live in nx.json's targetDefaults beside the other targets', since they name the workspace's shared files.
 */
function typecheckTarget(projectRoot: string): TargetConfiguration {
  return {
    executor: 'nx:run-commands',
    cache: true,
    options: { cwd: projectRoot, command: 'tsc -p tsconfig.json --noEmit' },
    metadata: {
      description: 'Type-checks the project: tsc --noEmit on its tsconfig.json',
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
