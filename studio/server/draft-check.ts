/**
 * A tenant as the studio sees it (its draft, else its own files), checked as `tenant validate` checks
 * it: in a check folder inside tenants/.studio/ holding _base (a link), the draft as <id>/, and every
 * other tenant's tenant.json and sandbox.json (what the checks across tenants read). The problems,
 * the resolved tenant (for explain and diff) and its package (for the preview) are kept until the
 * draft changes.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { validateTenant } from '../../cli/lib/validate.ts';
import { crossTenantProblems } from '../../cli/lib/cross-tenant.ts';
import { packageFiles, type PackageFiles } from '../../cli/lib/package-files.ts';
import { BASE_ID, listTenantIds, loadSandbox, get, type Resolved } from '../../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../../src/core/tooling/json-file.ts';
import { formatProblem, type Problem } from '../../src/core/tooling/problems.ts';
import { DRAFTS_DIR, type Drafts } from './drafts.ts';

export interface StudioProblem {
  /** The file relative to the tenant's folder when the problem is in one of its files, else null. */
  file: string | null;
  line: number;
  col: number;
  pointer: string;
  message: string;
  /** The line `tenant validate` prints for it. */
  text: string;
}

export interface DraftState {
  version: number;
  /** The check folder's path (gone by now): what the resolved tenant's file paths start with. */
  checkRoot: string;
  problems: StudioProblem[];
  resolved: Resolved;
  switches: Record<string, boolean>;
  /** The usernames of its sandbox.json's demo accounts (the sandbox seeds them): the preview's demo member. */
  demoAccounts: string[];
  pkg: PackageFiles;
  /**
   * The draft's tenant.json cannot be read (a syntax error half-typed): the package is the last one
   * that could be, so the preview keeps showing something true instead of _base alone.
   */
  stalePreview: boolean;
}

const states = new Map<string, DraftState>();

/** Copies the tenant files the checks across tenants read (its id and sandbox.json). */
function copyClaims(from: string, to: string): void {
  mkdirSync(to);
  for (const f of ['tenant.json', 'sandbox.json'])
    if (existsSync(join(from, f))) cpSync(join(from, f), join(to, f), { verbatimSymlinks: true });
}

export function draftState(drafts: Drafts, id: string): DraftState {
  const version = drafts.version(id);
  const kept = states.get(id);
  if (kept && kept.version === version) return kept;
  const root = drafts.root;
  mkdirSync(join(root, DRAFTS_DIR), { recursive: true });
  const check = mkdtempSync(join(root, DRAFTS_DIR, '.check-'));
  try {
    symlinkSync(join(root, BASE_ID), join(check, BASE_ID), 'dir');
    cpSync(drafts.sourceDir(id), join(check, id), { recursive: true, verbatimSymlinks: true });
    for (const other of listTenantIds(root)) if (other !== id) copyClaims(join(root, other), join(check, other));
    clearJsonCache();
    const report = validateTenant(id, check, crossTenantProblems([id], check));
    const unreadable = !report.resolved.layers.at(-1)?.mounts.some((m) => m.pointer === '');
    const stalePreview = unreadable && !!kept;
    const pkg = stalePreview ? kept!.pkg : packageFiles(id, report.resolved.doc as Record<string, unknown>, check);
    const sandbox = loadSandbox(id, check).value;
    const switches = (get(sandbox, '/merchantConfig/whitelabelVal') ?? {}) as Record<string, boolean>;
    const accounts = get(sandbox, '/accounts');
    const demoAccounts = (Array.isArray(accounts) ? accounts : [])
      .map((a) => get(a, '/username'))
      .filter((u): u is string => typeof u === 'string');
    const state: DraftState = {
      version,
      checkRoot: check,
      problems: report.problems.map((p) => studioProblem(p, check, root, id)),
      resolved: report.resolved,
      switches,
      demoAccounts,
      pkg,
      stalePreview,
    };
    states.set(id, state);
    return state;
  } finally {
    clearJsonCache();
    rmSync(check, { recursive: true, force: true });
  }
}

/** A path of the check folder as the same file's path under tenants/ (the draft's as the tenant's). */
export function realPath(path: string, check: string, root: string): string {
  return path.startsWith(check + sep) ? join(root, relative(check, path)) : path;
}

function studioProblem(p: Problem, check: string, root: string, id: string): StudioProblem {
  const file = realPath(p.file, check, root);
  const inTenant = relative(join(root, id), file);
  const own = !inTenant.startsWith('..') && !inTenant.startsWith(sep);
  return {
    file: own ? inTenant.split(sep).join('/') : null,
    line: p.line,
    col: p.col,
    pointer: p.pointer,
    message: p.message,
    text: formatProblem({ ...p, file }),
  };
}
