import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built assets live under static/js and static/css (spec 7), so the worker and caches can tell them apart.
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/portal',
  server: { port: 4200, host: 'localhost', strictPort: true },
  preview: { port: 4300, host: 'localhost', strictPort: true },
  plugins: [react()],
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
});
