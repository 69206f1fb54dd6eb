import react from '@vitejs/plugin-react';
import { relative } from 'node:path';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { antdStaticCss } from './tools/vite/antd-static-css.ts';

/**
 * One vitest set-up for every project, so a feature team runs `nx test feature-x` and gets the same
 * environment (jsdom, antd polyfills, jest-dom matchers) as CI. jsdom only where a test renders: a project
 * without a DOM says `environment: 'node'`, and a file that needs none in a jsdom project says so in its first
 * line (`// @vitest-environment node`); the DOM set-up then stays out too (tools/test/setup.ts).
 */
export function projectTestConfig(
  projectDir: string,
  name: string,
  options: { environment?: 'jsdom' | 'node'; setupFiles?: string[]; isolate?: boolean } = {},
): ViteUserConfig {
  const environment = options.environment ?? 'jsdom';
  return defineConfig({
    root: projectDir,
    cacheDir: `${import.meta.dirname}/node_modules/.vite/${name}`,
    plugins: [react(), antdStaticCss({ extract: false })],
    resolve: { tsconfigPaths: true },
    // A lib's own package.json (its `sideEffects`) would make Vite take the lib for the workspace root and
    // refuse the shared set-up files; the repository is the root.
    server: { fs: { allow: [import.meta.dirname] } },
    test: {
      name,
      watch: false,
      environment,
      include: ['src/**/*.{test,spec}.{ts,tsx}'],
      setupFiles: [`${import.meta.dirname}/tools/test/setup.ts`, ...(options.setupFiles ?? [])],
      testTimeout: 60_000,
      // A worker evaluates the shared modules (React, antd, the libs) once for all its files instead of once per
      // file: most of a file's time was that import. Each file's set-up (tools/test/setup.ts) resets what a file
      // may leave behind; a project whose tests observe a module's first evaluation says `isolate: true`.
      isolate: options.isolate ?? false,
      // The JSON report is what `npm test`'s summary counts (tools/scripts/test-all.mjs); it is an output of
      // the test target (nx.json), so a run replayed from the cache restores it.
      reporters: ['default', 'json'],
      outputFile: {
        json: `${import.meta.dirname}/dist/test-reports/${relative(import.meta.dirname, projectDir)}/vitest.json`,
      },
      restoreMocks: true,
    },
  });
}
