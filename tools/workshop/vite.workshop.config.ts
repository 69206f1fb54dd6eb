import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { antdStaticCss } from '../vite/antd-static-css';

/**
 * The workshop: one feature lib's routes alone in the browser, inside the real theme, store and router,
 * against the api-mocks handlers running in the page through msw's service worker. Started per lib by
 * the inferred `workshop` target (tools/nx-plugin), which names the lib in WORKSHOP_LIB and its port.
 * The file is not called vite.config.ts so that Nx infers no build or serve target for this folder.
 */
const workspaceRoot = resolve(import.meta.dirname, '../..');
/** Ignored by git: msw's worker script is written here at every start, never committed. */
const publicDir = join(workspaceRoot, 'tmp/workshop/public');
/** Same-origin, so nothing but the service worker can answer: no demo back end, no real API. */
const WORKSHOP_API_URL = '/workshop-api';
const VIRTUAL_LIB = 'virtual:workshop-lib';

function libUnderTest(): { name: string; entry: string } {
  const root = process.env['WORKSHOP_LIB'];
  if (!root)
    throw new Error(
      'Start the workshop through Nx, e.g. `npx nx run invoices-feature:workshop` (it sets WORKSHOP_LIB).',
    );
  const entry = join(workspaceRoot, root, 'src/index.ts');
  if (!existsSync(entry)) throw new Error(`WORKSHOP_LIB=${root}: there is no ${entry}.`);
  // The project's name: a lib's folder names only its type (libs/invoices/feature).
  const project = JSON.parse(readFileSync(join(workspaceRoot, root, 'project.json'), 'utf8')) as {
    name?: string;
  };
  return { name: project.name ?? root, entry };
}

/** `virtual:workshop-lib`: the lib's entry (its route objects) and its name. */
function workshopLib(lib: { name: string; entry: string }): Plugin {
  const resolved = `\0${VIRTUAL_LIB}`;
  return {
    name: 'workshop-lib',
    resolveId: (source) => (source === VIRTUAL_LIB ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `export * as lib from ${JSON.stringify(lib.entry)};\nexport const libName = ${JSON.stringify(lib.name)};\n`
        : undefined,
  };
}

/**
 * msw's worker, written by msw's own CLI, so it always matches the installed msw. Before the server
 * lists its public files (buildStart would be too late for the dev server).
 */
function mswWorker(): Plugin {
  return {
    name: 'workshop-msw-worker',
    configResolved() {
      execFileSync(
        process.execPath,
        [join(workspaceRoot, 'node_modules/msw/cli/index.js'), 'init', publicDir, '--no-save'],
        { cwd: workspaceRoot, stdio: 'ignore' },
      );
    },
  };
}

export default defineConfig(() => {
  const lib = libUnderTest();
  process.env['VITE_API_URL'] = WORKSHOP_API_URL;
  return {
    root: import.meta.dirname,
    publicDir,
    cacheDir: join(workspaceRoot, 'node_modules/.vite/workshop'),
    envDir: import.meta.dirname,
    server: {
      // 127.0.0.1, not localhost: its cookies (the workshop's demo session) stay apart from the portal's.
      host: '127.0.0.1',
      port: Number(process.env['WORKSHOP_PORT'] ?? 4400),
      strictPort: true,
      fs: { allow: [workspaceRoot] },
    },
    plugins: [react(), antdStaticCss({ extract: true }), workshopLib(lib), mswWorker()],
    resolve: {
      tsconfigPaths: true,
      // api-mocks' database makes its tokens with node:crypto; the browser has the same function.
      alias: { 'node:crypto': join(import.meta.dirname, 'src/browser-crypto.ts') },
    },
    build: { outDir: join(workspaceRoot, 'dist/workshop', lib.name), emptyOutDir: true },
  };
});
