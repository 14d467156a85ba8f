/**
 * The asset hash (S4 "the asset hash is compared hourly and when the tab becomes visible"): one
 * content hash over the app's built code and styles. The build writes it into index.html (the
 * page's own) and into /m/asset-manifest.json (what the server has now); the page compares the
 * two and, when they differ, updates its service worker.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The part of a bundle the hash reads (Vite 8 builds with rolldown; its types and rollup's differ). */
type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset'; source: string | Uint8Array }>;
import { ASSET_HASH_META, ASSET_MANIFEST_URL } from '../../src/core/pwa.ts';

/** sha-256 over the bundle's files (name and content, sorted by name), pages and source maps left out. */
export function assetHash(bundle: Bundle): string {
  const h = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    if (name.endsWith('.html') || name.endsWith('.map')) continue;
    const f = bundle[name]!;
    h.update(name)
      .update('\0')
      .update(f.type === 'chunk' ? f.code : f.source)
      .update('\0');
  }
  return h.digest('hex').slice(0, 20);
}

export function assetHashPlugin(): Plugin {
  let outDir = 'dist';
  let hash = '';
  return {
    name: 'asset-hash',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        hash = assetHash(ctx.bundle);
        return html.replace('</head>', `  <meta name="${ASSET_HASH_META}" content="${hash}" />\n  </head>`);
      },
    },
    writeBundle(_options, bundle) {
      const file = join(outDir, ASSET_MANIFEST_URL);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, JSON.stringify({ hash: hash || assetHash(bundle), timestamp: Date.now() }) + '\n');
    },
  };
}
