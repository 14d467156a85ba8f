import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { stripNodePropsPlugin } from './scripts/vite/strip-node-props.ts';
import { earlyLoaderPlugin } from './scripts/vite/early-loader.ts';
import { tenantPackagesPlugin } from './scripts/vite/tenant-packages.ts';

const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8788}`;
// Where `tenant build` writes the packages: public/tenants (copied into dist/ by the build); npm run
// dev may point it elsewhere (TENANT_PACKAGES), and serves it with tenantPackagesPlugin.
const PACKAGES = process.env.TENANT_PACKAGES ?? 'public/tenants';

export default defineConfig({
  plugins: [stripNodePropsPlugin(), react(), earlyLoaderPlugin(), tenantPackagesPlugin(PACKAGES)],
  // public/tenants is written by `tenant build` (npm run build / dev run it first).
  publicDir: 'public',
  // Hidden source maps: written for the size report (which package is in which chunk), not linked from the site.
  build: { outDir: 'dist', sourcemap: 'hidden', target: 'es2022', manifest: true },
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
});
