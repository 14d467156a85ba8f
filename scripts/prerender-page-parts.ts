/** The pieces of a pre-rendered page (scripts/prerender.tsx): inlined images, the app's late load, the stylesheets, the package folder. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import svgToTinyDataUri from 'mini-svg-data-uri';
import { RELEASES_DIR } from '../cli/lib/releases.ts';
import { FIRST_PAINT_WAIT_MAX_MS } from '../src/services/scheduling/main-thread.ts';
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
 * Loads the early loader and the app's module files after the page's first paint (as
 * services/scheduling/main-thread.ts afterFirstPaint waits for it: the paint entry, a frame where
 * there is none, at most FIRST_PAINT_WAIT_MAX_MS, at once in a hidden tab). The early loader runs
 * first (its calls and the first screen's preloads, src/boot/early-loader.ts), then the app's entry,
 * whose imports are already on their way (module preloads); if the early loader cannot load, the app
 * starts all the same (boot makes the calls itself): the page is never left without its app.
 */
export function appAfterPaint(files: string[], earlyLoader: string): string {
  if (![...files, earlyLoader].every((f) => /^\/assets\/[A-Za-z0-9._-]+\.js$/.test(f)))
    throw new Error(`unexpected app file in ${[...files, earlyLoader].join(', ')}`);
  return (
    `(function(){var f=${JSON.stringify(files)},d=document,done=0;` +
    `function add(t,s){var e=d.createElement(t);s(e);d.head.appendChild(e)}` +
    `function app(){add('script',function(e){e.type='module';e.crossOrigin='';e.src=f[f.length-1]})}` +
    `function go(){if(done++)return;f.slice(0,-1).forEach(function(h){add('link',function(e){e.rel='modulepreload';e.crossOrigin='';e.href=h})});` +
    `add('script',function(e){e.src=${JSON.stringify(earlyLoader)};e.onload=e.onerror=app})}` +
    `if(d.visibilityState==='hidden')return go();d.addEventListener('visibilitychange',go,{once:true});` +
    `setTimeout(go,${FIRST_PAINT_WAIT_MAX_MS});` +
    `function frame(){requestAnimationFrame(function(){setTimeout(go)})}` +
    `var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return frame();` +
    `try{new P(function(l,o){if(!l.getEntriesByName('first-contentful-paint').length)return;o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(x){frame()}` +
    `})();`
  );
}

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
