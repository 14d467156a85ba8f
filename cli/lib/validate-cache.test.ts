/**
 * `tenant validate` keeps each tenant's result by content (validate-cache.ts): a second run reads
 * it, any change to what the result depends on checks the tenant again, and the checks across
 * tenants are never taken from it.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../src/core/tooling/tenant-files.ts';
import { clearJsonCache } from '../../src/core/tooling/json-file.ts';
import { main } from '../main.ts';
import { CACHE_FILE, folderPrint } from './validate-cache.ts';

const dirs: string[] = [];
function tenantsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'validate-cache-'));
  cpSync(join(ROOT, 'tenants'), dir, { recursive: true });
  rmSync(join(dir, CACHE_FILE), { force: true });
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  delete process.env.TENANTS_DIR;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function validate(dir: string, ...args: string[]) {
  const out: string[] = [];
  process.env.TENANTS_DIR = dir;
  clearJsonCache();
  const code = await main(['validate', ...args], { out: (s) => out.push(s), err: (s) => out.push(s) });
  return { code, out: out.join('\n') };
}

type CacheFile = {
  tenants: Record<
    string,
    { problems: { file: string; line: number; col: number; pointer: string; message: string }[] }
  >;
};
const readCache = (dir: string) => JSON.parse(readFileSync(join(dir, CACHE_FILE), 'utf8')) as CacheFile;
/** A problem planted in the cache: printed only if the run took lotus's result from it. */
function plant(dir: string) {
  const cache = readCache(dir);
  cache.tenants.lotus!.problems = [
    { file: join(dir, 'lotus/tenant.json'), line: 1, col: 1, pointer: '', message: 'planted in the cache' },
  ];
  writeFileSync(join(dir, CACHE_FILE), JSON.stringify(cache));
}
const edit = (path: string, change: (o: Record<string, unknown>) => void) => {
  const o = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(o);
  writeFileSync(path, JSON.stringify(o, null, 2));
};

describe('tenant validate keeps results by content', () => {
  it('a second run takes an unchanged tenant from the cache; an edited one is checked again', async () => {
    const dir = tenantsCopy();
    expect((await validate(dir)).code).toBe(0);
    expect(Object.keys(readCache(dir).tenants).sort()).toEqual(['dragon', 'lotus']);
    plant(dir);
    const cached = await validate(dir);
    expect(cached.out).toContain('planted in the cache');
    expect(cached.code).toBe(1);
    // --fresh checks everything again (and does not read the cache).
    expect((await validate(dir, '--fresh')).out).not.toContain('planted in the cache');

    plant(dir);
    // Any byte of the tenant's files: a screen file gets a new key order.
    const screen = join(dir, 'lotus/screens/home.json');
    writeFileSync(screen, readFileSync(screen, 'utf8') + '\n');
    const again = await validate(dir);
    expect(again.out).not.toContain('planted in the cache');
    expect(again.code).toBe(0);
  });

  it('a change to _base checks every tenant again', async () => {
    const dir = tenantsCopy();
    await validate(dir);
    plant(dir);
    const file = join(dir, '_base/tenant.json');
    writeFileSync(file, readFileSync(file, 'utf8') + ' ');
    expect((await validate(dir)).out).not.toContain('planted in the cache');
  });

  it('a problem found is kept and reported again, with its place', async () => {
    const dir = tenantsCopy();
    edit(join(dir, 'lotus/tenant.json'), (o) => (o.languages = ['XX']));
    const first = await validate(dir, 'lotus');
    const second = await validate(dir, 'lotus');
    expect(first.code).toBe(1);
    expect(second.out).toBe(first.out);
    expect(second.out).toMatch(/lotus\/tenant\.json:\d+:\d+ {2}\/languages\/0 {2}/);
  });

  it('the checks across tenants always run: a clash made in another tenant is reported for the cached one', async () => {
    const dir = tenantsCopy();
    await validate(dir);
    const lotusCode = (JSON.parse(readFileSync(join(dir, 'lotus/tenant.json'), 'utf8')) as { merchantCode: string })
      .merchantCode;
    edit(join(dir, 'dragon/tenant.json'), (o) => (o.merchantCode = lotusCode));
    const r = await validate(dir, 'lotus');
    expect(r.out).toContain(`merchant code "${lotusCode}" is also tenant "dragon"'s`);
  });

  it("another folder's asset a tenant names is looked at again", async () => {
    const dir = tenantsCopy();
    edit(join(dir, 'lotus/tenant.json'), (o) => {
      (o.brand as Record<string, unknown>).logo = '/tenants/dragon/assets/logo.svg';
    });
    expect((await validate(dir, 'lotus')).code).toBe(0);
    rmSync(join(dir, 'dragon/assets/logo.svg'));
    const r = await validate(dir, 'lotus');
    expect(r.out).toContain('asset "/tenants/dragon/assets/logo.svg" does not exist');
  });

  it("a copied folder's cache is not used: its problems would name the other folder's files", async () => {
    const dir = tenantsCopy();
    edit(join(dir, 'lotus/tenant.json'), (o) => (o.languages = ['XX']));
    await validate(dir, 'lotus');
    const copy = mkdtempSync(join(tmpdir(), 'validate-cache-copy-'));
    dirs.push(copy);
    cpSync(dir, copy, { recursive: true });
    const r = await validate(copy, 'lotus');
    expect(r.out).toContain(join(copy, 'lotus/tenant.json').replace(process.cwd() + '/', ''));
    expect(r.out).not.toContain(dir);
  });

  it('a cache file cut short is started again', async () => {
    const dir = tenantsCopy();
    writeFileSync(join(dir, CACHE_FILE), '{ cut short');
    expect((await validate(dir)).code).toBe(0);
    expect(existsSync(join(dir, CACHE_FILE))).toBe(true);
    expect(Object.keys(readCache(dir).tenants)).toHaveLength(2);
  });
});

describe('folderPrint', () => {
  it('changes with a file name, its bytes, or a link target; not with nothing', () => {
    const dir = tenantsCopy();
    const at = join(dir, 'dragon');
    const first = folderPrint(at);
    expect(folderPrint(at)).toBe(first);
    writeFileSync(join(at, 'assets/extra.txt'), 'x');
    const second = folderPrint(at);
    expect(second).not.toBe(first);
    writeFileSync(join(at, 'assets/extra.txt'), 'y');
    const third = folderPrint(at);
    expect(third).not.toBe(second);
    symlinkSync('logo.svg', join(at, 'assets/alias.svg'));
    const linked = folderPrint(at);
    expect(linked).not.toBe(third);
    rmSync(join(at, 'assets/alias.svg'));
    symlinkSync('icon.svg', join(at, 'assets/alias.svg'));
    expect(folderPrint(at)).not.toBe(linked);
    expect(folderPrint(join(dir, 'nowhere'))).toBe('absent');
  });
});
