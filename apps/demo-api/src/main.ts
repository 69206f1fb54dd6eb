/**
 * Entry point: `tsx apps/demo-api/src/main.ts` from the workspace root (or `nx serve demo-api`).
 *
 * There is no root tsconfig.json for tsx to pick the `@portal/*` path aliases up from, so the real program is
 * loaded through tsx's API with this project's tsconfig (which extends tsconfig.base.json).
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const { start } = (await tsImport('./start.ts', {
  parentURL: import.meta.url,
  tsconfig,
})) as typeof import('./start');

await start();
