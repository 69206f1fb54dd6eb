import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNodes, WORKSHOP_PORTS, workshopPorts } from './create-nodes';

function workspace(projects: Record<string, { name: string; tags: string[] }>) {
  const root = mkdtempSync(join(tmpdir(), 'workshop-nodes-'));
  for (const [dir, project] of Object.entries(projects)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'project.json'), JSON.stringify(project));
  }
  return root;
}

describe('the inferred workshop target', () => {
  it('is given to every feature lib, and to nothing else', async () => {
    const root = workspace({
      'libs/invoices/feature': { name: 'invoices-feature', tags: ['type:feature', 'scope:invoices'] },
      'libs/ui': { name: 'ui', tags: ['type:ui', 'scope:shared'] },
    });
    const [, create] = createNodes;
    const results = await create(['libs/invoices/feature/project.json', 'libs/ui/project.json'], undefined, {
      workspaceRoot: root,
      nxJsonConfiguration: {},
    });
    expect(results).toHaveLength(1);
    const [file, result] = results[0] ?? [];
    expect(file).toBe('libs/invoices/feature/project.json');
    const target = result?.projects?.['libs/invoices/feature']?.targets?.['workshop'];
    expect(target?.continuous).toBe(true);
    expect(target?.options).toMatchObject({
      command: 'vite --config tools/workshop/vite.workshop.config.ts',
      env: { WORKSHOP_LIB: 'libs/invoices/feature' },
    });
    expect(target?.metadata?.description).toMatch(
      /^invoices-feature's pages alone on http:\/\/127\.0\.0\.1:4[4-8]\d\d,/,
    );
  });

  it('gives each lib its own port, in the workshop range, that does not move when other libs come', () => {
    const names = Array.from({ length: 60 }, (_, index) => `scope${index}-feature`);
    const ports = workshopPorts(names);
    expect(new Set(ports.values()).size).toBe(names.length);
    for (const port of ports.values()) {
      expect(port).toBeGreaterThanOrEqual(WORKSHOP_PORTS.first);
      expect(port).toBeLessThan(WORKSHOP_PORTS.first + WORKSHOP_PORTS.count);
    }
    expect(workshopPorts(['invoices-feature', 'new-feature']).get('invoices-feature')).toBe(
      workshopPorts(['invoices-feature']).get('invoices-feature'),
    );
  });
});
