/**
 * The static deploy of docs/deploy.md (issue 18, part 2): Debian's nginx runs the documented
 * configuration (deploy/nginx/) over the build, with the sandbox as its WPS back end. Both tenants
 * get their pre-rendered pages by host, the app boots and hydrates through it, and the cache and
 * security headers are the documented ones.
 */
import { readlinkSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { startNginx, namedTenant, type RunningNginx } from './nginx-harness.ts';

const ROOT = process.cwd();
let nginx: RunningNginx;
let port = 0;
const get: RunningNginx['get'] = (...args) => nginx.get(...args);

test.beforeAll(async () => {
  nginx = await startNginx(join(ROOT, 'dist'));
  port = nginx.port;
});

test.afterAll(() => nginx?.stop());

test('each host gets its tenant pre-rendered page, and every page names its tenant; anything else the generic page; snippets and the host list never served', async () => {
  for (const [host, mark, named] of [
    ['dragon.localhost', 'dragon /m/login EN', 'dragon DRAGON'],
    ['lotus.localhost', 'lotus /m/login EN', 'lotus LOTUS'],
    ['www.dragonlotto.example', 'dragon /m/login EN', 'dragon DRAGON'],
    ['lotusplay.example', 'lotus /m/login EN', 'lotus LOTUS'],
    ['localhost', 'dragon /m/login EN', 'dragon DRAGON'],
  ] as const) {
    const r = await get('/m/login', host);
    expect(r.status, host).toBe(200);
    const html = await r.text();
    expect(html, host).toContain(`data-prerendered="${mark} `);
    expect(namedTenant(html), host).toBe(named);
  }
  // A route with no page of its own, and the site's root: the tenant's own index.html, naming it.
  for (const [path, host, named] of [
    ['/m/vip', 'dragon.localhost', 'dragon DRAGON'],
    ['/', 'lotusplay.example', 'lotus LOTUS'],
  ]) {
    const r = await get(path!, host!);
    expect(r.status, path).toBe(200);
    const html = await r.text();
    expect(html, path).not.toContain('data-prerendered');
    expect(namedTenant(html), path).toBe(named);
  }
  const unknown = await get('/m/login', 'unknown.example');
  expect(unknown.status).toBe(200);
  const generic = await unknown.text();
  expect(generic).not.toContain('data-prerendered');
  expect(namedTenant(generic)).toBeNull();
  for (const hidden of [
    '/tenants/index.json',
    '/pages/dragon/EN/m/login.html',
    '/pages/dragon/index.html',
    '/nginx/languages.map',
    '/nginx/csp.map',
    '/.vite/manifest.json',
    // The merchants' releases are reached through their folders' links only.
    `/.releases/tenants/dragon/${basename(readlinkSync(join(ROOT, 'dist/tenants/dragon')))}/tenant.json`,
  ])
    expect((await get(hidden, 'dragon.localhost')).status, hidden).toBe(404);
});

test("each request gets the page in its language: the cookie, else the first browser language, else the tenant's", async () => {
  const page = async (host: string, headers: Record<string, string>) => {
    const r = await get('/m/login', host, headers);
    return { mark: /data-prerendered="(\S+ \S+ \S+) /.exec(await r.text())?.[1], vary: r.headers.get('vary') };
  };
  const vi = await page('lotus.localhost', { 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' });
  expect(vi).toEqual({ mark: 'lotus /m/login VI', vary: 'Accept-Encoding, Accept-Language, Cookie' });
  expect((await page('lotus.localhost', { 'Accept-Language': 'th', Cookie: 'a=1; wl_lang=VI' })).mark).toBe(
    'lotus /m/login VI',
  );
  expect((await page('lotus.localhost', { 'Accept-Language': 'zh-TW' })).mark).toBe('lotus /m/login EN'); // not offered
  expect((await page('dragon.localhost', { 'Accept-Language': 'zh-HK,zh;q=0.9' })).mark).toBe('dragon /m/login TW');
  expect((await page('dragon.localhost', { 'Accept-Language': 'zh-CN' })).mark).toBe('dragon /m/login CN');
  expect((await page('dragon.localhost', { Cookie: 'wl_lang=../../nginx' })).mark).toBe('dragon /m/login EN');
  expect((await page('dragon.localhost', {})).mark).toBe('dragon /m/login EN');
});

test('cache headers: hashed assets immutable; pages, tenant JSON and the worker revalidated', async () => {
  const html = await (await get('/m/home', 'lotus.localhost')).text();
  const asset = /"(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!; // the app's entry, named in the page
  const cache = async (path: string) => (await get(path, 'lotus.localhost')).headers.get('cache-control');
  expect(await cache(asset)).toBe('public, max-age=31536000, immutable');
  // The build's gzip copy, sent as it is (gzip_static): its own length, not compressed on the way out.
  const zipped = await get(asset, 'lotus.localhost', { 'Accept-Encoding': 'gzip' });
  expect(zipped.headers.get('content-encoding')).toBe('gzip');
  expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
  expect(zipped.headers.get('content-length')).toBe(String(statSync(join(ROOT, 'dist', `${asset}.gz`)).size));
  expect(await cache('/m/home')).toBe('no-cache');
  expect(await cache('/tenants/lotus/tenant.json')).toBe('no-cache');
  expect(await cache('/m/sw.js')).toBe('no-cache');
  expect(await cache('/m/asset-manifest.json')).toBe('no-store');
  expect(await cache('/mobile/mc/asset-manifest.json')).toBe('no-store');
  expect(await cache('/index.html')).toBe('no-cache');
  // A missing hashed name is not kept for a year (a deploy may yet add it).
  const missing = await get('/assets/index-missing.js', 'lotus.localhost');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('cache-control')).toBeNull();
  const tenant = await get('/tenants/lotus/tenant.json', 'lotus.localhost');
  const again = await get('/tenants/lotus/tenant.json', 'lotus.localhost', {
    'If-None-Match': tenant.headers.get('etag')!,
  });
  expect(again.status).toBe(304);
});

test('security headers: a CSP without unsafe-eval or unsafe-inline, no framing, no referrer path', async () => {
  for (const path of ['/m/login', '/index.html', '/no-such-file']) {
    const r = await get(path, 'dragon.localhost');
    const csp = r.headers.get('content-security-policy')!;
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("script-src 'self' 'sha256-");
    expect(csp, path).not.toMatch(/unsafe-eval|unsafe-inline/);
    expect(r.headers.get('referrer-policy'), path).toBe('strict-origin');
    expect(r.headers.get('x-frame-options'), path).toBe('DENY');
    expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
  }
});

test("each tenant's policy allows its own merchant's third parties only", async () => {
  const csp = async (host: string) => (await get('/m/login', host)).headers.get('content-security-policy')!;
  // lotus has the messaging-app sign-in (its frame's host), dragon a device host of its own (A4):
  // each policy names its own merchant's, not the other's.
  const [lotus, dragon] = [await csp('lotus.localhost'), await csp('dragon.localhost')];
  expect(lotus).toContain('frame-src');
  expect(lotus).toContain('https://oauth.telegram.org');
  expect(dragon).not.toContain('https://oauth.telegram.org');
  expect(dragon).toContain('id.dragon.localhost');
  expect(lotus).not.toContain('id.dragon.localhost');
  const unknown = await csp('unknown.example');
  expect(unknown).toContain("script-src 'self' 'sha256-");
  expect(unknown).not.toContain('https://');
});

for (const tenant of ['dragon', 'lotus'])
  test(`${tenant}: the site works through nginx: hydrated, the back end answers, no policy violation`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __logo: Element | null }).__logo = document.querySelector('main .logo');
      });
    });
    await page.goto(`http://${tenant}.localhost:${port}/m/login`);
    const username = page.getByRole('textbox', { name: 'Username', exact: true });
    await username.fill('x');
    await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { __logo: Element | null }).__logo;
        return !!kept && kept === document.querySelector('main .logo');
      }),
    ).toBe(true);
    // Home's lobby comes from the back end through nginx, from the bare address too.
    await page.goto(`http://${tenant}.localhost:${port}/`);
    await expect(page).toHaveURL(`http://${tenant}.localhost:${port}/m/home`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('.game-name').first()).toBeVisible();
    // The pictures the page names are served where the page is (the banners' too).
    const banner = page.locator('.banner img').first();
    await expect(banner).toBeVisible();
    await expect.poll(() => banner.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
