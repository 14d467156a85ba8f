/**
 * `tenant publish` over a built site (issue 36; its usage errors: cli/publish.test.ts): every tenant at once on every core,
 * and a build split in shares whose folders, copied together, make the same site; byte for byte
 * what one process of npm run build writes.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { snapshot } from './prerender-helpers.ts';
import { RELEASES_DIR, copySite } from '../../cli/lib/releases.ts';

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
  copySite(join(ROOT, 'dist'), copy);
  rmSync(join(copy, 'pages'), { recursive: true });
  rmSync(join(copy, RELEASES_DIR, 'pages'), { recursive: true });
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
  for (const path of ['pages/lotus', `${RELEASES_DIR}/pages/lotus`, 'nginx/sites/lotus.json'])
    copySite(join(two, path), join(one, path));
  expect(tenant(['publish', '--maps', '--dist', one])).toContain('the host maps changed');
  expect(bytes(join(one, 'pages'))).toEqual(bytes(join(ROOT, 'dist', 'pages')));
  const maps = (dir: string) => new Map([...bytes(join(dir, 'nginx'))].filter(([path]) => path.endsWith('.map')));
  expect(maps(one)).toEqual(maps(join(ROOT, 'dist')));
});

test("a merchant whose pages' inputs did not change is not rendered again; an edit to its sandbox data renders it", () => {
  test.setTimeout(120_000);
  const dist = folder('skip');
  copySite(join(ROOT, 'dist'), dist);
  const tenants = folder('skip-tenants');
  copySite(join(ROOT, 'tenants'), tenants);
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

test('--reload: the static host loads a policy for the old pages and the new before the switch; a failed reload switches nothing and is owed', () => {
  test.setTimeout(120_000);
  const dist = folder('reload');
  copySite(join(ROOT, 'dist'), dist);
  const tenants = folder('reload-tenants');
  copySite(join(ROOT, 'tenants'), tenants);
  const publish = (...extra: string[]) =>
    spawnSync(process.execPath, ['cli/bin/tenant.mjs', 'publish', 'lotus', '--dist', dist, ...extra], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, TENANTS_DIR: tenants },
    });
  const links = () => ['pages', 'tenants'].map((kind) => readlinkSync(join(dist, kind, 'lotus')));
  const lotusPolicy = (map: string) => /^ {2}lotus "(.*)";$/m.exec(map)![1]!;
  const sources = (policy: string) => new Set(policy.split(/[;\s]+/).filter((x) => x.startsWith("'sha256-")));
  const before = links();
  const oldPolicy = sources(lotusPolicy(readFileSync(join(dist, 'nginx/csp.map'), 'utf8')));
  // A new primary colour: new inline styles, so a new page policy.
  const path = join(tenants, 'lotus/tenant.json');
  writeFileSync(path, readFileSync(path, 'utf8').replace('"primary": "#00796b"', '"primary": "#b00020"'));

  const failed = publish('--reload', 'exit 3');
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain('the reload command failed (exit 3): nothing switched');
  expect(links()).toEqual(before);

  // What the static host would load, and where the folders point, when the reload runs.
  const seen = folder('reload-seen');
  const record = `cp "${dist}/nginx/csp.map" "${seen}/csp.map" && readlink "${dist}/pages/lotus" > "${seen}/pages"`;
  const done = publish('--reload', record);
  expect(done.status, done.stderr).toBe(0);
  expect(done.stdout).toContain('the static host was reloaded before the switch');
  expect(readFileSync(join(seen, 'pages'), 'utf8').trim()).toBe(before[0]);
  const after = links();
  expect(after[0]).not.toBe(before[0]);
  expect(after[1]).not.toBe(before[1]);
  const newPolicy = sources(JSON.parse(readFileSync(join(dist, 'nginx/sites/lotus.json'), 'utf8')).csp as string);
  expect([...newPolicy].some((h) => !oldPolicy.has(h))).toBe(true);
  const loaded = sources(lotusPolicy(readFileSync(join(seen, 'csp.map'), 'utf8')));
  for (const hash of [...oldPolicy, ...newPolicy]) expect(loaded.has(hash), hash).toBe(true);
});
