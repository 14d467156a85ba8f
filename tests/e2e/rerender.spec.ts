/**
 * One merchant published alone from its back end (issue 36): `tenant publish <id> --backend <url>`
 * reads the merchant config and the pages' data through the same calls the site makes, from a WPS
 * back end given by its address (here this worker's sandbox, on its port), and writes that
 * merchant's pages and map entry without writing any other merchant's file.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { control } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

const ROOT = process.cwd();
let copy = '';

test.afterEach(async ({ request }) => {
  await request.post(control('/site'), { data: { dist: join(ROOT, 'dist') } });
  await resetSandbox(request);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Every file under `dir` with its modification time and bytes. */
function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile()) {
      const path = join(e.parentPath, e.name);
      files.set(path, `${statSync(path).mtimeMs} ${readFileSync(path).toString('base64')}`);
    }
  return files;
}

test("a merchant's changed banners and logo, published alone from its back end: its pages carry them and are hydrated; no other merchant's file is written", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  copy = mkdtempSync(join(tmpdir(), 'wl-rerender-'));
  cpSync(join(ROOT, 'dist'), copy, { recursive: true });
  // Nothing of dragon's, and no package (lotus's files did not change: each keeps its time, and
  // so the static host's ETag).
  const others = [join(copy, 'pages/dragon'), join(copy, 'tenants')];
  const before = others.map(snapshot);
  const sites = () => JSON.parse(readFileSync(join(copy, 'nginx/sites.json'), 'utf8')) as Record<string, unknown>;
  const dragonSite = sites().dragon;
  const homeBefore = readFileSync(join(copy, 'pages/lotus/EN/m/home.html'), 'utf8');
  expect(homeBefore).toContain('/__art/banner/lotus-football.png');

  // The merchant changes its logo and its top banners in its back end.
  const logo = '/tenants/lotus/assets/icon.svg';
  const banner = {
    id: 'lotus-derby',
    title: 'Derby night double odds',
    linkageType: 'URL',
    linkage: '',
    url: '/m/sports',
    groupName: 'm_top',
    image: '/__art/banner/lotus-blog.png',
  };
  await configure(request, 'lotus', {
    merchantConfig: { mobileTemplate: { h5_logo: logo } },
    content: { banners: [banner] },
  });
  const out = execFileSync(
    process.execPath,
    ['cli/bin/tenant.mjs', 'publish', 'lotus', '--dist', copy, '--backend', `http://127.0.0.1:${E2E_PORT}`],
    { cwd: ROOT, encoding: 'utf8' },
  );
  expect(out).toMatch(new RegExp(`published lotus: \\d+ pages, with data from http://127.0.0.1:${E2E_PORT}`));
  expect(out).toMatch(/lotus: \d+ pages \(EN, VI, TH\)/);
  expect(out).not.toContain('dragon');
  expect(others.map(snapshot)).toEqual(before);
  expect(sites().dragon).toEqual(dragonSite);
  // The back end's address is nowhere in a page: it was asked as the tenant's host.
  const home = readFileSync(join(copy, 'pages/lotus/EN/m/home.html'), 'utf8');
  expect(home).not.toContain(`127.0.0.1:${E2E_PORT}`);
  expect(home).toContain(`data-tenant="lotus"`);
  expect(home).toContain('Derby night double odds');
  expect(home).not.toContain('/__art/banner/lotus-football.png');

  // Served: the pages were rendered with the back end's config and banners, so the app hydrates
  // them (a page rendered with the old ones would be rendered afresh) and shows the new ones.
  expect((await request.post(control('/site'), { data: { dist: copy } })).ok()).toBe(true);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __logo: Element | null; __banner: Element | null };
      w.__logo = document.querySelector('main .logo');
      w.__banner = document.querySelector('main img[src="/__art/banner/lotus-blog.png"]');
    });
  });
  await page.goto(site('lotus', '/m/home'));
  await page.waitForFunction(() => window.__appReady === true);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __logo: Element | null; __banner: Element | null };
      const banner = document.querySelector('main img[src="/__art/banner/lotus-blog.png"]');
      return !!w.__logo && w.__logo === document.querySelector('main .logo') && !!w.__banner && w.__banner === banner;
    }),
  ).toBe(true);
  const icon = readFileSync(join(ROOT, 'dist/tenants/lotus/assets/icon.svg')).toString('base64');
  await expect(page.locator('main .logo')).toHaveAttribute('src', `data:image/svg+xml;base64,${icon}`);
  await expect(page.locator('main img[src="/__art/banner/lotus-blog.png"]')).toBeVisible();
  await expect(page.getByLabel(/Derby night double odds/).first()).toBeVisible();
});

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
  expect(run(['publish', 'lotus', '--backend', 'ftp://x'])).toMatchObject({
    code: 2,
    out: expect.stringContaining('--backend takes'),
  });
  copy = mkdtempSync(join(tmpdir(), 'wl-empty-'));
  const empty = run(['publish', 'lotus', '--dist', copy]);
  expect(empty.code).toBe(1);
  expect(empty.out).toContain('is not a built site');
  expect(readdirSync(copy)).toEqual([]);
});

test('a full build on two processes writes byte for byte what one process writes', () => {
  test.setTimeout(120_000);
  copy = mkdtempSync(join(tmpdir(), 'wl-parallel-'));
  cpSync(join(ROOT, 'dist'), copy, { recursive: true });
  rmSync(join(copy, 'pages'), { recursive: true });
  rmSync(join(copy, 'nginx'), { recursive: true });
  const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/prerender.tsx'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_OUT_DIR: copy, PRERENDER_JOBS: '2' },
    encoding: 'utf8',
  });
  expect(out).toContain('with data from the sandbox, 2 processes');
  expect(out).toMatch(/dragon: 54 pages/);
  expect(out).toMatch(/lotus: 54 pages/);
  const bytes = (dir: string) =>
    new Map([...snapshot(dir)].map(([path, v]) => [path.slice(dir.length), v.split(' ')[1]]));
  for (const folder of ['pages', 'nginx']) expect(bytes(join(copy, folder))).toEqual(bytes(join(ROOT, 'dist', folder)));
});
