/**
 * Writes a folder of files so that a reader (Vite's dev server, a browser fetching a tenant
 * package while it is rebuilt) sees each file either as it was or as it is now, never half-written
 * or missing: every changed file goes to a temporary name beside it and is renamed over the old one,
 * and only then are the files no longer produced removed. Unchanged files are not touched.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Hash } from 'node:crypto';

export function writeTreeAtomically(out: string, files: Map<string, string | Buffer>): void {
  const stamp = `.tmp-${process.pid}-${Date.now()}`;
  for (const [rel, data] of files) {
    const path = join(out, rel);
    // A file whose bytes did not change is left as it is: its modification time, and so the static
    // host's ETag, stays, and a player's revalidation gets 304 instead of the file again.
    if (sameBytes(path, data)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path + stamp, data);
    renameSync(path + stamp, path);
  }
  const wanted = new Set([...files.keys()].map((k) => k.split('/').join(sep)));
  const prune = (dir: string): boolean => {
    let empty = true;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (prune(path)) rmSync(path, { recursive: true, force: true });
        else empty = false;
      } else if (!wanted.has(relative(out, path))) rmSync(path, { force: true });
      else empty = false;
    }
    return empty;
  };
  if (existsSync(out)) prune(out);
}

/** Whether the file at `path` holds exactly `data`. */
export function sameBytes(path: string, data: string | Buffer): boolean {
  try {
    const st = statSync(path);
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    return st.isFile() && st.size === bytes.length && readFileSync(path).equals(bytes);
  } catch {
    return false;
  }
}

/** Every file under `dir` as relative path -> content (for copying assets into a package). */
export function readTree(dir: string, prefix: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const full = join(e.parentPath, e.name);
    // A symlink (validate allows them inside the tenant's folder) is copied as the file it names.
    if (e.isFile() || (e.isSymbolicLink() && statSync(full).isFile()))
      out.set(join(prefix, relative(dir, full)).split(sep).join('/'), readFileSync(full));
  }
  return out;
}

/** Feeds a tree of files into a hash: each path, its length and its bytes, in path order (no two trees alike). */
export function hashTree(h: Hash, files: Map<string, string | Buffer>): Hash {
  for (const path of [...files.keys()].sort()) {
    const data = files.get(path)!;
    h.update(`\0${path}\0${Buffer.byteLength(data)}\0`).update(data);
  }
  return h;
}
