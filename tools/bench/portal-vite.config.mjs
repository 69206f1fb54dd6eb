// The portal's own production config for `npm run bench` (tools/bench/jobs/build.mjs), plus: the output in
// tmp/bench/portal (never the deployed dist) and a list of each chunk's modules (tmp/bench/modules.json), to find
// modules bundled twice and to confirm the chunks the sizes count (tools/checks/build-sizes.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig, loadConfigFromFile } from 'vite';

/** The portal's config, loaded as `vite build` loads it: a file of the app's, not a module of the bench's. */
const PORTAL_CONFIG = join(import.meta.dirname, '../../apps/portal/vite.config.ts');

function chunkModules(file) {
  return {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          chunks[output.fileName] = Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
          );
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig(async (env) => {
  const { config } = await loadConfigFromFile(env, PORTAL_CONFIG, undefined, 'error');
  return {
    ...config,
    plugins: [...config.plugins, chunkModules(process.env.BENCH_MODULES_FILE)],
    build: { ...config.build, outDir: process.env.BENCH_OUT_DIR },
  };
});
