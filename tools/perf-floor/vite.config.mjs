// The floor's build (tools/bench/jobs/build.mjs runs it): the same Vite and React plugin as the portal, nothing
// of the portal's own tuning. Written to tmp/bench/floor (BENCH_FLOOR_OUT_DIR), with a manifest for the sizes.
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(import.meta.dirname, '..', '..', 'node_modules', '.vite', 'perf-floor'),
  plugins: [react()],
  build: {
    outDir: process.env.BENCH_FLOOR_OUT_DIR ?? join(import.meta.dirname, '..', '..', 'tmp', 'bench', 'floor'),
    emptyOutDir: true,
    manifest: true,
  },
  logLevel: 'error',
});
