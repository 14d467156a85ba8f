/**
 * `tenant validate`'s results, kept by content. A tenant whose files, whose _base, and whose
 * checker (the schemas, the CLI's and the core's code, the locked packages) are byte for byte what
 * they were when it was last checked gets its problems from here instead of being checked again:
 * at a thousand tenants an operator's edit re-checks one, not all. What a tenant's result also
 * depends on outside those files (another folder's asset it names) is recorded with the result and
 * looked at again. The checks across tenants (codes, hosts, sign-ins) are never kept here: they
 * depend on every other tenant (cross-tenant.ts runs them over an index of the folder each time).
 *
 * One file in the tenants' folder (.validate-cache.json: a dot-file, which no tenant listing, the
 * dev server's watcher or git sees), written whole and renamed into place: two runs at once lose
 * at most each other's entries, never the file. A folder it cannot be written to is checked whole
 * each time, as before.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import type { Problem } from '../../src/core/tooling/problems.ts';

/** Bumped when an entry's shape changes. */
const FORMAT = 1;
export const CACHE_FILE = '.validate-cache.json';

interface Entry {
  /** The print of the tenant's and _base's files. */
  inputs: string;
  problems: Problem[];
  /** Files outside the tenant's and _base's folders its result depended on: whether each existed. */
  outside: Record<string, boolean>;
}

interface CacheFile {
  format: number;
  checker: string;
  /** The folder it was written for: a copied folder's problems would name the original's files. */
  root: string;
  tenants: Record<string, Entry>;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir` (links by their target and, when it is a file, its bytes), as one print. */
export function folderPrint(dir: string): string {
  const h = createHash('sha256');
  if (!existsSync(dir)) return 'absent';
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((e) => ({ e, rel: relative(dir, join(e.parentPath, e.name)).split(sep).join('/') }))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  for (const { e, rel } of entries) {
    const full = join(dir, rel);
    h.update(`${rel}\0`);
    if (e.isSymbolicLink()) h.update(`link:${readlinkSync(full)}\0`);
    if (e.isDirectory()) continue;
    try {
      h.update(readFileSync(full));
    } catch (err) {
      h.update(`unreadable:${(err as NodeJS.ErrnoException).code ?? 'error'}`);
    }
    h.update('\0');
  }
  return h.digest('hex');
}

/** The checker itself: a changed schema, rule or check makes every entry stale. */
function checkerPrint(): string {
  const h = createHash('sha256');
  h.update(`format ${FORMAT} node ${process.versions.node}\0`);
  for (const dir of ['schemas', 'cli/lib', 'cli/commands', 'src/core'])
    h.update(`${dir}:${folderPrint(join(ROOT, dir))}\0`);
  h.update(readFileSync(join(ROOT, 'package-lock.json')));
  return h.digest('hex');
}

let checker: string | undefined;

export interface ValidateCache {
  /** The cached problems of `id`, when nothing they depend on changed. */
  get(id: string): Problem[] | undefined;
  set(id: string, problems: Problem[], outsideFiles: string[]): void;
  save(): void;
}

export function openValidateCache(root: string): ValidateCache {
  checker ??= checkerPrint();
  const file = join(root, CACHE_FILE);
  let data: CacheFile = { format: FORMAT, checker, root, tenants: {} };
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (read.format === FORMAT && read.checker === checker && read.root === root && read.tenants) data = read;
  } catch {
    // No cache yet, or one cut short: start empty.
  }
  const base = folderPrint(join(root, '_base'));
  const inputs = new Map<string, string>();
  const inputsOf = (id: string) => {
    let print = inputs.get(id);
    if (!print) inputs.set(id, (print = sha(`${base}\0${folderPrint(join(root, id))}`)));
    return print;
  };
  let changed = false;
  return {
    get(id) {
      const entry = data.tenants[id];
      if (!entry || entry.inputs !== inputsOf(id)) return undefined;
      for (const [path, existed] of Object.entries(entry.outside))
        if (existsSync(join(root, path)) !== existed) return undefined;
      return entry.problems;
    },
    set(id, problems, outsideFiles) {
      const outside: Record<string, boolean> = {};
      for (const path of outsideFiles) outside[path] = existsSync(join(root, path));
      data.tenants[id] = { inputs: inputsOf(id), problems, outside };
      changed = true;
    },
    save() {
      if (!changed) return;
      const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
      try {
        writeFileSync(tmp, JSON.stringify(data));
        renameSync(tmp, file);
      } catch {
        // A read-only folder: nothing kept, the next run checks everything again.
        rmSync(tmp, { force: true });
      }
      changed = false;
    },
  };
}
