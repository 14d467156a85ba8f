/** The pieces of a pre-rendered page (scripts/prerender.tsx): inlined images, the app's late load, the stylesheets, the package folder. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASES_DIR } from '../cli/lib/releases.ts';
import { HAND_OVER_GLOBAL } from '../src/core/hand-over.ts';

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
  return `data:image/svg+xml;base64,${readFileSync(path).toString('base64')}`;
}

/**
 * Loads the app's module files after the page's first paint: the early loader's `firstPaint`
 * (services/scheduling/main-thread.ts afterFirstPaint), which it starts on every pre-rendered page;
 * at once if there is none (and if it failed: the page must never be left without its app).
 */
export function appAfterPaint(files: string[]): string {
  if (!files.every((f) => /^\/assets\/[A-Za-z0-9._-]+\.js$/.test(f)))
    throw new Error(`unexpected app file in ${files.join(', ')}`);
  const list = JSON.stringify(files);
  return (
    `(function(){var f=${list};function go(){` +
    `f.forEach(function(h,i){var e=document.createElement(i===f.length-1?'script':'link');` +
    `if(i===f.length-1){e.type='module';e.src=h}else{e.rel='modulepreload';e.href=h}` +
    `e.crossOrigin='';document.head.appendChild(e)})}` +
    `var h=window.${HAND_OVER_GLOBAL};(h&&h.firstPaint||Promise.resolve()).then(go,go)})();`
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
