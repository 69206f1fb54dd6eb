import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNodes } from '../index';

function workspace(projects: Record<string, { tags: string[]; tsconfig: boolean }>) {
  const root = mkdtempSync(join(tmpdir(), 'typecheck-nodes-'));
  for (const [dir, { tags, tsconfig }] of Object.entries(projects)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'project.json'), JSON.stringify({ name: dir.split('/').pop(), tags }));
    if (tsconfig) writeFileSync(join(root, dir, 'tsconfig.json'), '{}');
  }
  return root;
}

describe('the inferred typecheck target', () => {
  it('is given to every project with a tsconfig.json, beside the workshop of a feature lib', async () => {
    const root = workspace({
      'libs/invoices/feature': { tags: ['type:feature'], tsconfig: true },
      'libs/ui': { tags: ['type:ui'], tsconfig: true },
      'tools/checks': { tags: ['type:tool'], tsconfig: false },
    });
    const [, create] = createNodes;
    const files = ['libs/invoices/feature/project.json', 'libs/ui/project.json', 'tools/checks/project.json'];
    const results = await create(files, undefined, { workspaceRoot: root, nxJsonConfiguration: {} });
    const targets = Object.fromEntries(
      results.map(([file, result]) => [
        file,
        Object.keys(Object.values(result.projects ?? {})[0]?.targets ?? {}),
      ]),
    );
    expect(targets).toEqual({
      'libs/invoices/feature/project.json': ['typecheck', 'workshop'],
      'libs/ui/project.json': ['typecheck'],
    });
    const ui = results.find(([file]) => file === 'libs/ui/project.json')?.[1];
    expect(ui?.projects?.['libs/ui']?.targets?.['typecheck']).toMatchObject({
      cache: true,
      options: {
        cwd: 'libs/ui',
        command:
          'node ../../node_modules/@typescript/native/bin/tsc -p tsconfig.json --noEmit --pretty false',
      },
    });
  });

  it('fails on a type error, and passes once it is mended', async () => {
    const root = workspace({ 'libs/broken': { tags: [], tsconfig: false } });
    symlinkSync(join(import.meta.dirname, '../../../../node_modules'), join(root, 'node_modules'), 'dir');
    const lib = join(root, 'libs/broken');
    writeFileSync(
      join(lib, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true }, include: ['*.ts'] }),
    );
    writeFileSync(join(lib, 'index.ts'), "export const count: number = 'three';\n");
    const [, create] = createNodes;
    const [[, result]] = await create(['libs/broken/project.json'], undefined, {
      workspaceRoot: root,
      nxJsonConfiguration: {},
    });
    const command = String(result.projects?.['libs/broken']?.targets?.['typecheck']?.options.command);
    const run = () => spawnSync(command, { cwd: lib, shell: true, encoding: 'utf8' });

    const failed = run();
    expect(failed.status).not.toBe(0);
    expect(failed.stdout).toContain(
      "index.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.",
    );
    writeFileSync(join(lib, 'index.ts'), 'export const count: number = 3;\n');
    expect(run().status).toBe(0);
  });
});
