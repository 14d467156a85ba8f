/** The pieces of a pre-rendered page (scripts/prerender.tsx): inlined images, the app's late load, the stylesheets, the package folder. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import svgToTinyDataUri from 'mini-svg-data-uri';
import { RELEASES_DIR } from '../cli/lib/releases.ts';
import { HAND_OVER_GLOBAL } from '../src/core/hand-over.ts';
import { CHUNK_MAP_PREFIX } from './vite/early-loader.ts';

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Packages staged but not yet switched to (tenant publish): tenant id -> its release. */
export type StagedPackages = Record<string, string>;

/** Where a tenant's package is read from: its staged release, else the live folder. */
export const packageFolder = (dist: string, id: string, staged?: StagedPackages) =>
  staged?.[id] ? join(dist, RELEASES_DIR, 'tenants', id, staged[id]) : join(dist, 'tenants', id);

/** The largest image inlined into a pre-rendered page (as a data: URL; the CSP allows data: images). */
export const INLINE_IMAGE_MAX_BYTES = 4096;

/**
 * A small site-relative SVG (the logo, the splash icon) as a data: URL, so the first screen's
 * largest paint needs no request. The app's own render keeps the path; hydration leaves the
 * attribute as the HTML has it (React does not patch attributes), and it is the same image.
 */
export function inlineImage(dist: string, src: string | null, packages?: StagedPackages): string | null {
  const m = src && /^\/tenants\/([a-z0-9-]+)\/(assets\/[A-Za-z0-9._-]+\.svg)$/.exec(src);
  if (!m || src.includes('..')) return null;
  const path = join(packageFolder(dist, m[1]!, packages), m[2]!);
  if (!existsSync(path) || statSync(path).size > INLINE_IMAGE_MAX_BYTES) return null;
  // Percent-encoded text rather than base64: gzip packs the SVG's markup (the page's first round
  // trip holds 14.6 KB; base64 of the logo and icon took ~925 bytes of it, this ~450).
  return svgToTinyDataUri(readFileSync(path, 'utf8'));
}

/**
 * The page's loader of its app after its first paint: its own files (module preloads, then the
 * entry) and the early loader, written for `loader` (src/boot/app-after-paint.ts bundled as one
 * classic script: APP_AFTER_PAINT_ENTRY), which follows them in the same inline script.
 */
export function appAfterPaint(files: string[], earlyLoader: string, loader: string): string {
  if (![...files, earlyLoader].every((f) => /^\/assets\/[A-Za-z0-9._-]+\.js$/.test(f)))
    throw new Error(`unexpected app file in ${[...files, earlyLoader].join(', ')}`);
  if (loader.includes('</script')) throw new Error('the app loader must not contain "</script"');
  return `(window.${HAND_OVER_GLOBAL}=window.${HAND_OVER_GLOBAL}||{}).appFiles=${JSON.stringify({ files, earlyLoader })};${loader}`;
}

/** The loader appAfterPaint writes the files for. */
export const APP_AFTER_PAINT_ENTRY = 'src/boot/app-after-paint.ts';

export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The stylesheets of the given lazy node modules and of everything they import (Vite's build manifest). */
export function stylesheetsOf(manifest: ViteManifest, keys: string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const f of manifest[key].css ?? []) css.add(`/${f}`);
    for (const i of manifest[key].imports ?? []) if (i !== 'index.html') visit(i);
  };
  keys.forEach(visit);
  return [...css];
}

/**
 * A page's own stylesheet inlined: the rules as a <style> block (allowed by its hash, as the
 * entry's), and the link kept but disabled. The first paint then waits for no stylesheet request
 * (each one is a round trip; on HTTP/1 the second opens a connection of its own: 150-300 ms of
 * home's LCP on slow 4G), and the disabled link tells Vite's preload helper that the stylesheet is
 * on the page already, so the lazy chunk that imports it does not load it again.
 */
export function inlineStylesheet(doc: Document, dist: string, href: string): void {
  if (!/^\/assets\/[A-Za-z0-9._-]+\.css$/.test(href)) throw new Error(`unexpected stylesheet ${href}`);
  const css = readFileSync(join(dist, href), 'utf8');
  // The rules inside a style element: nothing may close it.
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
  const style = doc.createElement('style');
  style.textContent = css;
  const link = doc.createElement('link');
  Object.assign(link, { rel: 'stylesheet', href });
  link.setAttribute('disabled', '');
  doc.head.append(style, link);
}

/**
 * The build's inlined early loader split for a pre-rendered page: inline only its map of lazy node
 * modules, narrowed to the groups of this page's node types (it preloads only those:
 * src/boot/early-loader.ts preloadFirstScreen, for the same screen; the map of every module was
 * ~700 bytes of the first round trip), and its code, which the page loads as the build's file
 * after its first paint (appAfterPaint).
 */
export function splitEarlyLoader(script: string, types: ReadonlySet<string>): { inline: string; code: string } {
  if (!script.startsWith(CHUNK_MAP_PREFIX)) throw new Error('the early loader does not start with its chunk map');
  // File names and node types only ([A-Za-z0-9._/-]): the map's JSON holds no ";".
  const end = script.indexOf(';', CHUNK_MAP_PREFIX.length);
  const map = JSON.parse(script.slice(CHUNK_MAP_PREFIX.length, end)) as { types: string[]; files: string[] }[];
  const own = map.filter((g) => g.types.some((t) => types.has(t)));
  return { inline: `${CHUNK_MAP_PREFIX}${JSON.stringify(own)};`, code: script.slice(end + 1) };
}
