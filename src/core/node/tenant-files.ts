/**
 * A tenant package on disk: tenants/<id>/tenant.json, screens/<screen>.json, i18n/<LANG>.json and
 * sandbox.json. A layer is the document those files make; the resolved tenant is _base deep-merged
 * with the tenant layer (objects merge key by key, everything else - arrays included - replaces).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJson, locate, joinPointer, splitPointer, type JsonFile } from './json-file.ts';
import type { Problem } from './problems.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const BASE_ID = '_base';
export const TENANT_ID = /^[a-z0-9-]+$/;

export function tenantsDir(): string {
  return process.env.TENANTS_DIR ? resolve(process.env.TENANTS_DIR) : join(ROOT, 'tenants');
}

type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which file holds which part of a layer document. */
interface Mount {
  pointer: string;
  file: JsonFile;
}

export interface Layer {
  id: string;
  dir: string;
  doc: Json;
  mounts: Mount[];
  problems: Problem[];
}

/** The schema each kind of file must name in its first key, relative to the file. */
const SCHEMA_OF = {
  tenant: '../../schemas/tenant.schema.json',
  screen: '../../../schemas/screen.schema.json',
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

/** A file's content without "$schema", the same object for as long as the file stays cached (validation caches by identity). */
const bodies = new WeakMap<JsonFile, Json>();
function bodyOf(file: JsonFile & { value: Json }): Json {
  let b = bodies.get(file);
  if (!b) {
    const { $schema: _ignored, ...rest } = file.value;
    b = rest;
    bodies.set(file, b);
  }
  return b;
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

export function loadLayer(id: string, root = tenantsDir()): Layer {
  const dir = join(root, id);
  const problems: Problem[] = [];
  const mounts: Mount[] = [];
  const doc: Json = {};
  const mount = (file: JsonFile, pointer: string, kind: keyof typeof SCHEMA_OF) => {
    problems.push(...file.syntax);
    if (file.syntax.length) return;
    problems.push(...checkSchemaKey(file, SCHEMA_OF[kind]));
    if (!isObject(file.value)) return;
    const body = bodyOf(file as JsonFile & { value: Json });
    const parts = splitPointer(pointer);
    if (parts.length === 0) Object.assign(doc, body);
    else {
      let at = doc;
      for (const p of parts.slice(0, -1)) at = (at[p] = isObject(at[p]) ? at[p] : {}) as Json;
      at[parts[parts.length - 1]!] = body;
    }
    mounts.push({ pointer, file });
  };
  const tenantFile = join(dir, 'tenant.json');
  if (!existsSync(tenantFile)) {
    problems.push({ file: tenantFile, line: 1, col: 1, pointer: '', message: 'missing tenant.json' });
    return { id, dir, doc, mounts, problems };
  }
  mount(readJson(tenantFile), '', 'tenant');
  for (const f of jsonFiles(join(dir, 'screens')))
    mount(readJson(join(dir, 'screens', f)), joinPointer(['screens', f.slice(0, -5)]), 'screen');
  for (const f of jsonFiles(join(dir, 'i18n')))
    mount(readJson(join(dir, 'i18n', f)), joinPointer(['translations', f.slice(0, -5)]), 'i18n');
  return { id, dir, doc, mounts, problems };
}

export function loadSandbox(id: string, root = tenantsDir()): { file: JsonFile | undefined; problems: Problem[] } {
  const path = join(root, id, 'sandbox.json');
  if (!existsSync(path))
    return {
      file: undefined,
      problems: [
        {
          file: path,
          line: 1,
          col: 1,
          pointer: '',
          message: 'missing sandbox.json (the merchant config the sandbox serves)',
        },
      ],
    };
  const file = readJson(path);
  return { file, problems: [...file.syntax, ...(file.syntax.length ? [] : checkSchemaKey(file, SCHEMA_OF.sandbox))] };
}

/** Deep merge at JSON-pointer level: objects merge, anything else from `over` replaces. */
export function merge(under: unknown, over: unknown): unknown {
  if (over === undefined) return under;
  if (isObject(under) && isObject(over)) {
    const out: Json = { ...under };
    for (const [k, v] of Object.entries(over)) out[k] = merge(under[k], v);
    return out;
  }
  return over;
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
}

export function resolveTenant(id: string, root = tenantsDir()): Resolved {
  const layers = id === BASE_ID ? [loadLayer(BASE_ID, root)] : [loadLayer(BASE_ID, root), loadLayer(id, root)];
  const doc = layers.reduce<unknown>((acc, l) => merge(acc, l.doc), {}) as Json;
  return { id, layers, doc, problems: layers.flatMap((l) => l.problems) };
}

/** The layer that set the value at `pointer` (the last one that has it), or undefined. */
export function originOf(r: Resolved, pointer: string): Layer | undefined {
  return [...r.layers].reverse().find((l) => has(l.doc, pointer));
}

/** file:line:col of a pointer in the resolved tenant: the file of the layer that set it (or of its nearest set ancestor). */
export function place(r: Resolved, pointer: string): Pick<Problem, 'file' | 'line' | 'col' | 'pointer'> {
  let p = pointer;
  for (;;) {
    const layer = originOf(r, p);
    if (layer) {
      const m = layer.mounts
        .filter((mt) => p === mt.pointer || p.startsWith(mt.pointer + '/') || mt.pointer === '')
        .sort((a, b) => b.pointer.length - a.pointer.length)[0];
      // The pointer is reported inside the file that holds it: that is what the operator edits.
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

export function listTenantIds(root = tenantsDir()): string[] {
  return existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory() && d.name !== BASE_ID && !d.name.startsWith('.'))
        .map((d) => d.name)
        .sort()
    : [];
}
