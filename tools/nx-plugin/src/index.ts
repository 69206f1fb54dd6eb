import type { CreateNodes, CreateNodesResult } from '@nx/devkit';
import { createNodes as typecheckNodes } from './typecheck/create-nodes';
import { createNodes as workshopNodes } from './workshop/create-nodes';

/**
 * The targets this plugin infers from each project.json: `typecheck` where a tsconfig.json is beside it,
 * `workshop` for feature libs. One result per file, with the targets of both.
 */
export const createNodes: CreateNodes = [
  '**/project.json',
  async (projectFiles, options, context) => {
    const merged = new Map<string, CreateNodesResult>();
    for (const [, create] of [typecheckNodes, workshopNodes]) {
      for (const [file, result] of await create(projectFiles, options, context)) {
        for (const [root, project] of Object.entries(result.projects ?? {})) {
          const into = merged.get(file) ?? { projects: {} };
          const existing = into.projects?.[root];
          into.projects = {
            ...into.projects,
            [root]: { ...existing, ...project, targets: { ...existing?.targets, ...project.targets } },
          };
          merged.set(file, into);
        }
      }
    }
    return [...merged];
  },
];
