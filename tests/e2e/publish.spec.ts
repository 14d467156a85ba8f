/**
 * `tenant publish` over a built site (issue 36; its usage errors: cli/publish.test.ts): every tenant at once on every core,
 * and a build split in shares whose folders, copied together, make the same site; byte for byte
 * what one process of npm run build writes.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { snapshot } from './prerender-helpers.ts';

// Each test works in its own copies of the build and the tenants: spread over the workers (one
// after another they take over 60 s: each starts several build processes).
test.describe.configure({ mode: 'parallel' });

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
const tenantAsync = async (args: string[]) =>
  (await promisify(execFile)(process.execPath, ['cli/bin/tenant.mjs', ...args], { cwd: ROOT, encoding: 'utf8' }))
    .stdout;
const tenant = (args: string[]) =>
  execFileSync(process.execPath, ['cli/bin/tenant.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });

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

test('a build split in two shares: each publishes its own tenants, copied together and mapped they are the same site', async () => {
  test.setTimeout(120_000);
  const [one, two] = [unrendered('share1'), unrendered('share2')];
  // The two shares at once, as two machines would.
  const [first, second] = await Promise.all([
    tenantAsync(['publish', '--all', '--shard', '1/2', '--dist', one]),
    tenantAsync(['publish', '--all', '--shard', '2/2', '--dist', two]),
  ]);
  // Tenants dealt in turn: dragon to the first share, lotus to the second; each writes only its own.
  expect(first).toMatch(/published dragon: 54 pages/);
  expect(second).toMatch(/published lotus: 54 pages/);
  expect(readdirSync(join(one, 'pages'))).toEqual(['dragon']);
  expect(readdirSync(join(two, 'nginx/sites'))).toEqual(['lotus.json']);
  // The second share's folders copied into the first, whose maps are then written from both entries.
  cpSync(join(two, 'pages/lotus'), join(one, 'pages/lotus'), { recursive: true });
  cpSync(join(two, 'nginx/sites/lotus.json'), join(one, 'nginx/sites/lotus.json'));
  expect(tenant(['publish', '--maps', '--dist', one])).toContain('the host maps changed');
  expect(bytes(join(one, 'pages'))).toEqual(bytes(join(ROOT, 'dist', 'pages')));
  const maps = (dir: string) => new Map([...bytes(join(dir, 'nginx'))].filter(([path]) => path.endsWith('.map')));
  expect(maps(one)).toEqual(maps(join(ROOT, 'dist')));
});

test("a merchant whose pages' inputs did not change is not rendered again; an edit to its sandbox data renders it", () => {
  test.setTimeout(120_000);
  const dist = folder('skip');
  cpSync(join(ROOT, 'dist'), dist, { recursive: true });
  const tenants = folder('skip-tenants');
  cpSync(join(ROOT, 'tenants'), tenants, { recursive: true });
  const publish = (...extra: string[]) =>
    execFileSync(process.execPath, ['cli/bin/tenant.mjs', 'publish', 'lotus', '--dist', dist, ...extra], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, TENANTS_DIR: tenants },
    });
  expect(publish()).toMatch(/published lotus: 54 pages,/);
  const pages = snapshot(join(dist, 'pages/lotus'));
  const again = publish();
  expect(again).toContain("lotus: its pages' inputs are unchanged since its last publish; not rendered again");
  expect(again).toMatch(/published lotus: 0 pages \(1 unchanged\)/);
  expect(snapshot(join(dist, 'pages/lotus'))).toEqual(pages);
  // The merchant's banners change in its sandbox data: rendered again, and the home page shows it.
  const path = join(tenants, 'lotus/sandbox.json');
  const sandbox = JSON.parse(readFileSync(path, 'utf8')) as { content: { banners: { title: string }[] } };
  sandbox.content.banners[0]!.title = 'Derby night double odds';
  writeFileSync(path, JSON.stringify(sandbox, null, 2));
  expect(publish()).toMatch(/published lotus: 54 pages,/);
  expect(readFileSync(join(dist, 'pages/lotus/EN/m/home.html'), 'utf8')).toContain('Derby night double odds');
});
