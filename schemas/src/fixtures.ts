/**
 * The schema fixtures (schemas/fixtures/<schema>/valid|invalid). A negative fixture is a small
 * patch over a positive one, so it shows the one thing that is wrong instead of a copy of a whole
 * file: `{ "base": "dragon.json", "patch": [RFC 6902 add, replace or remove], "expect": {...} }`,
 * or, where the value is small and stands alone, `{ "data": ..., "expect": {...} }`.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_DIR } from './generate.ts';
import { splitPointer } from '../../src/core/json-pointer.ts';

export const FIXTURES = join(SCHEMA_DIR, 'fixtures');

export interface PatchOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}
export interface NegativeFixture {
  expect: { pointer: string; message: string };
  data: unknown;
}

const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as unknown;
export const fixtureFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];

/** RFC 6902's add, replace and remove over a copy of `doc` (what the fixtures need, no more). */
export function applyPatch(doc: unknown, ops: readonly PatchOp[]): unknown {
  const out = structuredClone(doc);
  for (const { op, path, value } of ops) {
    const keys = splitPointer(path);
    const last = keys.pop();
    if (last === undefined) throw new Error(`a patch cannot ${op} the whole document`);
    let at = out as Record<string, unknown> | unknown[];
    for (const k of keys) {
      const next = (at as Record<string, unknown>)[k];
      if (typeof next !== 'object' || next === null) throw new Error(`${path}: no ${k} to patch under`);
      at = next as Record<string, unknown>;
    }
    if (Array.isArray(at)) {
      const i = last === '-' ? at.length : Number(last);
      if (!Number.isInteger(i) || i < 0 || i > at.length) throw new Error(`${path}: no index ${last}`);
      if (op === 'add') at.splice(i, 0, value);
      else if (i >= at.length) throw new Error(`${path}: no index ${last} to ${op}`);
      else if (op === 'replace') at[i] = value;
      else at.splice(i, 1);
    } else {
      if (op !== 'add' && !(last in at)) throw new Error(`${path}: nothing to ${op}`);
      if (op === 'remove') delete at[last];
      else at[last] = value;
    }
  }
  return out;
}

export function positiveFixture(schema: string, file: string): unknown {
  return read(join(FIXTURES, schema, 'valid', file));
}

/** A negative fixture's value: its base with its patch applied, or its data. */
export function negativeFixture(schema: string, file: string): NegativeFixture {
  const f = read(join(FIXTURES, schema, 'invalid', file)) as {
    expect: NegativeFixture['expect'];
    data?: unknown;
    base?: string;
    patch?: PatchOp[];
  };
  const data = f.base ? applyPatch(positiveFixture(schema, f.base), f.patch ?? []) : f.data;
  return { expect: f.expect, data };
}
