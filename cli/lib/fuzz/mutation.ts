/** What one fuzz mutation is, and the small file operations mutations share. */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Random } from '../seeded-random.ts';
import type { CorpusFile } from './json-edit.ts';

export interface Mutation {
  kind: string;
  /** One line: what was changed and where (printed when the mutation fails). */
  what: string;
  /** Paths under the tenants folder this mutation changes; the harness puts the originals back. */
  touches: string[];
  apply(tenantsDir: string): void;
  /** Each must match a line of `tenant validate`: the problem the mutation plants must be reported. */
  expect: RegExp[];
  /** The tenant to explain afterwards. */
  tenant: string;
}

export interface FuzzWorld {
  corpus: CorpusFile[];
  /** A folder outside the tenants folder (targets of symlinks that leave it). */
  outside: string;
}

export type Generator = (rng: Random, world: FuzzWorld) => Mutation;

export const tenantOf = (rel: string) => {
  const t = rel.split('/')[0]!;
  return t === '_base' ? 'dragon' : t;
};

export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Writes `data` at `rel` (replacing whatever is there: a file, a folder or a link). */
export function put(tenantsDir: string, rel: string, data: string | Uint8Array): void {
  const p = join(tenantsDir, rel);
  rmSync(p, { recursive: true, force: true });
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, data);
}

export function link(tenantsDir: string, rel: string, target: string, dir = false): void {
  const p = join(tenantsDir, rel);
  rmSync(p, { recursive: true, force: true });
  mkdirSync(dirname(p), { recursive: true });
  symlinkSync(target, p, dir ? 'dir' : 'file');
}

/** A mutation that rewrites one file with new text or bytes. */
export function rewrite(
  kind: string,
  file: CorpusFile,
  what: string,
  data: string | Uint8Array,
  expect: RegExp[] = [],
): Mutation {
  return {
    kind,
    what: `${file.rel}: ${what}`,
    touches: [file.rel],
    apply: (d) => put(d, file.rel, data),
    expect,
    tenant: tenantOf(file.rel),
  };
}
