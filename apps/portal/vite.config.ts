import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

/** What each of `src/early/*.ts` preloads: the modules whose chunks (and their imports) it lists as dependencies. */
const EARLY_CHUNKS: Record<string, string[]> = {
  'apps/portal/src/early/panel-chunks.ts': ['apps/portal/src/app/layout/panel-layout.tsx'],
  'apps/portal/src/early/dashboard-chunks.ts': ['libs/feature-dashboard/src/lib/dashboard-page.tsx'],
};

/**
 * A page's chunks, preloaded with the portal's own (issue 15). The router asks for a page's chunk only once the
 * portal's code has run (~0.4 s at CPU 4x), one more round trip before the page can show. Each module of
 * `src/early` is nearly empty; its dynamic import's preload list (Vite's `modulePreload.resolveDependencies`) gets
 * the chunks of the modules named in EARLY_CHUNKS, with everything they import, so importing it fetches and
 * compiles them (`<link rel="modulepreload">`) without running them. Vite skips a chunk already preloaded.
 */
function earlyChunks(): Plugin {
  const root = new URL('../../', import.meta.url).pathname;
  const early = new Map<string, string[]>();
  return {
    name: 'portal-early-chunks',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (filename, deps) => [...new Set([...deps, ...(early.get(filename) ?? [])])],
        },
      },
    }),
    // Before Vite's own generateBundle, which writes the preload lists.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const chunkOf = (module: string) => chunks.find((chunk) => chunk.moduleIds.includes(root + module));
      for (const [stub, modules] of Object.entries(EARLY_CHUNKS)) {
        const stubChunk = chunkOf(stub);
        if (!stubChunk) continue;
        const seen = new Set<string>();
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          // The entry has run already.
          if (!chunk.isEntry) files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const module of modules) {
          const chunk = chunkOf(module);
          if (!chunk) this.error(`earlyChunks: no chunk holds ${module}`);
          add(chunk.fileName);
        }
        early.set(stubChunk.fileName, [...files]);
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
    earlyChunks(),
    // The offline worker exists in production builds only: `vite` dev and vitest never register one.
    command === 'build' &&
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
