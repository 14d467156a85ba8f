/**
 * A tenant package on disk: tenants/<id>/tenant.json, screens/<screen>.json, templates/<name>.json,
 * i18n/<LANG>.json and sandbox.json. A layer is the document those files make; the resolved tenant
 * is _base then the tenant, layered by core/layering.ts (objects merge, screens are patched by node
 * id or replaced explicitly, templates instantiated). Every value of the resolved tenant can be
 * traced to the file, line and column that set it, through patches and templates.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, locate, type JsonFile } from './json-file.ts';
import { joinPointer, splitPointer } from '../json-pointer.ts';
import type { Problem } from './problems.ts';
import { checkEntry, jsonFilesOf } from './folder-entries.ts';
import { merge, layerScreen, type NodeOrigin, type Track } from '../layering.ts';
import { isObject } from '../guards.ts';

export { merge };
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const BASE_ID = '_base';
export const TENANT_ID = /^[a-z0-9-]+$/;

export function tenantsDir(): string {
  return process.env.TENANTS_DIR ? resolve(process.env.TENANTS_DIR) : join(ROOT, 'tenants');
}

type Json = Record<string, unknown>;

/** Which file holds which part of a layer document. */
interface Mount {
  pointer: string;
  file: JsonFile;
}

export interface Layer {
  id: string;
  dir: string;
  /** tenant.json and the translations (screens and templates are kept apart: they layer differently). */
  doc: Json;
  screens: Record<string, { file: JsonFile; body: Json }>;
  templates: Record<string, { file: JsonFile; body: Json }>;
  mounts: Mount[];
  problems: Problem[];
}

/** The schema each kind of file must name in its first key, relative to the file. */
const SCHEMA_OF = {
  tenant: '../../schemas/tenant.schema.json',
  screen: '../../../schemas/screen.schema.json',
  template: '../../../schemas/template.schema.json',
  i18n: '../../../schemas/translations.schema.json',
  sandbox: '../../schemas/sandbox.schema.json',
};

function checkSchemaKey(file: JsonFile, expected: string): Problem[] {
  const v = file.value;
  if (!isObject(v))
    return [{ file: file.path, ...locate(file, ''), pointer: '', message: 'the file must hold a JSON object' }];
  const first = Object.keys(v)[0];
  if (first !== '$schema')
    return [
      {
        file: file.path,
        line: 1,
        col: 1,
        pointer: '',
        message: `the file must start with "$schema": "${expected}" (editor completion and checks)`,
      },
    ];
  if (v.$schema !== expected)
    return [
      { file: file.path, ...locate(file, '/$schema'), pointer: '/$schema', message: `"$schema" must be "${expected}"` },
    ];
  return [];
}

/**
 * Where each object of every loaded file came from (file and pointer); copies made while layering
 * inherit their original's place, so a problem in a resolved screen points into the file to edit.
 */
const sources = new WeakMap<object, { file: JsonFile; pointer: string }>();
function recordSources(file: JsonFile, value: unknown, base: string): void {
  const stack: [unknown, string][] = [[value, base]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (typeof v !== 'object' || v === null || sources.has(v)) continue;
    sources.set(v, { file, pointer: p });
    for (const [k, c] of Object.entries(v))
      if (typeof c === 'object' && c !== null) stack.push([c, p + joinPointer([k])]);
  }
}
const track: Track = (original, copy) => {
  const s = sources.get(original);
  if (s && !sources.has(copy)) sources.set(copy, s);
};

/** A file's content without "$schema", the same object for as long as the file stays cached (validation caches by identity). */
const bodies = new WeakMap<JsonFile, Json>();
function bodyOf(file: JsonFile & { value: Json }): Json {
  let b = bodies.get(file);
  if (!b) {
    const { $schema: _ignored, ...rest } = file.value;
    b = rest;
    bodies.set(file, b);
    recordSources(file, b, '');
  }
  return b;
}

export function loadLayer(id: string, root = tenantsDir()): Layer {
  const dir = join(root, id);
  const layer: Layer = { id, dir, doc: {}, screens: {}, templates: {}, mounts: [], problems: [] };
  const usable = (file: JsonFile, kind: keyof typeof SCHEMA_OF): Json | undefined => {
    layer.problems.push(...file.syntax, ...file.problems);
    if (file.syntax.length) return undefined;
    layer.problems.push(...checkSchemaKey(file, SCHEMA_OF[kind]));
    return isObject(file.value) ? bodyOf(file as JsonFile & { value: Json }) : undefined;
  };
  const tenantFile = join(dir, 'tenant.json');
  const entry = checkEntry(tenantFile, dir, 'file');
  if (!entry?.ok) {
    layer.problems.push(
      entry?.problem ?? { file: tenantFile, line: 1, col: 1, pointer: '', message: 'missing tenant.json' },
    );
    return layer;
  }
  const tenant = readJson(tenantFile);
  const body = usable(tenant, 'tenant');
  if (body) {
    Object.assign(layer.doc, body);
    layer.mounts.push({ pointer: '', file: tenant });
  }
  for (const { name, path } of jsonFilesOf(dir, 'screens', layer.problems)) {
    const file = readJson(path);
    const b = usable(file, 'screen');
    if (b) layer.screens[name] = { file, body: b };
  }
  for (const { name, path } of jsonFilesOf(dir, 'templates', layer.problems)) {
    const file = readJson(path);
    const b = usable(file, 'template');
    if (b) layer.templates[name] = { file, body: b };
  }
  const translations: Json = {};
  for (const { name, path } of jsonFilesOf(dir, 'i18n', layer.problems)) {
    const file = readJson(path);
    const b = usable(file, 'i18n');
    if (!b) continue;
    translations[name] = b;
    layer.mounts.push({ pointer: joinPointer(['translations', name]), file });
  }
  if (Object.keys(translations).length) layer.doc.translations = merge(layer.doc.translations, translations);
  return layer;
}

export function has(doc: unknown, pointer: string): boolean {
  let at: unknown = doc;
  for (const p of splitPointer(pointer)) {
    if (Array.isArray(at) ? !(Number(p) < at.length) : !(isObject(at) && p in at)) return false;
    at = (at as Json)[p];
  }
  return true;
}
export function get(doc: unknown, pointer: string): unknown {
  let at: unknown = doc;
  for (const p of splitPointer(pointer)) at = (at as Json | undefined)?.[p];
  return at;
}

export interface Resolved {
  id: string;
  layers: Layer[];
  doc: Json;
  problems: Problem[];
  /** Which layer and which patch (or template) put each node of a resolved screen there. */
  origins: WeakMap<object, NodeOrigin>;
}

/** The base layer's screens, resolved once per base file (every tenant that inherits one shares it). */
const baseScreens = new WeakMap<JsonFile, { screen: Json; problems: Problem[] }>();
const origins = new WeakMap<object, NodeOrigin>();

function resolveScreens(layers: Layer[]): { screens: Json; problems: Problem[] } {
  // A layer's screens see the templates of that layer and the ones below it.
  const templatesUpTo = (i: number) =>
    Object.fromEntries(
      layers.slice(0, i + 1).flatMap((l) => Object.entries(l.templates).map(([name, t]) => [name, t.body])),
    );
  const screens: Json = {};
  const problems: Problem[] = [];
  const ids = [...new Set(layers.flatMap((l) => Object.keys(l.screens)))];
  for (const id of ids) {
    let screen: Json | undefined;
    for (const [i, l] of layers.entries()) {
      const own = l.screens[id];
      if (!own) continue;
      const cached = i === 0 ? baseScreens.get(own.file) : undefined;
      const done =
        cached ??
        (() => {
          const r = layerScreen(screen, { layer: l.id, file: own.body }, templatesUpTo(i), origins, track);
          const found = r.problems.map((p): Problem => ({
            file: own.file.path,
            ...locate(own.file, p.pointer),
            pointer: p.pointer,
            message: p.message,
          }));
          return { screen: r.screen, problems: found };
        })();
      if (i === 0) baseScreens.set(own.file, done);
      screen = done.screen;
      problems.push(...done.problems);
    }
    if (screen) screens[id] = screen;
  }
  return { screens, problems };
}

export function resolveTenant(id: string, root = tenantsDir()): Resolved {
  const layers = id === BASE_ID ? [loadLayer(BASE_ID, root)] : [loadLayer(BASE_ID, root), loadLayer(id, root)];
  const doc = layers.reduce<unknown>((acc, l) => merge(acc, l.doc), {}) as Json;
  const { screens, problems } = resolveScreens(layers);
  doc.screens = screens;
  return { id, layers, doc, problems: [...layers.flatMap((l) => l.problems), ...problems], origins };
}

/** The layer that set the value at `pointer` (the last one that has it), or undefined. */
export function originOf(r: Resolved, pointer: string): Layer | undefined {
  return [...r.layers].reverse().find((l) => has(l.doc, pointer));
}

/** file:line:col of a pointer in the resolved tenant: the file that set it (or its nearest set ancestor). */
export function place(r: Resolved, pointer: string): Pick<Problem, 'file' | 'line' | 'col' | 'pointer'> {
  // Through the objects themselves: screens (patched, templated) keep their files' places.
  const parts = splitPointer(pointer);
  let at: unknown = r.doc;
  let best: { file: JsonFile; pointer: string; rest: string[] } | undefined;
  for (let i = 0; i <= parts.length; i++) {
    const s = typeof at === 'object' && at !== null ? sources.get(at) : undefined;
    if (s) best = { ...s, rest: parts.slice(i) };
    if (i === parts.length || typeof at !== 'object' || at === null) break;
    at = (at as Json)[parts[i]!];
  }
  if (best && pointer.startsWith('/screens/')) {
    const inFile = best.pointer + joinPointer(best.rest);
    return { file: best.file.path, ...locate(best.file, inFile), pointer: inFile };
  }
  // Merged objects are new: the layer that has the pointer, and the file of that layer that holds it.
  let p = pointer;
  for (;;) {
    const layer = originOf(r, p);
    if (layer) {
      const m = layer.mounts
        .filter((mt) => p === mt.pointer || p.startsWith(mt.pointer + '/') || mt.pointer === '')
        .sort((a, b) => b.pointer.length - a.pointer.length)[0];
      if (m)
        return {
          file: m.file.path,
          ...locate(m.file, p.slice(m.pointer.length)),
          pointer: pointer.slice(m.pointer.length),
        };
    }
    if (p === '') break;
    p = p.slice(0, p.lastIndexOf('/'));
  }
  const file = r.layers[r.layers.length - 1]!;
  return { file: join(file.dir, 'tenant.json'), line: 1, col: 1, pointer };
}

/**
 * A tenant's sandbox.json layered on _base/sandbox.json (objects merge, arrays replace), with the
 * place of every value (the layer that set it).
 */
export function loadSandbox(
  id: string,
  root = tenantsDir(),
): {
  file: JsonFile | undefined;
  /** The layers' files that could be parsed, _base's first: each is checked as written too. */
  files: JsonFile[];
  value: unknown;
  problems: Problem[];
  place(pointer: string): Pick<Problem, 'file' | 'line' | 'col' | 'pointer'>;
} {
  const read = (layer: string) => {
    const path = join(root, layer, 'sandbox.json');
    const entry = checkEntry(path, join(root, layer), 'file');
    if (!entry) return undefined;
    if (!entry.ok) return { file: undefined, problems: [entry.problem] };
    const file = readJson(path);
    return {
      file,
      problems: [
        ...file.syntax,
        ...file.problems,
        ...(file.syntax.length ? [] : checkSchemaKey(file, SCHEMA_OF.sandbox)),
      ],
    };
  };
  const base = read(BASE_ID);
  const own = read(id);
  const problems = [...(base?.problems ?? []), ...(own?.problems ?? [])];
  if (!own) {
    const path = join(root, id, 'sandbox.json');
    problems.push({
      file: path,
      line: 1,
      col: 1,
      pointer: '',
      message: 'missing sandbox.json (the merchant config the sandbox serves)',
    });
  }
  const body = (f: JsonFile | undefined) =>
    f && !f.syntax.length && isObject(f.value) ? bodyOf(f as JsonFile & { value: Json }) : undefined;
  const value = merge(body(base?.file) ?? {}, body(own?.file) ?? {});
  const place = (pointer: string) => {
    const layer = [own?.file, base?.file].find((f) => f && has(body(f), pointer)) ?? own?.file ?? base?.file;
    return layer
      ? { file: layer.path, ...locate(layer, pointer), pointer }
      : { file: join(root, id, 'sandbox.json'), line: 1, col: 1, pointer };
  };
  const files = [base?.file, own?.file].filter((f): f is JsonFile => !!f && !f.syntax.length);
  return { file: own?.file, files, value, problems, place };
}

export function listTenantIds(root = tenantsDir()): string[] {
  return existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== BASE_ID && !d.name.startsWith('.'))
        .map((d) => d.name)
        .sort()
    : [];
}
