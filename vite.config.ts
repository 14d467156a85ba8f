import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stripNodePropsPlugin } from './scripts/vite/strip-node-props.ts';
import { earlyLoaderPlugin } from './scripts/vite/early-loader.ts';
import { tenantPackagesPlugin } from './scripts/vite/tenant-packages.ts';
import { assetHashPlugin } from './scripts/vite/asset-hash.ts';
import { precompressPlugin } from './scripts/vite/precompress.ts';
import { deviceSyncPagePlugin } from './scripts/vite/device-sync-page.ts';
import { PRODUCTION_ROUTER } from './scripts/vite/production-router.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { entryPreloads } from './scripts/vite/entry-preloads.ts';

const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8788}`;
// Where `tenant build` writes the packages: public/tenants (copied into dist/ by the build); npm run
// dev may point it elsewhere (TENANT_PACKAGES), and serves it with tenantPackagesPlugin.
const PACKAGES = process.env.TENANT_PACKAGES ?? 'public/tenants';
// Where the site is built (the update test builds a second version beside the first).
const OUT = process.env.BUILD_OUT_DIR ?? 'dist';

const preloads = entryPreloads();

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: PRODUCTION_ROUTER } : {},
  plugins: [
    stripNodePropsPlugin(),
    react(),
    earlyLoaderPlugin(),
    tenantPackagesPlugin(PACKAGES),
    assetHashPlugin(),
    precompressPlugin(),
    preloads.plugin,
    deviceSyncPagePlugin(),
    // The service worker (src/sw/sw.ts) at /m/sw.js; the page registers it itself (src/services/pwa).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      outDir: `${OUT}/m`,
      registerType: 'prompt',
      injectRegister: false,
      manifest: false, // the home-screen manifest is the server's (/wps/system/manifest.json)
      injectManifest: {
        globDirectory: OUT,
        // The app's hashed code and styles (tenant packages and pages are cached as they are used).
        globPatterns: ['assets/**/*.{js,css}'],
        // Precache URLs are site-absolute (the worker lives under /m/).
        modifyURLPrefix: { assets: '/assets' },
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  // public/tenants is written by `tenant build` (npm run build / dev run it first).
  publicDir: 'public',
  // Hidden source maps: written for the size report (which package is in which chunk), not linked from the site.
  build: {
    outDir: OUT,
    emptyOutDir: true,
    sourcemap: 'hidden',
    target: 'es2022',
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    host: true,
    allowedHosts: ['.localhost'],
    // The dev runner reloads the page after a rebuild of the packages; Vite need not watch them.
    watch: { ignored: ['**/public/tenants/**'] },
    proxy: {
      '/wps': SANDBOX,
      '/__sandbox': SANDBOX,
      '/captcha': SANDBOX,
      '/__game': SANDBOX,
      '/__chat': SANDBOX,
      '/__art': SANDBOX,
    },
  },
}));
