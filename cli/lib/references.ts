/**
 * What a tenant points at: internal links ("/m/..." in screens and menus: menu paths, navigate
 * targets, link nodes) must lead to a route some screen serves; every screen must be reached by a
 * spec route or a link; site-relative assets ("/tenants/<id>/...") must exist in the tenant folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isObject } from '../../src/core/guards.ts';
import { joinPointer } from '../../src/core/json-pointer.ts';
import { ROUTE_ALIASES, SPEC_ROUTES } from '../../src/core/spec-constants.ts';

type Json = Record<string, unknown>;
interface Found {
  pointer: string;
  message: string;
}

/**
 * Every string under `value` that passes `keep`, with its pointer. Iterative (validate bounds the
 * depth); a pointer is built only for a string that is kept, from the chain of keys to it.
 */
function strings(value: unknown, base: string, keep: (s: string) => boolean): { text: string; pointer: string }[] {
  const out: { text: string; pointer: string }[] = [];
  type Step = { key: string; up: Step | undefined };
  const stack: [unknown, Step | undefined][] = [[value, undefined]];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (!keep(v)) continue;
      const keys: string[] = [];
      for (let s = at; s; s = s.up) keys.push(s.key);
      out.push({ text: v, pointer: base + joinPointer(keys.reverse()) });
    } else if (typeof v === 'object' && v !== null) for (const k in v) stack.push([(v as Json)[k], { key: k, up: at }]);
  }
  return out;
}

/** Per screen object (a tenant that inherits a screen shares the very object): its links and assets, found once. */
const perScreen = new WeakMap<
  object,
  { links: { text: string; pointer: string }[]; assets: { text: string; pointer: string }[] }
>();
const isLink = (s: string) => s.startsWith('/m/');
const isAsset = (s: string) => /^\/tenants\/[a-z0-9_-]+\/./.test(s);

function screenRefs(screen: unknown) {
  if (!isObject(screen)) return { links: [], assets: [] };
  let found = perScreen.get(screen);
  if (!found) {
    // A screen's own route is not a link to it.
    const { route: _route, ...rest } = screen;
    found = { links: strings(rest, '', isLink), assets: strings(rest, '', isAsset) };
    perScreen.set(screen, found);
  }
  return found;
}

const path = (link: string) => link.split(/[?#]/)[0]!;

/** The internal links of screens and menus; a screen's own `route` is not a link. */
function internalLinks(doc: Json): { text: string; pointer: string }[] {
  const screens = isObject(doc.screens) ? doc.screens : {};
  return [
    ...strings(doc.menus, '/menus', isLink),
    ...Object.entries(screens).flatMap(([id, s]) => {
      const base = joinPointer(['screens', id]);
      return screenRefs(s).links.map((l) => ({ text: l.text, pointer: base + l.pointer }));
    }),
  ];
}

/** A screen whose route the spec does not name (no player lands on it from outside) and no link mentions. */
export function unreachedScreens(doc: Json): Found[] {
  const linked = new Set(internalLinks(doc).map((l) => path(l.text)));
  const out: Found[] = [];
  for (const [id, screen] of Object.entries(isObject(doc.screens) ? doc.screens : {})) {
    const route = isObject(screen) ? screen.route : undefined;
    if (typeof route !== 'string' || (SPEC_ROUTES as readonly string[]).includes(route) || linked.has(route)) continue;
    out.push({
      pointer: joinPointer(['screens', id, 'route']),
      message: `no menu entry, link or spec route reaches "${route}": link it from a menu or a screen, or remove the screen`,
    });
  }
  return out;
}

/** A link to a route no screen serves would show "Page not found". */
export function deadLinks(doc: Json): Found[] {
  const served = new Set([
    ...Object.values(isObject(doc.screens) ? doc.screens : {}).flatMap((s) =>
      isObject(s) && typeof s.route === 'string' ? [s.route] : [],
    ),
    ...Object.keys(ROUTE_ALIASES),
  ]);
  return internalLinks(doc)
    .filter((l) => !served.has(path(l.text)))
    .map((l) => ({ pointer: l.pointer, message: `"${path(l.text)}" is not a route any screen of this tenant serves` }));
}

/** Site-relative assets of the tenant ("/tenants/<id>/assets/logo.svg") must be files of that folder. */
/** Every asset the tenant names (`/tenants/<folder>/...`), where it names it. */
export function assetRefs(doc: Json): { text: string; pointer: string }[] {
  const { screens, ...rest } = doc;
  return [
    ...strings(rest, '', isAsset),
    ...Object.entries(isObject(screens) ? screens : {}).flatMap(([id, s]) => {
      const base = joinPointer(['screens', id]);
      return screenRefs(s).assets.map((a) => ({ text: a.text, pointer: base + a.pointer }));
    }),
  ];
}

/** The files, relative to the tenants' folder, that the tenant's asset references name. */
export function assetFiles(doc: Json): string[] {
  return [...new Set(assetRefs(doc).map(({ text }) => path(text).slice('/tenants/'.length)))];
}

export function missingAssets(doc: Json, root: string): Found[] {
  return assetRefs(doc)
    .filter(({ text }) => !existsSync(join(root, path(text).slice('/tenants/'.length))))
    .map(({ text, pointer }) => ({
      pointer,
      message: `asset "${path(text)}" does not exist (looked for tenants/${path(text).slice('/tenants/'.length)})`,
    }));
}
