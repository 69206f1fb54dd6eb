// The portal's own production config for `npm run bench` (tools/bench/jobs/build.mjs), plus: the output in
// tmp/bench/portal (never the deployed dist) and a list of each chunk's modules (tmp/bench/modules.json), to find
// modules bundled twice and to confirm the chunks the sizes count (tools/checks/build-sizes.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';
import portalConfig from '../../apps/portal/vite.config';

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

export default defineConfig((env) => {
  const config = typeof portalConfig === 'function' ? portalConfig(env) : portalConfig;
  return {
    ...config,
    plugins: [...config.plugins, chunkModules(process.env.BENCH_MODULES_FILE)],
    build: { ...config.build, outDir: process.env.BENCH_OUT_DIR },
  };
});
