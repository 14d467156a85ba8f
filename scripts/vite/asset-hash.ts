/**
 * The asset hashes (S4 "the asset hash is compared hourly and when the tab becomes visible"; S7
 * lists two manifests): one content hash over the member centre's built code and styles, one
 * over everything else. The build writes both into index.html (the page's own) and into
 * /m/asset-manifest.json and /mobile/mc/asset-manifest.json (what the server has now); the page
 * compares each pair and, when one differs, updates its service worker.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ASSET_MANIFESTS, MEMBER_CENTRE_SOURCES } from '../../src/core/pwa.ts';

/** The part of a bundle the hashes read (Vite 8 builds with rolldown; its types and rollup's differ). */
type File =
  | { type: 'chunk'; code: string; moduleIds?: readonly string[]; viteMetadata?: { importedCss?: Set<string> } }
  | { type: 'asset'; source: string | Uint8Array };
type Bundle = Record<string, File>;

/** sha-256 over the files (name and content, sorted by name), pages and source maps left out. */
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

const memberCentre = (id: string) => MEMBER_CENTRE_SOURCES.some((s) => id.replaceAll('\\', '/').includes(s));

/**
 * The bundle in two: the member centre's files (chunks whose every module is one of its sources,
 * and the styles only they import) and the rest.
 */
export function splitBundle(bundle: Bundle): [rest: Bundle, memberCentreFiles: Bundle] {
  const mc = new Set<string>();
  const cssOfOthers = new Set<string>();
  for (const [name, f] of Object.entries(bundle)) {
    if (f.type !== 'chunk') continue;
    const ids = (f.moduleIds ?? []).filter((id) => !id.startsWith('\0'));
    const ours = ids.length > 0 && ids.every(memberCentre);
    if (ours) mc.add(name);
    for (const css of f.viteMetadata?.importedCss ?? []) if (!ours) cssOfOthers.add(css);
  }
  for (const [name, f] of Object.entries(bundle))
    if (f.type === 'chunk' && mc.has(name))
      for (const css of f.viteMetadata?.importedCss ?? []) if (!cssOfOthers.has(css)) mc.add(css);
  const rest: Bundle = {};
  const ours: Bundle = {};
  for (const [name, f] of Object.entries(bundle)) (mc.has(name) ? ours : rest)[name] = f;
  return [rest, ours];
}

export function assetHashPlugin(): Plugin {
  let outDir = 'dist';
  let hashes: string[] = [];
  const hashesOf = (bundle: Bundle) => splitBundle(bundle).map(assetHash);
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
        hashes = hashesOf(ctx.bundle as unknown as Bundle);
        const metas = ASSET_MANIFESTS.map((m, i) => `  <meta name="${m.meta}" content="${hashes[i]}" />\n`).join('');
        return html.replace('</head>', `${metas}  </head>`);
      },
    },
    writeBundle(_options, bundle) {
      if (!hashes.length) hashes = hashesOf(bundle as unknown as Bundle);
      const timestamp = Date.now();
      ASSET_MANIFESTS.forEach((m, i) => {
        const file = join(outDir, m.url);
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, JSON.stringify({ hash: hashes[i], timestamp }) + '\n');
      });
    },
  };
}
