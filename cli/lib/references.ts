/**
 * What a tenant points at: internal links ("/m/..." in screens and menus: menu paths, navigate
 * targets, link nodes) must lead to a route some screen serves; every screen must be reached by a
 * spec route or a link; site-relative assets ("/tenants/<id>/...") must exist in the tenant folder.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isObject } from '../../src/core/node/tenant-files.ts';
import { joinPointer } from '../../src/core/node/json-file.ts';
import { ROUTE_ALIASES, SPEC_ROUTES } from '../../src/core/spec-constants.ts';

type Json = Record<string, unknown>;
interface Found {
  pointer: string;
  message: string;
}

/** Every string under `value` that passes `keep`, with its pointer (iterative: depth is bounded by validate). */
function strings(value: unknown, base: string, keep: (s: string) => boolean): { text: string; pointer: string }[] {
  const out: { text: string; pointer: string }[] = [];
  const stack: [unknown, string][] = [[value, base]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (typeof v === 'string') {
      if (keep(v)) out.push({ text: v, pointer: p });
    } else if (typeof v === 'object' && v !== null)
      for (const [k, c] of Object.entries(v)) stack.push([c, `${p}${joinPointer([k])}`]);
  }
  return out;
}

const path = (link: string) => link.split(/[?#]/)[0]!;

/** The internal links of screens and menus; a screen's own `route` is not a link. */
function internalLinks(doc: Json): { text: string; pointer: string }[] {
  const screens = isObject(doc.screens) ? doc.screens : {};
  const isLink = (s: string) => s.startsWith('/m/');
  return [
    ...strings(doc.menus, '/menus', isLink),
    ...Object.entries(screens).flatMap(([id, s]) =>
      strings(isObject(s) ? { ...s, route: undefined } : s, joinPointer(['screens', id]), isLink),
    ),
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
export function missingAssets(doc: Json, root: string): Found[] {
  return strings(doc, '', (s) => /^\/tenants\/[a-z0-9_-]+\/./.test(s))
    .filter(({ text }) => !existsSync(join(root, path(text).slice('/tenants/'.length))))
    .map(({ text, pointer }) => ({
      pointer,
      message: `asset "${path(text)}" does not exist (looked for tenants/${path(text).slice('/tenants/'.length)})`,
    }));
}
