/**
 * moveInValidated replacing a tenant (the studio's Publish; a new tenant is cli/init.test.ts's):
 * a tenant that does not validate with the others changes nothing; one that does is swapped in
 * whole, and no work folder is left behind either way.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moveInValidated } from './move-in.ts';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';

const made: string[] = [];
afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});
function tenants(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'move-in-')), 'tenants');
  made.push(root);
  cpSync(join(ROOT, 'tenants'), root, { recursive: true, verbatimSymlinks: true });
  // Only the tenants: no studio drafts, no validate cache of an earlier run (a dot-file left is the move's).
  for (const dot of readdirSync(root).filter((f) => f.startsWith('.')))
    rmSync(join(root, dot), { recursive: true, force: true });
  return root;
}
const edit = (dir: string, from: string, to: string) => {
  const path = join(dir, 'tenant.json');
  writeFileSync(path, readFileSync(path, 'utf8').replace(from, to));
};

describe('moveInValidated, replacing a tenant', () => {
  it('swaps in a tenant that validates, whole', () => {
    const root = tenants();
    const moved = moveInValidated(root, 'lotus', true, (dir) => edit(dir, '"#00796b"', '"#c2185b"'));
    expect(moved).toEqual({ ok: true });
    expect(readFileSync(join(root, 'lotus/tenant.json'), 'utf8')).toContain('"primary": "#c2185b"');
    expect(readdirSync(join(root, 'lotus/screens')).sort()).toEqual(['home.json', 'login.json']);
    expect(readdirSync(root).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('changes nothing when the tenant would not validate with the others (a host dragon has)', () => {
    const root = tenants();
    const before = readFileSync(join(root, 'lotus/tenant.json'), 'utf8');
    const moved = moveInValidated(root, 'lotus', true, (dir) => edit(dir, '"lotus.localhost"', '"dragon.localhost"'));
    expect(moved.ok).toBe(false);
    if (moved.ok || moved.reason !== 'problems') throw new Error('expected problems');
    expect(moved.problems.map((p) => p.message).join('\n')).toMatch(
      /host "dragon\.localhost" is also tenant "dragon"'s/,
    );
    // Problems name the file as it will be, not the work folder.
    expect(moved.problems[0]!.file).toBe(join(root, 'lotus', 'tenant.json'));
    expect(readFileSync(join(root, 'lotus/tenant.json'), 'utf8')).toBe(before);
    expect(readdirSync(root).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});
