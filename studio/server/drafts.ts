/**
 * Drafts: an operator's edits are saved beside the tenant, in tenants/.studio/<id>/ (a copy of the
 * tenant's folder made at the first edit), never into the tenant's own files; publishing moves the
 * draft in (publish-draft.ts). Each file has a revision (a hash of its text): a save names the
 * revision it was made from, and one made from an older revision (another tab saved meanwhile) is
 * refused with the text as it is now, never written over it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readablePath, tenantFiles, writablePath, tenantIdOf } from './tenant-paths.ts';
import { hashTree, readTree } from '../../cli/lib/atomic-tree.ts';

/** The folder of drafts inside tenants/: a dot-folder, so no tenant listing, build or dev watcher sees it. */
export const DRAFTS_DIR = '.studio';

export const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export interface FileText {
  file: string;
  text: string;
  revision: string;
}

export type Saved = { ok: true; revision: string } | { ok: false; current: FileText };

export class Drafts {
  /** Bumped on every change of a tenant's draft or files: what was computed from them is stale. */
  private versions = new Map<string, number>();
  constructor(readonly root: string) {}

  draftDir(id: string): string {
    return join(this.root, DRAFTS_DIR, tenantIdOf(this.root, id));
  }
  hasDraft(id: string): boolean {
    return existsSync(join(this.draftDir(id), 'tenant.json'));
  }
  /** Where the tenant's files are read from now: its draft, else its own folder. */
  sourceDir(id: string): string {
    return this.hasDraft(id) ? this.draftDir(id) : join(this.root, tenantIdOf(this.root, id));
  }
  version(id: string): number {
    return this.versions.get(id) ?? 0;
  }
  touch(id: string): void {
    this.versions.set(id, this.version(id) + 1);
  }

  files(id: string): string[] {
    return tenantFiles(this.sourceDir(id));
  }
  read(id: string, file: string): FileText {
    const text = readFileSync(readablePath(this.sourceDir(id), file), 'utf8');
    return { file, text, revision: revisionOf(text) };
  }

  /** Saves `text` as the draft of `file` if the draft's file is still at `base`. */
  save(id: string, file: string, text: string, base: string): Saved {
    const current = this.read(id, file);
    if (current.revision !== base) return { ok: false, current };
    if (!this.hasDraft(id)) {
      const dir = this.draftDir(id);
      // Copied to a temporary name and renamed: a draft is whole or absent. Links copied as they are.
      const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
      mkdirSync(join(this.root, DRAFTS_DIR), { recursive: true });
      cpSync(join(this.root, id), tmp, { recursive: true, verbatimSymlinks: true });
      renameSync(tmp, dir);
    }
    const path = writablePath(this.draftDir(id), file);
    const tmp = `${path}.tmp-${process.pid}`;
    writeFileSync(tmp, text);
    renameSync(tmp, path);
    this.touch(id);
    return { ok: true, revision: revisionOf(text) };
  }

  discard(id: string): void {
    rmSync(this.draftDir(id), { recursive: true, force: true });
    this.touch(id);
  }

  /** A print of the whole draft (every file): publish names the one it was asked for. */
  print(id: string): string {
    return hashTree(createHash('sha256'), readTree(this.sourceDir(id), ''))
      .digest('hex')
      .slice(0, 16);
  }
}
