/**
 * Which files the studio may read and write: a tenant's own JSON files, named by a path relative to
 * its folder from a fixed set of shapes (tenant.json, sandbox.json, screens|templates|i18n/<name>.json).
 * Anything else (a `../`, an absolute path, a backslash, a symlink that leads out of the folder, a
 * tenant folder that is itself a link) is refused before the file system is touched for it.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { listTenantIds, TENANT_ID } from '../../src/core/tooling/tenant-files.ts';
import { checkEntry } from '../../src/core/tooling/folder-entries.ts';

/** The shapes of a tenant file's path; names as the tenant loader reads them (letters, digits, - and _). */
const TENANT_FILE = /^(?:tenant\.json|sandbox\.json|(?:screens|templates|i18n)\/[A-Za-z0-9_-]{1,64}\.json)$/;

export class PathRefused extends Error {}

/** The tenant id, when it names a tenant folder of `root` (a real folder, not a link). */
export function tenantIdOf(root: string, id: string): string {
  if (!TENANT_ID.test(id) || !listTenantIds(root).includes(id)) throw new PathRefused(`no tenant "${id}"`);
  return id;
}

/** `file` as a path inside `dir` (a tenant folder or its draft), refused unless it is a tenant file's shape. */
export function tenantFilePath(dir: string, file: string): string {
  if (!TENANT_FILE.test(file))
    throw new PathRefused(
      `"${file}" is not a tenant file (tenant.json, sandbox.json, screens/, templates/ or i18n/<name>.json)`,
    );
  return join(dir, ...file.split('/'));
}

/** A file that may be read: it exists and is a file, and a link leads inside the tenant's folder. */
export function readablePath(dir: string, file: string): string {
  const path = tenantFilePath(dir, file);
  const entry = checkEntry(path, dir, 'file');
  if (!entry) throw new PathRefused(`no file ${file}`);
  if (!entry.ok) throw new PathRefused(entry.problem.message);
  // The sub-folder (screens/) may be a link as well: the file's real place must be inside.
  const home = realpathSync(dir);
  if (!realpathSync(path).startsWith(home + sep)) throw new PathRefused(`${file} leads outside the tenant folder`);
  return path;
}

/** A file that may be written in a draft: no link anywhere on its way (writing through one writes elsewhere). */
export function writablePath(dir: string, file: string): string {
  const path = tenantFilePath(dir, file);
  const parts = file.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const at = join(dir, ...parts.slice(0, i));
    if (lstatSync(at, { throwIfNoEntry: false })?.isSymbolicLink())
      throw new PathRefused(`${parts.slice(0, i).join('/')} is a symlink: edit the file it names`);
  }
  return path;
}

/** The tenant files of a folder, as relative paths, in the order an operator reads them. */
export function tenantFiles(dir: string): string[] {
  const out = ['tenant.json'];
  for (const sub of ['screens', 'templates', 'i18n']) {
    let names: string[];
    try {
      names = readdirSync(join(dir, sub)).sort();
    } catch {
      continue;
    }
    for (const n of names) if (TENANT_FILE.test(`${sub}/${n}`)) out.push(`${sub}/${n}`);
  }
  out.push('sandbox.json');
  return out.filter((f) => {
    try {
      readablePath(dir, f);
      return true;
    } catch {
      return false;
    }
  });
}
