/**
 * `tenant publish` over a built site (issue 36): its usage, every tenant at once on every core,
 * and a build split in shares whose folders, copied together, make the same site; byte for byte
 * what one process of npm run build writes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { snapshot } from './prerender-helpers.ts';

const ROOT = process.cwd();
const made: string[] = [];
const folder = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `wl-${name}-`));
  made.push(d);
  return d;
};
test.afterEach(() => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The build without its pages and host maps. */
function unrendered(name: string): string {
  const copy = folder(name);
  cpSync(join(ROOT, 'dist'), copy, { recursive: true });
  rmSync(join(copy, 'pages'), { recursive: true });
  rmSync(join(copy, 'nginx'), { recursive: true });
  return copy;
}
/** Each file's bytes, by its path under `dir`. */
const bytes = (dir: string) =>
  new Map([...snapshot(dir)].map(([path, v]) => [path.slice(dir.length), v.split(' ')[1]]));
const tenant = (args: string[]) =>
  execFileSync(process.execPath, ['cli/bin/tenant.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });

test('tenant publish: a usage error names what is wrong, and a folder with no built site is refused before anything is written', () => {
  const run = (args: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync(process.execPath, ['cli/bin/tenant.mjs', ...args], {
          cwd: ROOT,
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (e) {
      const x = e as { status: number; stdout: string; stderr: string };
      return { code: x.status, out: x.stdout + x.stderr };
    }
  };
  expect(run(['publish'])).toMatchObject({ code: 2, out: expect.stringContaining('name the tenants to publish') });
  expect(run(['publish', 'nobody'])).toMatchObject({ code: 2, out: expect.stringContaining('no tenant "nobody"') });
  for (const [args, says] of [
    [['publish', 'lotus', '--all'], 'one of them'],
    [['publish', '--shard', '1/2'], '--shard goes with --all'],
    [['publish', '--all', '--shard', '3/2'], '--shard takes i/n'],
    [['publish', '--all', '--shard', 'x'], '--shard takes i/n'],
  ] as const)
    expect(run([...args]), args.join(' ')).toMatchObject({ code: 2, out: expect.stringContaining(says) });
  expect(run(['publish', 'lotus', '--backend', 'ftp://x'])).toMatchObject({
    code: 2,
    out: expect.stringContaining('--backend takes'),
  });
  const copy = folder('empty');
  const empty = run(['publish', 'lotus', '--dist', copy]);
  expect(empty.code).toBe(1);
  expect(empty.out).toContain('is not a built site');
  expect(readdirSync(copy)).toEqual([]);
});

test('a full build on two processes writes byte for byte what one process writes', () => {
  test.setTimeout(120_000);
  const copy = unrendered('parallel');
  const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/prerender.tsx'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_OUT_DIR: copy, PRERENDER_JOBS: '2' },
    encoding: 'utf8',
  });
  expect(out).toContain('with data from the sandbox, 2 processes');
  expect(out).toMatch(/dragon: 54 pages/);
  expect(out).toMatch(/lotus: 54 pages/);
  for (const folder of ['pages', 'nginx']) expect(bytes(join(copy, folder))).toEqual(bytes(join(ROOT, 'dist', folder)));
});

test('a build split in two shares: each publishes its own tenants, copied together and mapped they are the same site', () => {
  test.setTimeout(120_000);
  const [one, two] = [unrendered('share1'), unrendered('share2')];
  const first = tenant(['publish', '--all', '--shard', '1/2', '--dist', one]);
  const second = tenant(['publish', '--all', '--shard', '2/2', '--dist', two]);
  // Tenants dealt in turn: dragon to the first share, lotus to the second; each writes only its own.
  expect(first).toMatch(/published dragon: 54 pages/);
  expect(second).toMatch(/published lotus: 54 pages/);
  expect(readdirSync(join(one, 'pages'))).toEqual(['dragon']);
  expect(readdirSync(join(two, 'nginx/sites'))).toEqual(['lotus.json']);
  // The second share's folders copied into the first, whose maps are then written from both entries.
  cpSync(join(two, 'pages/lotus'), join(one, 'pages/lotus'), { recursive: true });
  cpSync(join(two, 'nginx/sites/lotus.json'), join(one, 'nginx/sites/lotus.json'));
  expect(tenant(['publish', '--maps', '--dist', one])).toContain('the host maps changed');
  for (const f of ['pages', 'nginx']) expect(bytes(join(one, f))).toEqual(bytes(join(ROOT, 'dist', f)));
});
