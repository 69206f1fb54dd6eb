import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { paths } from '../../libs/util/src/lib/paths.ts';

const BRAND_ORANGE = '#f47b20';
const LIGHT_BACKGROUND = '#f5f6fa';

const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
// One id per build: the CI passes BUILD_ID; a local build gets its start time.
const buildId = process.env['BUILD_ID'] || new Date().toISOString();

/** Writes `version.json` (spec 7): the running app polls it and reloads when a new deploy answers differently. */
function versionFile(): Plugin {
  return {
    name: 'portal-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: appVersion, build: buildId })}\n`,
      });
    },
  };
}

/**
 * antd's ConfigProvider imports only `FormProvider` from @rc-component/form, whose index builds the whole form
 * (fields, lists, async-validator) as a side effect of loading, so every page's start carried it (issue 15). Its
 * modules have no side effects of their own: marked so, a page gets only what it imports. The same holds for
 * @rc-component/motion and @rc-component/trigger, of which ConfigProvider needs a context alone.
 */
function pureRcModules(): Plugin {
  return {
    name: 'portal-pure-rc-modules',
    transform(_code, id) {
      if (/node_modules\/@rc-component\/(form|async-validator|motion|trigger)\//.test(id))
        return { moduleSideEffects: false };
      return null;
    },
  };
}

const LAZY_UNIQUE_PROVIDER = '\0portal-lazy-tooltip-unique-provider';

/**
 * antd's ConfigProvider renders its tooltips' UniqueProvider only when `tooltip.unique` is set, which the portal
 * never does, yet imports it at the top: with it every page's start loaded @rc-component/trigger's popups and
 * resize observers (8.5 KB gz, issue 15). Here ConfigProvider gets a stand-in that loads the real provider the
 * first time it is rendered; the tooltips themselves (antd's Tooltip, on the pages that show one) are unchanged.
 */
function lazyTooltipUniqueProvider(): Plugin {
  let realProvider: string | undefined;
  return {
    name: 'portal-lazy-tooltip-unique-provider',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        source !== '../tooltip/UniqueProvider' ||
        !importer ||
        !/antd\/es\/config-provider\/index\.js$/.test(importer)
      )
        return null;
      realProvider = (await this.resolve(source, importer, { skipSelf: true }))?.id;
      return realProvider ? LAZY_UNIQUE_PROVIDER : null;
    },
    load(id) {
      if (id !== LAZY_UNIQUE_PROVIDER || !realProvider) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Real = lazy(() => import(${JSON.stringify(realProvider)}));`,
        'export default function UniqueProvider(props) {',
        '  return createElement(Suspense, { fallback: props.children }, createElement(Real, props));',
        '}',
      ].join('\n');
    },
  };
}

/**
 * The portal's start in few files (issue 15). Rolldown's automatic chunking gives every set of modules shared by
 * a different set of lazy routes a chunk of its own, so the signed-in dashboard started from ~45 files: one
 * request each (a phone on 4G waits a round trip per handful) and one `<link rel="modulepreload">` each, which
 * cost the entry's task ~0.35 s at CPU 4x. Here the chunks that the default chunking would load for each group's
 * roots (and that the sign-in stage does not load already) become one chunk per group.
 *
 * Which chunks those are is known only after tree shaking (the libs' barrels reach every module), so the build
 * runs twice: a first pass, unminified and not written, with the default chunking, tells which modules those
 * chunks hold; the real build groups exactly those modules. Nothing else changes: lazy routes keep their chunks.
 */
const START_GROUPS: { name: string; roots: string[] }[] = [
  {
    name: 'portal',
    roots: [
      'apps/portal/src/app-stage.tsx',
      'apps/portal/src/app/layout/panel-layout.tsx',
      'libs/feature-dashboard/src/lib/dashboard-page.tsx',
    ],
  },
];
/** What a first visit to /auth loads (besides the entry): left to the default chunking, never in a group. */
const SIGN_IN_ROOTS = ['apps/portal/src/auth-stage.ts'];
const FIRST_PASS = 'PORTAL_BUILD_FIRST_PASS';
/** V8's magic comment for "every function here runs on load": compile the whole file eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function startChunks(): Plugin {
  const root = new URL('../../', import.meta.url).pathname;
  const groupOf = new Map<string, string>();
  let resolved: { configFile: string | undefined; mode: string; base: string } | undefined;
  return {
    name: 'portal-start-chunks',
    apply: (_config, env) => env.command === 'build' && !process.env[FIRST_PASS],
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: START_GROUPS.map(({ name }) => ({
                name,
                // The first pass placed their dependencies already (in a group or in the sign-in stage's chunks).
                includeDependenciesRecursively: false,
                test: (id: string) => groupOf.get(id) === name,
              })),
            },
          },
        },
      },
    }),
    configResolved(config) {
      resolved = { configFile: config.configFile, mode: config.mode, base: config.base };
    },
    // The start chunks are known to the entry only once it runs; every address but /auth starts the portal
    // (main.tsx: /auth without a session is the sign-in stage, and with one the portal's own route moves on), so a
    // script in the page asks for them while the HTML is parsed, beside the entry's own download.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || chunk.isEntry || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const { name } of START_GROUPS) {
          const chunk = chunks.find((candidate) => candidate.name === name && !candidate.isEntry);
          if (!chunk) throw new Error(`startChunks: no chunk named ${name}`);
          add(chunk.fileName);
        }
        // Those the page preloads already (the entry's own imports) are left out.
        const hrefs = [...files]
          .map((file) => `${resolved?.base ?? '/'}${file}`)
          .filter((href) => !html.includes(`href="${href}"`));
        const script = [
          '<script>',
          '      // Every address but /auth starts the portal: its start chunks download with the page (vite.config.ts).',
          // As main.tsx decides: only /auth itself (without a session) is the sign-in stage alone.
          `      if (location.pathname !== ${JSON.stringify(paths.auth())})`,
          `        ${JSON.stringify(hrefs)}.forEach(function (href) {`,
          `          var link = document.createElement('link');`,
          `          link.rel = 'modulepreload';`,
          `          link.crossOrigin = '';`,
          `          link.href = href;`,
          `          document.head.appendChild(link);`,
          `        });`,
          '    </script>',
          '    ',
        ].join('\n');
        // Before the entry's tag and the stylesheet: an inline script after a stylesheet waits for it to load.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('startChunks: index.html has no module script');
        return html.slice(0, at) + script + html.slice(at);
      },
    },
    // The start's chunks run as soon as they arrive: V8's explicit compile hint has them compiled whole on a
    // background thread while they download, instead of function by function on the main thread as they first run
    // (the start chunk's evaluation at CPU 4x: median 320 against 381 ms over 7 runs each). Lazy routes keep
    // V8's lazy compilation: much of their code never runs.
    generateBundle: {
      // After Vite's own (its preload helper rewrites the entry's code).
      order: 'post',
      handler(_options, bundle) {
        const hinted = new Set<string>();
        const hint = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || hinted.has(fileName)) return;
          hinted.add(fileName);
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          chunk.imports.forEach(hint);
        };
        for (const chunk of Object.values(bundle)) {
          const start =
            chunk.type === 'chunk' && (chunk.isEntry || START_GROUPS.some(({ name }) => name === chunk.name));
          if (start) hint(chunk.fileName);
        }
      },
    },
    async buildStart() {
      process.env[FIRST_PASS] = '1';
      let output;
      try {
        const { build } = await import('vite');
        output = await build({
          configFile: resolved?.configFile,
          mode: resolved?.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, manifest: false, emptyOutDir: false },
        });
      } finally {
        delete process.env[FIRST_PASS];
      }
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const holding = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(root + module));
        if (!chunk) this.error(`startChunks: no chunk holds ${module}`);
        return chunk.fileName;
      };
      const withImports = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          withImports(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const taken = withImports([...(entry ? [entry.fileName] : []), ...SIGN_IN_ROOTS.map(holding)]);
      groupOf.clear();
      for (const { name, roots } of START_GROUPS) {
        for (const file of withImports(roots.map(holding))) {
          if (taken.has(file)) continue;
          taken.add(file);
          for (const id of byFile.get(file)?.moduleIds ?? []) groupOf.set(id, name);
        }
      }
    },
  };
}

// Built assets live under static/js and static/css (spec 7), so the worker and caches can tell them apart.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/portal',
  server: { port: 4200, host: 'localhost', strictPort: true },
  preview: { port: 4300, host: 'localhost', strictPort: true },
  // The running bundle knows its build (html[data-build]), so support and the e2e can tell deploys apart.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    react(),
    versionFile(),
    pureRcModules(),
    lazyTooltipUniqueProvider(),
    startChunks(),
    // The offline worker exists in production builds only: `vite` dev and vitest never register one (nor the
    // start chunks' first pass, which writes nothing).
    command === 'build' &&
      !process.env[FIRST_PASS] &&
      VitePWA({
        strategies: 'generateSW',
        registerType: 'prompt',
        // The shell registers the worker itself (libs/pwa), to show the update notice and poll the version.
        injectRegister: false,
        filename: 'sw.js',
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          id: '/panel',
          name: 'Student portal',
          short_name: 'Student portal',
          description:
            'Everything of your stay in one place: invoices, payments, support, documents and more.',
          start_url: '/panel',
          scope: '/',
          display: 'standalone',
          theme_color: BRAND_ORANGE,
          background_color: LIGHT_BACKGROUND,
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
        },
        workbox: {
          // The app shell and every built chunk (the manifest and its icons are added by the plugin); not
          // version.json (always asked of the network) nor the Vite manifest.
          globPatterns: ['index.html', 'static/**/*.{js,css,woff,woff2,svg,png}'],
          // The PDF fonts (libs/documents) are fetched when a student makes a file, never precached.
          globIgnores: ['static/media/noto-sans-*'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [
            /^\/version\.json$/,
            /^\/sw\.js$/,
            /^\/workbox-[\w-]+\.js$/,
            /^\/manifest\.webmanifest$/,
          ],
          cleanupOutdatedCaches: true,
          // The first worker serves the very first visit; later ones wait for the student's Reload (spec 4).
          clientsClaim: true,
          skipWaiting: false,
          // No runtime routes: API calls (another origin) and version.json are never intercepted, so never stale.
          runtimeCaching: [],
        },
      }),
  ],
  resolve: { tsconfigPaths: true },
  // util's prepareFormatsAside starts a module worker; its file lives beside the other scripts.
  worker: {
    format: 'es',
    rollupOptions: {
      output: { entryFileNames: 'static/js/[name]-[hash].js', chunkFileNames: 'static/js/[name]-[hash].js' },
    },
  },
  build: {
    outDir: '../../dist/apps/portal',
    emptyOutDir: true,
    reportCompressedSize: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
}));
