/**
 * How a tenant folder enters tenants/: built in a copy of the tenants as they will be (a dot-folder
 * inside tenants/, so no listing sees it and the final rename stays on one file system), validated
 * there with every other tenant (hosts and merchant codes are checked across tenants), and only then
 * renamed into place. `tenant init` makes new tenants this way; the studio publishes drafts this way.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { validateTenant } from './validate.ts';
import { crossTenantProblems } from './cross-tenant.ts';
import { clearJsonCache } from '../../src/core/tooling/json-file.ts';
import type { Problem } from '../../src/core/tooling/problems.ts';

/** Folders the move works in, inside tenants/; never listed as tenants (their names start with a dot). */
export const WORK_PREFIX = '.init-';

export type MoveIn =
  | { ok: true }
  /** `fill` threw: its message. */
  | { ok: false; reason: 'fill'; message: string }
  /** The tenant would not validate: its problems, with paths as they will be under tenants/. */
  | { ok: false; reason: 'problems'; problems: Problem[] }
  /** A new tenant's folder appeared while it was made (another init, another studio tab). */
  | { ok: false; reason: 'exists' };

/**
 * `fill(dir)` writes the tenant's files into `dir` (the work copy's `<id>/`, holding the current
 * tenant when `replace`). A new tenant (replace false) is renamed in only if its folder is still
 * free; a replaced one is swapped: the old folder renamed aside, the new renamed in (two renames, a
 * moment apart: a reader sees the old tenant or the new, or for that moment none; never a mix of
 * their files), then the old removed. File system failures throw, and leave nothing half-made.
 */
export function moveInValidated(root: string, id: string, replace: boolean, fill: (dir: string) => void): MoveIn {
  const work = mkdtempSync(join(root, WORK_PREFIX));
  try {
    for (const entry of readdirSync(root, { withFileTypes: true }))
      if (entry.isDirectory() && !entry.name.startsWith('.'))
        cpSync(join(root, entry.name), join(work, entry.name), { recursive: true });
    try {
      fill(join(work, id));
    } catch (e) {
      return { ok: false, reason: 'fill', message: (e as Error).message };
    }
    clearJsonCache();
    const problems = validateTenant(id, work, crossTenantProblems([id], work)).problems.map((p) => ({
      ...p,
      file: p.file.replace(work, root),
    }));
    clearJsonCache();
    if (problems.length) return { ok: false, reason: 'problems', problems };
    const dir = join(root, id);
    if (!replace) {
      if (existsSync(dir)) return { ok: false, reason: 'exists' };
      renameSync(join(work, id), dir);
      return { ok: true };
    }
    const old = join(work, `.old-${id}`);
    if (existsSync(dir)) renameSync(dir, old);
    renameSync(join(work, id), dir);
    return { ok: true };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
