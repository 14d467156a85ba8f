/**
 * A merchant's folder of the built site (its package, `tenants/<id>`, or its pages, `pages/<id>`)
 * switched whole, in one step: each version is written complete into its own release folder,
 * `.releases/<kind>/<id>/<print>/` (the print: a hash of its files), and the folder's name is a
 * symbolic link that is renamed onto the new release. rename(2) replaces a link at once, so a
 * reader (nginx, the sandbox, a CDN's origin fetch) resolves the folder either to the old version or
 * to the new one, never to a mix of the two or to nothing. nginx follows links (its default) and
 * keeps no open-file cache unless told to (docs/deploy.md says not to).
 *
 * A file whose bytes are the same as in the release being replaced is hard-linked from it: the same
 * file, with its modification time, so the static host's ETag stays and a player's revalidation is
 * a 304. The release replaced is kept (a request that resolved the folder just before the switch
 * still finds its files; pointing the link back is a rollback); older ones are removed.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readlinkSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { hashTree, sameBytes } from './atomic-tree.ts';

export const RELEASES_DIR = '.releases';

export type ReleaseKind = 'tenants' | 'pages';

/** The release's name: a hash of its files' paths and bytes (the same files, the same name). */
export const releasePrint = (files: Map<string, string | Buffer>): string =>
  hashTree(createHash('sha256'), files).digest('hex').slice(0, 16);

const lstat = (path: string): Stats | undefined => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/** The folder the name resolves to now: its release, the folder itself (a build before releases), or none. */
export function currentRelease(dist: string, kind: ReleaseKind, id: string): string | undefined {
  const link = join(dist, kind, id);
  const st = lstat(link);
  if (st?.isSymbolicLink()) return resolve(dirname(link), readlinkSync(link));
  return st?.isDirectory() ? link : undefined;
}

/**
 * The entries of `dir` that are release links (a published site's `tenants/` or `pages/`): a
 * plain write into such a folder would write through the links into releases that must not
 * change, and prune the links themselves.
 */
export function releaseLinksIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isSymbolicLink() && readlinkSync(join(dir, e.name)).split(/[\\/]/).includes(RELEASES_DIR))
    .map((e) => e.name);
}

/**
 * Writes the release of exactly `files` (paths relative to the folder), complete, without pointing
 * the folder at it yet: a publish stages a merchant's pages, has the static host load the policy
 * that allows them, and only then switches (cli/commands/publish.ts).
 */
export function stageRelease(dist: string, kind: ReleaseKind, id: string, files: Map<string, string | Buffer>): string {
  const print = releasePrint(files);
  const target = join(dist, RELEASES_DIR, kind, id, print);
  if (existsSync(target)) return print;
  const current = currentRelease(dist, kind, id);
  // Written complete under a temporary name, then renamed: a release folder is never partial.
  const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
  for (const [rel, data] of files) {
    const path = join(tmp, rel);
    mkdirSync(dirname(path), { recursive: true });
    const old = current && join(current, rel);
    if (old && sameBytes(old, data)) keepFile(old, path, data);
    else writeFileSync(path, data);
  }
  mkdirSync(tmp, { recursive: true }); // an empty release is a folder too
  renameSync(tmp, target);
  return print;
}

/**
 * Points `<dist>/<kind>/<id>` at its staged release `print`, in one step, and removes the releases
 * before the one it replaced. Says whether the folder changed.
 */
export function pointFolder(dist: string, kind: ReleaseKind, id: string, print: string): boolean {
  const releases = join(dist, RELEASES_DIR, kind, id);
  const target = join(releases, print);
  const link = join(dist, kind, id);
  const current = currentRelease(dist, kind, id);
  if (current === target) return false;
  if (!existsSync(target)) throw new Error(`${kind}/${id}: no release ${print} to switch to`);
  const stamp = `.tmp-${process.pid}-${Date.now()}`;
  mkdirSync(dirname(link), { recursive: true });
  // Relative, so the built site can be copied or moved whole (cp -a, rsync -a).
  symlinkSync(relative(dirname(link), target), link + stamp);
  const plain = current === link;
  // A plain folder (a site built before releases) cannot be replaced by a rename: it is moved aside
  // first, so for that one switch the name is missing for an instant.
  if (plain) renameSync(link, join(releases, `plain${stamp}`));
  renameSync(link + stamp, link);
  // Kept: the new release and the one it replaced (requests under way, a rollback).
  for (const name of readdirSync(releases))
    if (join(releases, name) !== target && (plain || join(releases, name) !== current))
      rmSync(join(releases, name), { recursive: true, force: true });
  return true;
}

/** Makes `<dist>/<kind>/<id>` the folder of exactly `files`, switched in one step. */
export function switchFolder(
  dist: string,
  kind: ReleaseKind,
  id: string,
  files: Map<string, string | Buffer>,
): { print: string; changed: boolean } {
  const print = stageRelease(dist, kind, id, files);
  return { print, changed: pointFolder(dist, kind, id, print) };
}

/** The same file under the new release: a hard link, or (across file systems) a copy with its time. */
function keepFile(old: string, path: string, data: string | Buffer): void {
  try {
    linkSync(old, path);
  } catch {
    writeFileSync(path, data);
    const st = statSync(old);
    utimesSync(path, st.atime, st.mtime);
  }
}

/**
 * Copies a built site as it is, its links included as written (relative): Node's cpSync would
 * otherwise point each copied link at the original's release.
 */
export const copySite = (from: string, to: string): void =>
  cpSync(from, to, { recursive: true, verbatimSymlinks: true });
