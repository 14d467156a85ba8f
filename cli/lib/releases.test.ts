import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RELEASES_DIR, copySite, currentRelease, switchFolder } from './releases.ts';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));
const site = () => (dist = mkdtempSync(join(tmpdir(), 'wl-releases-')));
const files = (o: Record<string, string>) => new Map(Object.entries(o));
const read = (rel: string) => readFileSync(join(dist, rel), 'utf8');
const releases = (kind: string, id: string) => readdirSync(join(dist, RELEASES_DIR, kind, id)).sort();

describe('switchFolder', () => {
  it('makes the folder a link to a complete release, and the same files are no change', () => {
    site();
    const first = switchFolder(dist, 'tenants', 'lotus', files({ 'tenant.json': '{"v":1}', 'i18n/EN.json': '{}' }));
    expect(first.changed).toBe(true);
    expect(first.print).toMatch(/^[0-9a-f]{16}$/);
    expect(lstatSync(join(dist, 'tenants/lotus')).isSymbolicLink()).toBe(true);
    expect(read('tenants/lotus/tenant.json')).toBe('{"v":1}');
    expect(currentRelease(dist, 'tenants', 'lotus')).toBe(join(dist, RELEASES_DIR, 'tenants/lotus', first.print));
    expect(switchFolder(dist, 'tenants', 'lotus', files({ 'i18n/EN.json': '{}', 'tenant.json': '{"v":1}' }))).toEqual({
      print: first.print,
      changed: false,
    });
  });

  it("keeps an unchanged file's file and time (the ETag), drops files no longer there, keeps one release back", () => {
    site();
    const v1 = switchFolder(
      dist,
      'pages',
      'lotus',
      files({ 'index.html': 'a', 'EN/m/home.html': 'home 1', 'EN/m/old.html': 'x' }),
    );
    const kept = statSync(join(dist, 'pages/lotus/index.html'));
    const v2 = switchFolder(dist, 'pages', 'lotus', files({ 'index.html': 'a', 'EN/m/home.html': 'home 2' }));
    const now = statSync(join(dist, 'pages/lotus/index.html'));
    expect([now.ino, now.mtimeMs]).toEqual([kept.ino, kept.mtimeMs]);
    expect(read('pages/lotus/EN/m/home.html')).toBe('home 2');
    expect(existsSync(join(dist, 'pages/lotus/EN/m/old.html'))).toBe(false);
    expect(releases('pages', 'lotus')).toEqual([v1.print, v2.print].sort());
    const v3 = switchFolder(dist, 'pages', 'lotus', files({ 'index.html': 'b' }));
    expect(releases('pages', 'lotus')).toEqual([v2.print, v3.print].sort());
    // Back to a version whose release is still there: the link only.
    expect(switchFolder(dist, 'pages', 'lotus', files({ 'index.html': 'a', 'EN/m/home.html': 'home 2' })).changed).toBe(
      true,
    );
    expect(read('pages/lotus/EN/m/home.html')).toBe('home 2');
  });

  it('turns a plain folder (a site built before releases) into a release, and touches no other tenant', () => {
    site();
    mkdirSync(join(dist, 'tenants/lotus/i18n'), { recursive: true });
    mkdirSync(join(dist, 'tenants/dragon'), { recursive: true });
    writeFileSync(join(dist, 'tenants/lotus/tenant.json'), '{"v":1}');
    writeFileSync(join(dist, 'tenants/dragon/tenant.json'), '{"d":1}');
    const before = statSync(join(dist, 'tenants/lotus/tenant.json'));
    switchFolder(dist, 'tenants', 'lotus', files({ 'tenant.json': '{"v":1}', 'i18n/VI.json': '{}' }));
    expect(statSync(join(dist, 'tenants/lotus/tenant.json')).mtimeMs).toBe(before.mtimeMs);
    expect(releases('tenants', 'lotus')).toHaveLength(1);
    expect(lstatSync(join(dist, 'tenants/dragon')).isDirectory()).toBe(true);
    expect(readdirSync(join(dist, RELEASES_DIR, 'tenants'))).toEqual(['lotus']);
  });

  it('a copy of the site keeps its links relative: publishing in the copy never reaches the original', () => {
    site();
    switchFolder(dist, 'tenants', 'lotus', files({ 'tenant.json': '1' }));
    const copy = join(dist, 'copy');
    copySite(join(dist, 'tenants'), join(copy, 'tenants'));
    copySite(join(dist, RELEASES_DIR), join(copy, RELEASES_DIR));
    expect(currentRelease(copy, 'tenants', 'lotus')?.startsWith(copy)).toBe(true);
    switchFolder(copy, 'tenants', 'lotus', files({ 'tenant.json': '2' }));
    expect(read('tenants/lotus/tenant.json')).toBe('1');
    expect(readFileSync(join(copy, 'tenants/lotus/tenant.json'), 'utf8')).toBe('2');
  });

  it('a reader during switches sees one whole version or the other, never a mix and never a missing file', async () => {
    site();
    const version = (v: string) => files({ 'a.json': `a${v}`, 'b.json': `b${v}`, [`only-${v}.json`]: v });
    switchFolder(dist, 'tenants', 't', version('1'));
    // Another process switches the folder back and forth while this one reads through it.
    const code = `const { switchFolder } = await import(${JSON.stringify(join(import.meta.dirname, 'releases.ts'))});
      const v = (x) => new Map([['a.json', 'a' + x], ['b.json', 'b' + x], ['only-' + x + '.json', x]]);
      for (let i = 0; i < 300; i++) switchFolder(${JSON.stringify(dist)}, 'tenants', 't', v(i % 2 ? '1' : '2'));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: 'inherit' });
    const done = new Promise<number | null>((r) => child.on('exit', r));
    let running = true;
    void done.then(() => (running = false));
    const folder = join(dist, 'tenants/t');
    const seen = new Set<string>();
    while (running) {
      // One resolution of the folder, as a request makes it: its listing and files agree.
      const names = readdirSync(folder).sort();
      expect([
        ['a.json', 'b.json', 'only-1.json'],
        ['a.json', 'b.json', 'only-2.json'],
      ]).toContainEqual(names);
      for (const name of ['a.json', 'b.json']) seen.add(readFileSync(join(folder, name), 'utf8'));
      await new Promise((r) => setImmediate(r));
    }
    expect(await done).toBe(0);
    // Both versions were read while it switched (each read is whole: a1, b1, a2 or b2).
    expect([...seen].sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
  });
});

describe('tenant build --out into a published site', () => {
  it('is refused: nothing written through the release links, none pruned (issue 57)', async () => {
    const { main } = await import('../main.ts');
    site();
    switchFolder(dist, 'tenants', 'lotus', files({ 'tenant.json': '{"v":1}' }));
    switchFolder(dist, 'tenants', 'dragon', files({ 'tenant.json': '{"v":2}' }));
    const err: string[] = [];
    const code = await main(['build', '--out', join(dist, 'tenants')], { out: () => {}, err: (s) => err.push(s) });
    expect(code).toBe(1);
    expect(err.join('\n')).toMatch(
      /is a published site's package folder \(dragon, lotus are release links\); nothing written/,
    );
    for (const id of ['dragon', 'lotus']) expect(lstatSync(join(dist, 'tenants', id)).isSymbolicLink()).toBe(true);
    expect(read('tenants/lotus/tenant.json')).toBe('{"v":1}');
    expect(read('tenants/dragon/tenant.json')).toBe('{"v":2}');
  });
});
