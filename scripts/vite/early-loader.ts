/**
 * Build plugin for index.html: inlines the stylesheet (small; the first paint then waits for no
 * request), writes the map of lazy node modules to their built files, and inlines the early
 * loader (src/boot/early-loader.ts, bundled as one classic script), so the tenant lookups, English and the
 * status call start while the app's JavaScript downloads. In the dev server the early loader is
 * served as a module instead.
 */
import { HAND_OVER_GLOBAL } from '../../src/core/hand-over.ts';
import { build } from 'esbuild';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { NODE_MODULES, NODES_DIR, LAZY_MODULES, chunkSourceOf } from '../../src/runtime/nodes/catalogue.ts';

const EARLY_ENTRY = 'src/boot/early-loader.ts';

/** A browser entry as one minified classic script (no imports left): the early loader, the device sync page. */
export async function bundleClassicScript(root: string, entry: string): Promise<string> {
  const out = await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
  });
  return out.outputFiles[0]!.text.trim();
}

/** src/boot/early-loader.ts as one minified classic script. */
export const bundleEarlyLoader = (root: string) => bundleClassicScript(root, EARLY_ENTRY);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function earlyLoaderPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'early-loader',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle)
          return html.replace('<!-- early-loader -->', `<script type="module" src="/${EARLY_ENTRY}"></script>`);
        const chunks = Object.values(ctx.bundle).filter((c) => c.type === 'chunk');
        // The entry and what it imports are the page's own to load (its script and preload links, or
        // the pre-rendered page's after-paint loader): listed here too, they were linked twice.
        const entry = chunks.find((c) => c.type === 'chunk' && c.isEntry);
        const ofEntry = new Set(entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : []);
        const lazyChunks = LAZY_MODULES.map((module) => {
          const chunk = chunks.find(
            (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(`${NODES_DIR}/${chunkSourceOf(module)}`),
          );
          if (!chunk || chunk.type !== 'chunk') throw new Error(`no chunk for the lazy node module ${module}`);
          const files = [chunk.fileName, ...chunk.imports].filter((f) => !ofEntry.has(f));
          return { types: NODE_MODULES[module], files: files.map((f) => `/${f}`) };
        });
        for (const asset of Object.values(ctx.bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const tag = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(asset.fileName)}"[^>]*>`);
          // The disabled link is never fetched; it tells Vite's preload helper that this stylesheet
          // is on the page already, else a lazy chunk that imports the entry would load it again,
          // after the lazy stylesheets, and its base rules would override theirs (a layout shift).
          if (tag.test(html))
            html = html.replace(
              tag,
              () => `<style>${String(asset.source)}</style><link rel="stylesheet" href="/${asset.fileName}" disabled>`,
            );
        }
        const early = await bundleEarlyLoader(root);
        // The JSON of the chunk map cannot close the script element: file names and node types only.
        const script = `(window.${HAND_OVER_GLOBAL}=window.${HAND_OVER_GLOBAL}||{}).lazyChunks=${JSON.stringify(lazyChunks)};${early}`;
        if (script.includes('</script')) throw new Error('the early loader must not contain "</script"');
        return html.replace('<!-- early-loader -->', () => `<script>${script}</script>`);
      },
    },
  };
}
