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
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { NODE_MODULES, NODES_DIR, LAZY_MODULES, chunkSourceOf } from '../../src/runtime/nodes/catalogue.ts';

const EARLY_ENTRY = 'src/boot/early-loader.ts';
/** Holds the browser's install prompt from the start (S4), on every page: its own inline script. */
const INSTALL_PROMPT_ENTRY = 'src/boot/install-prompt.ts';

/** How the inlined early loader begins: its map of lazy node modules (a pre-rendered page narrows it: prerender-page-parts.ts). */
export const CHUNK_MAP_PREFIX = `(window.${HAND_OVER_GLOBAL}=window.${HAND_OVER_GLOBAL}||{}).lazyChunks=`;

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

/**
 * The early loader's code as a file of the build, named by its content: a pre-rendered page loads
 * it after its first paint (src/boot/app-after-paint.ts) rather than carrying it
 * inline. Inline it was ~3.3 KB of the page's first round trip (TCP's first window holds 14.6 KB);
 * as a file it is one cached copy for every page of every tenant, and the service worker precaches it.
 */
export const earlyLoaderFile = (code: string) =>
  `/assets/early-loader-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function earlyLoaderPlugin(): Plugin {
  let root = process.cwd();
  let code: Promise<string> | undefined;
  const early = () => (code ??= bundleEarlyLoader(root));
  return {
    name: 'early-loader',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const js = await early();
      this.emitFile({ type: 'asset', fileName: earlyLoaderFile(js).slice(1), source: js });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle)
          return html.replace(
            '<!-- early-loader -->',
            `<script type="module" src="/${INSTALL_PROMPT_ENTRY}"></script><script type="module" src="/${EARLY_ENTRY}"></script>`,
          );
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
        // The JSON of the chunk map cannot close the script element: file names and node types only.
        const script = `${CHUNK_MAP_PREFIX}${JSON.stringify(lazyChunks)};${await early()}`;
        const hold = await bundleClassicScript(root, INSTALL_PROMPT_ENTRY);
        if (`${hold}${script}`.includes('</script')) throw new Error('the early loader must not contain "</script"');
        return html.replace('<!-- early-loader -->', () => `<script>${hold}</script><script>${script}</script>`);
      },
    },
  };
}
