// The data floor's build (tools/bench/jobs/build.mjs runs it, its API on the bench's port by VITE_API_URL): as the
// floor's (tools/perf-floor), written to tmp/bench/floor-data (BENCH_DATA_FLOOR_OUT_DIR).
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: join(import.meta.dirname, '..', '..', 'node_modules', '.vite', 'perf-floor-data'),
  plugins: [react()],
  build: {
    outDir:
      process.env.BENCH_DATA_FLOOR_OUT_DIR ??
      join(import.meta.dirname, '..', '..', 'tmp', 'bench', 'floor-data'),
    emptyOutDir: true,
    manifest: true,
  },
  logLevel: 'error',
});
