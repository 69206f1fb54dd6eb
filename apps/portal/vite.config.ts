import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { antdStaticCss } from '../../tools/vite/antd-static-css';
import { brandColours, portalColours } from '../../tools/vite/brand-colours';
import { CSP_NONCE_PLACEHOLDER } from './nginx/render-config.mjs';

const appVersion = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
// The portal's plain colours, from ui's colours entry: the brand colours' plugin and the manifest below.
const colours = await portalColours();
const { PLAIN_COLOURS } = colours;
// One id per build: the CI passes BUILD_ID; a local build gets its start time.
const buildId = process.env['BUILD_ID'] || new Date().toISOString();

/** Writes `version.json`, which the deploy serves beside the app: the running app polls it and reloads when a new deploy answers differently. */
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

// Built assets live under static/js and static/css (the deployed layout the server's caching rules expect), so the worker and caches can tell them apart.
export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/portal',
  server: { port: 4200, host: 'localhost', strictPort: true },
  preview: { port: 4300, host: 'localhost', strictPort: true },
  // The running bundle knows its build (html[data-build]), so support and the e2e can tell deploys apart.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  // The page's CSP nonce (nginx writes a fresh one per answer): Vite marks its tags and a <meta property="csp-nonce">
  // with it, where antd's ConfigProvider reads it for the <style> elements it writes (ui's theme-mode-provider).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  plugins: [
    react(),
    antdStaticCss({ extract: true }),
    brandColours(colours),
    versionFile(),
    // The offline worker exists in production builds only: `vite` dev and vitest never register one.
    command === 'build' &&
      VitePWA({
        strategies: 'generateSW',
        registerType: 'prompt',
        // The shell registers the worker itself (libs/shared/pwa), to show the update notice and poll the version.
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
          theme_color: PLAIN_COLOURS.light.toolbar,
          background_color: PLAIN_COLOURS.light.pageBg,
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
          // The PDF fonts (libs/shared/documents): a receipt or statement is made offline from kept data, so the
          // fonts of one file each (Latin, Arabic, Cyrillic, Greek, Hebrew, Thai, Devanagari: about 300 KB) are
          // precached; the hundreds of Chinese, Japanese and Korean subsets are not, each is kept once used.
          globIgnores: ['static/media/noto-sans-{sc,jp,kr}-*'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [
            /^\/version\.json$/,
            /^\/sw\.js$/,
            /^\/workbox-[\w-]+\.js$/,
            /^\/manifest\.webmanifest$/,
            // A sponsor's link always comes from nginx, with its Referrer-Policy: no-referrer; the precached shell
            // carries the portal's policy, which would send the link's secret as the Referer of every chunk.
            /^\/sponsor\//,
          ],
          cleanupOutdatedCaches: true,
          // The first worker serves the very first visit; later ones wait for the student's Reload on the update notice.
          clientsClaim: true,
          skipWaiting: false,
          // API calls (another origin) and version.json are never intercepted, so never stale. The one runtime route:
          // the CJK font subsets a file used, under hashed (immutable) names, for the next file made offline.
          runtimeCaching: [
            {
              urlPattern: ({ sameOrigin, url }) =>
                sameOrigin && /^\/static\/media\/noto-sans-(sc|jp|kr)-/.test(url.pathname),
              handler: 'CacheFirst',
              options: { cacheName: 'pdf-font-subsets', expiration: { maxEntries: 300 } },
            },
          ],
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
    rolldownOptions: {
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
