/**
 * What the tenant loader may read: files that are files, folders that are folders, and symlinks
 * that resolve inside the tenant's own folder. A link that leads elsewhere (another tenant, the
 * home folder), one that leads nowhere and one that loops are reported, never followed.
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import type { Problem } from './problems.ts';

/** Names every JavaScript object already has: as a screen, template or language name they would shadow or pollute. */
const RESERVED_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__']);

const problemAt = (file: string, message: string): Problem => ({ file, line: 1, col: 1, pointer: '', message });

/**
 * undefined when `path` does not exist; else whether it may be read as `kind`, with the problem
 * when not. `tenantDir` is the folder links must stay inside.
 */
export function checkEntry(
  path: string,
  tenantDir: string,
  kind: 'file' | 'folder',
): { ok: true } | { ok: false; problem: Problem } | undefined {
  // No exception for a missing entry: most tenants have no templates folder, and throwing costs.
  const entry = lstatSync(path, { throwIfNoEntry: false });
  if (!entry) return undefined;
  const link = entry.isSymbolicLink();
  if (link) {
    let real: string;
    try {
      real = realpathSync(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ELOOP')
        return { ok: false, problem: problemAt(path, 'symlink loop: the link leads back to itself') };
      let target = '';
      try {
        target = readlinkSync(path);
      } catch {
        /* the message names no target then */
      }
      return { ok: false, problem: problemAt(path, `dangling symlink: "${target}" does not exist`) };
    }
    let home: string;
    try {
      home = realpathSync(tenantDir);
    } catch {
      home = tenantDir;
    }
    if (real !== home && !real.startsWith(home + sep))
      return {
        ok: false,
        problem: problemAt(path, `the symlink leads outside the tenant folder (to ${real}): copy the file instead`),
      };
  }
  const stat = link ? statSync(path) : entry;
  if (kind === 'file' && !stat.isFile())
    return { ok: false, problem: problemAt(path, `${basename(path)} is not a file`) };
  if (kind === 'folder' && !stat.isDirectory())
    return { ok: false, problem: problemAt(path, `${basename(path)} is not a folder`) };
  return { ok: true };
}

/** The readable .json files of `sub` (screens, templates, i18n) of a tenant folder, by name; problems for the rest. */
export function jsonFilesOf(tenantDir: string, sub: string, problems: Problem[]): { name: string; path: string }[] {
  const dir = join(tenantDir, sub);
  const folder = checkEntry(dir, tenantDir, 'folder');
  if (!folder) return [];
  if (!folder.ok) {
    problems.push(folder.problem);
    return [];
  }
  const out: { name: string; path: string }[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith('.json')) continue;
    const path = join(dir, f);
    const entry = checkEntry(path, tenantDir, 'file');
    if (!entry) continue;
    if (!entry.ok) {
      problems.push(entry.problem);
      continue;
    }
    const name = f.slice(0, -'.json'.length);
    if (RESERVED_NAMES.has(name)) {
      problems.push(
        problemAt(path, `"${name}" is not a valid name for a file in ${sub} (every JavaScript object has it)`),
      );
      continue;
    }
    out.push({ name, path });
  }
  return out;
}
