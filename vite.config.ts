import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { stripNodePropsPlugin } from './scripts/vite/strip-node-props.ts';
import { NODE_MODULES, NODES_DIR, LAZY_MODULES } from './src/runtime/nodes/catalogue.ts';

const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8788}`;

/**
 * Writes the built file names of each lazily loaded node group into index.html, so its early
 * loader can preload the code of the first screen (a login form) while the app downloads,
 * and screens without that code never load it.
 */
function lazyChunkMap(): Plugin {
  return {
    name: 'lazy-chunk-map',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        const groups = LAZY_MODULES.map((module) => {
          const chunk = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`${NODES_DIR}/${module}`));
          if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk for the lazy node module ${module}`);
          return { types: NODE_MODULES[module], files: [chunk.fileName, ...chunk.imports].map((f) => `/${f}`) };
        });
        // The stylesheet is small (~1.3 KiB gzip): inline it, so the first paint waits for no request.
        for (const asset of Object.values(ctx.bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const tag = new RegExp(
            `<link rel="stylesheet"[^>]*href="/${asset.fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
          );
          if (tag.test(html)) html = html.replace(tag, () => `<style>${String(asset.source)}</style>`);
        }
        return html.replace(
          '<!-- lazy-chunks -->',
          `<script>window.__lazyChunks = ${JSON.stringify(groups)};</script>`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [stripNodePropsPlugin(), react(), lazyChunkMap()],
  // public/tenants is written by `tenant build` (npm run build / dev run it first).
  publicDir: 'public',
  // Hidden source maps: written for the size report (which package is in which chunk), not linked from the site.
  build: { outDir: 'dist', sourcemap: 'hidden', target: 'es2022', manifest: true },
  server: {
    port: Number(process.env.PORT ?? 5173),
    host: true,
    allowedHosts: ['.localhost'],
    proxy: { '/wps': SANDBOX, '/__sandbox': SANDBOX, '/captcha': SANDBOX, '/__game': SANDBOX, '/__chat': SANDBOX },
  },
});
