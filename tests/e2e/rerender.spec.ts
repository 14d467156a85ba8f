/**
 * One merchant published alone from its back end (issue 36): `tenant publish <id> --backend <url>`
 * reads the merchant config and the pages' data through the same calls the site makes, from a WPS
 * back end given by its address (here this worker's sandbox, on its port), and writes that
 * merchant's pages and map entry without writing any other merchant's file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { control } from './access-helpers.ts';
import { snapshot, ICON_AS_PAGE_HAS_IT } from './prerender-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { copySite, currentRelease } from '../../cli/lib/releases.ts';

const ROOT = process.cwd();
let copy = '';

test.afterEach(async ({ request }) => {
  await request.post(control('/site'), { data: { dist: join(ROOT, 'dist') } });
  await resetSandbox(request);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("a merchant's changed banners and logo, published alone from its back end: its pages carry them and are hydrated; no other merchant's file is written", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  copy = mkdtempSync(join(tmpdir(), 'wl-rerender-'));
  copySite(join(ROOT, 'dist'), copy);
  // Nothing of dragon's, and no package (lotus's files did not change: each keeps its time, and
  // so the static host's ETag).
  const others = [join(copy, 'pages/dragon'), join(copy, 'tenants')];
  const before = others.map(snapshot);
  const mapEntry = (id: string) => readFileSync(join(copy, `nginx/sites/${id}.json`), 'utf8');
  const dragonSite = snapshot(join(copy, 'nginx/sites')).get(join(copy, 'nginx/sites/dragon.json'));
  const lotusSite = mapEntry('lotus');
  const maps = snapshot(join(copy, 'nginx'));
  const homeBefore = readFileSync(join(copy, 'pages/lotus/EN/m/home.html'), 'utf8');
  const pagesBefore = currentRelease(copy, 'pages', 'lotus');
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
  // lotus's pages were switched whole to a new release; the one replaced is kept (cli/lib/releases.ts).
  expect(currentRelease(copy, 'pages', 'lotus')).not.toBe(pagesBefore);
  expect(snapshot(pagesBefore!).size).toBeGreaterThan(0);
  // dragon's entry of the maps was not written (same bytes, same time).
  expect(snapshot(join(copy, 'nginx/sites')).get(join(copy, 'nginx/sites/dragon.json'))).toBe(dragonSite);
  // It says whether the static host must be reloaded, as the maps it wrote say.
  const mapsChanged = [...snapshot(join(copy, 'nginx'))].some(([f, v]) => f.endsWith('.map') && maps.get(f) !== v);
  expect(mapsChanged).toBe(mapEntry('lotus') !== lotusSite);
  expect(out).toContain(mapsChanged ? 'reload the static host now' : 'no reload needed');
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
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { __logo: Element | null; __banner: Element | null };
      const banner = document.querySelector('main img[src="/__art/banner/lotus-blog.png"]');
      return !!w.__logo && w.__logo === document.querySelector('main .logo') && !!w.__banner && w.__banner === banner;
    }),
  ).toBe(true);
  await expect(page.locator('main .logo')).toHaveAttribute('src', ICON_AS_PAGE_HAS_IT);
  await expect(page.locator('main img[src="/__art/banner/lotus-blog.png"]')).toBeVisible();
  await expect(page.getByLabel(/Derby night double odds/).first()).toBeVisible();
});
