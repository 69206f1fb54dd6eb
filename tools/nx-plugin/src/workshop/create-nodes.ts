import { readJsonFile, type CreateNodes, type TargetConfiguration } from '@nx/devkit';
import { dirname, join } from 'node:path';

/** Workshops listen on 4400-4899: clear of the portal (4200), its preview (4300) and the demo API (3333). */
export const WORKSHOP_PORTS = { first: 4400, count: 500 } as const;

/** Where a project's workshop listens: a hash of its name, so it stays put as other libs come and go. */
export function workshopPorts(projectNames: string[]): Map<string, number> {
  const taken = new Set<number>();
  const ports = new Map<string, number>();
  // Sorted, so two libs whose hashes collide always settle the same way (the later one moves up a slot).
  for (const name of [...new Set(projectNames)].sort()) {
    let slot = fnv1a(name) % WORKSHOP_PORTS.count;
    while (taken.has(slot)) slot = (slot + 1) % WORKSHOP_PORTS.count;
    taken.add(slot);
    ports.set(name, WORKSHOP_PORTS.first + slot);
  }
  return ports;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function workshopTarget(projectRoot: string, projectName: string, port: number): TargetConfiguration {
  return {
    executor: 'nx:run-commands',
    continuous: true,
    options: {
      command: 'vite --config tools/workshop/vite.workshop.config.ts',
      env: { WORKSHOP_LIB: projectRoot, WORKSHOP_PORT: String(port) },
    },
    metadata: {
      description: `${projectName}'s pages alone on http://127.0.0.1:${port}, in the real theme, store and router, against the mock back end in the browser`,
      technologies: ['vite'],
    },
  };
}

interface ProjectJson {
  name?: string;
  tags?: string[];
}

/** Every feature lib (tag type:feature) gets a `workshop` target, e.g. `npx nx run invoices-feature:workshop`. */
export const createNodes: CreateNodes = [
  '**/project.json',
  (projectFiles, _options, context) => {
    const features = projectFiles.flatMap((file) => {
      const project = readJsonFile<ProjectJson>(join(context.workspaceRoot, file));
      const root = dirname(file);
      return project.tags?.includes('type:feature') ? [{ file, root, name: project.name ?? root }] : [];
    });
    const ports = workshopPorts(features.map((feature) => feature.name));
    return features.map(({ file, root, name }) => [
      file,
      {
        projects: {
          [root]: {
            targets: { workshop: workshopTarget(root, name, ports.get(name) ?? WORKSHOP_PORTS.first) },
          },
        },
      },
    ]);
  },
];
