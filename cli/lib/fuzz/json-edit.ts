/**
 * JSON helpers for the tenant fuzzer: the pristine corpus (every JSON file of the shipped tenants),
 * pointers into it, and text with raw JSON spliced in at a pointer (for what JSON.stringify cannot
 * write: 10,000-deep nesting, duplicate keys).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeSegment, splitPointer } from '../../../src/core/json-pointer.ts';
import { isObject } from '../../../src/core/guards.ts';

export interface CorpusFile {
  /** Path relative to the tenants folder, e.g. "dragon/screens/home.json". */
  rel: string;
  text: string;
  value: unknown;
}

type Json = Record<string, unknown>;

export function loadCorpus(root: string): CorpusFile[] {
  const out: CorpusFile[] = [];
  const stack = [''];
  while (stack.length) {
    const rel = stack.pop()!;
    for (const e of readdirSync(join(root, rel), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      // Dot-entries are no tenant's files (tenants/.validate-cache.json): no tool reads them as one.
      if (e.name.startsWith('.')) continue;
      if (e.isDirectory() && e.name !== 'assets') stack.push(r);
      else if (e.isFile() && e.name.endsWith('.json')) {
        const text = readFileSync(join(root, r), 'utf8');
        out.push({ rel: r, text, value: JSON.parse(text) });
      }
    }
  }
  return out.sort((a, b) => a.rel.localeCompare(b.rel));
}

/** Every pointer in `value` (the root is ""), parents first. */
export function pointers(value: unknown): { pointer: string; value: unknown }[] {
  const out: { pointer: string; value: unknown }[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    out.push({ pointer: p, value: v });
    if (Array.isArray(v)) v.forEach((c, i) => stack.push([c, `${p}/${i}`]));
    else if (isObject(v)) for (const [k, c] of Object.entries(v)) stack.push([c, `${p}/${escapeSegment(k)}`]);
  }
  return out;
}

/** Nodes (objects with a string "type") of screens and templates, and menu entries: where a rule may go. */
export function rulePositions(file: CorpusFile): string[] {
  if (!/\/(screens|templates)\/|\/tenant\.json$/.test(file.rel)) return [];
  return pointers(file.value)
    .filter(
      ({ pointer, value }) =>
        isObject(value) &&
        (file.rel.endsWith('/tenant.json') ? /^\/menus\/[^/]+\/\d+$/.test(pointer) : typeof value.type === 'string'),
    )
    .map((p) => p.pointer);
}

export const clone = <T>(v: T): T => structuredClone(v);

/** `value` with `replacement` put at `pointer` (a copy; "" replaces the whole value). */
export function setAt(value: unknown, pointer: string, replacement: unknown): unknown {
  if (pointer === '') return replacement;
  const copy = clone(value);
  const parts = splitPointer(pointer);
  let at = copy as Json;
  for (const p of parts.slice(0, -1)) at = at[p] as Json;
  at[parts[parts.length - 1]!] = replacement;
  return copy;
}

/** Text of `value` (indented as the shipped files are) with raw JSON text at `pointer`. */
export function withRaw(value: unknown, pointer: string, raw: string): string {
  const mark = `@@raw-${Math.random().toString(36).slice(2)}@@`;
  return `${JSON.stringify(setAt(value, pointer, mark), null, 2).replace(JSON.stringify(mark), () => raw)}\n`;
}

/** Nesting written as text (JSON.stringify itself overflows long before 10,000 levels). */
export const deepText = {
  arrays: (n: number) => '['.repeat(n) + ']'.repeat(n),
  objects: (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n),
  logic: (n: number) => '{"!":'.repeat(n) + '{"var":"flags.GEETEST3"}' + '}'.repeat(n),
  nodes: (n: number) => '{"type":"Stack","children":['.repeat(n) + ']}'.repeat(n),
  mixed: (n: number) => '[{"x":'.repeat(n) + 'null' + '}]'.repeat(n),
};
