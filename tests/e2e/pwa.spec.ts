/**
 * The service worker (S2, S4, S9): registered at /m/sw.js with scope /m/ and env and merchant in
 * its query; pages keep working under it (and the last copy opens offline); a second build served
 * to the open page shows the update dialog once, and refresh lands per the S2 route rule.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, decided, configure } from './helpers.ts';
import { control, logIn, loggedIn } from './access-helpers.ts';
import { copySite } from '../../cli/lib/releases.ts';

test.use({ serviceWorkers: 'allow' });

const FIRST = join(process.cwd(), 'dist');
let second: string | undefined;

test.afterEach(async ({ request }) => {
  await request.post(control('/site'), { data: { dist: FIRST } });
  await resetSandbox(request);
});
test.afterAll(() => {
  if (second) rmSync(second, { recursive: true, force: true });
});

const hashOf = (dir: string) =>
  (JSON.parse(readFileSync(join(dir, 'm/asset-manifest.json'), 'utf8')) as { hash: string }).hash;
const pageHash = (page: Page) => page.locator('meta[name="asset-hash"]').getAttribute('content');

/**
 * What the page and its workers were doing, added to a failure's message: the page's console since
 * `watchUpdate`, the registration's workers and the caches (each read given 5 s: a hung Cache
 * Storage is itself the answer).
 */
async function explained<T>(page: Page, lines: string[], step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    const state = await page
      .evaluate(async () => {
        const within = <V>(p: Promise<V>) =>
          Promise.race([p, new Promise<string>((r) => setTimeout(() => r('no answer in 5 s'), 5_000))]);
        const reg = await within(navigator.serviceWorker.getRegistration('/m/'));
        const workers =
          typeof reg === 'string' || !reg
            ? String(reg)
            : `installing ${reg.installing?.state ?? '-'}, waiting ${reg.waiting?.state ?? '-'}, active ${reg.active?.state ?? '-'} ${reg.active?.scriptURL ?? ''}`;
        return `controller ${navigator.serviceWorker.controller?.scriptURL ?? 'none'}; ${workers}; caches ${JSON.stringify(await within(caches.keys()))}`;
      })
      .catch((err: unknown) => `page state unreadable: ${String(err)}`);
    (e as Error).message += `\n\npage console:\n${lines.join('\n')}\n\nworkers: ${state}`;
    throw e;
  }
}
/** Collects the page's console and the moments its controller changes, for `explained`. */
async function watchUpdate(page: Page): Promise<string[]> {
  const lines: string[] = [];
  const t0 = Date.now();
  page.on('console', (m) => lines.push(`${Date.now() - t0} ms ${m.type()}: ${m.text()}`));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) lines.push(`${Date.now() - t0} ms navigated to ${f.url()}`);
  });
  await page.evaluate(() =>
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      console.info(`controllerchange: ${navigator.serviceWorker.controller?.scriptURL ?? 'none'}`),
    ),
  );
  return lines;
}

/** Waits until a worker controls the page; returns its script URL and scope. */
async function controlled(page: Page): Promise<{ url: string; scope: string }> {
  const reg = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { url: r.active!.scriptURL, scope: r.scope };
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload(); // the first page load was not controlled yet
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }
  return reg;
}

test('the worker registers at /m/sw.js (scope /m/, env and merchant), flows work under it, the last copy opens offline', async ({
  page,
  context,
}) => {
  await page.goto(site('dragon', '/m/login'));
  const reg = await controlled(page);
  const url = new URL(reg.url);
  expect(url.pathname).toBe('/m/sw.js');
  expect(Object.fromEntries(url.searchParams)).toEqual({ env: 'production', merchant: 'DRAGON' });
  expect(new URL(reg.scope).pathname).toBe('/m/');
  // A member flow under the worker: the calls go to the network as before.
  await logIn(page, 'dragonplayer', 'player123');
  await loggedIn(page);
  // Offline: the page opens from the worker's copy (the merchant's status too), the member still
  // there; the parts that need the network say so and offer to retry.
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('link', { name: /^My account/ })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /^My account/ })).toBeVisible();
  const games = page.getByRole('region', { name: 'Games' });
  await expect(games.getByRole('alert').first()).toContainText('could not be loaded');
  await context.setOffline(false);
  // A member call that failed offline says so (S8's network error text); the player closes it and retries.
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await games.getByRole('button', { name: 'Retry' }).first().click();
  await expect(games.getByRole('alert')).toHaveCount(1); // the other part keeps its Retry until pressed
  await games.getByRole('button', { name: 'Retry' }).click();
  await expect(games.getByRole('alert')).toHaveCount(0);
  // A page never opened before opens offline too: the shell the worker kept at install.
  await context.setOffline(true);
  await page.goto(site('dragon', '/m/activity'));
  await expect(page.getByRole('link', { name: /^My account/ })).toBeVisible();
  await context.setOffline(false);
});

/** The paths (and queries) of the worker's page copies. */
const pageCopies = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('pages')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search),
  );
/** Whether the worker's copy of a page carries the mark markCopy put in it. */
const copyMarked = (page: Page, path: string) =>
  page.evaluate(
    async (p) =>
      !!(await (await (await caches.open('pages')).match(location.origin + p))?.text())?.includes('from-copy'),
    path,
  );

test("a returning player's page comes from the worker's copy at once and the network's answer is kept for the next visit; no sign-in token in the copies; another language empties them", async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/home'));
  await controlled(page);
  // Mark the copy of /m/home: the next visit shows the mark, so the page came from the copy.
  await expect.poll(() => pageCopies(page)).toContain('/m/home');
  await page.evaluate(async () => {
    const cache = await caches.open('pages');
    const key = `${location.origin}/m/home`;
    const html = await (await cache.match(key))!.text();
    const marked = html.replace(/<head[^>]*>/, (h) => `${h}<meta name="from-copy" content="1">`);
    await cache.put(key, new Response(marked, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  });
  await page.goto(site('dragon', '/m/home'));
  await expect(page.locator('meta[name="from-copy"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible(); // the app works over it
  await decided(page, 'update-check', 'armed');
  // Behind it, the network's page replaced the copy.
  await expect.poll(() => copyMarked(page, '/m/home')).toBe(false);
  // Another language: the copies are in the last one, so they go; the next page is the server's.
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
  await expect.poll(() => pageCopies(page)).toEqual([]);
  await page.goto(site('dragon', '/m/home'));
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
  await expect(page.locator('meta[name="from-copy"]')).toHaveCount(0);
  // A sign-in link's query (its token) never reaches the copies: kept by path.
  await page.goto(site('dragon', '/m/login?token=not-a-token&from=mail'));
  await expect.poll(() => pageCopies(page)).toContain('/m/login');
  expect((await pageCopies(page)).filter((k) => k.includes('?'))).toEqual([]);
});

test('a second build: the update dialog shows once, refresh lands on /m/home from another page and reloads a listed page in place', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The second version: the same code built for another environment (its hash differs).
  second = mkdtempSync(join(tmpdir(), 'wl-second-build-'));
  execFileSync('npx', ['vite', 'build', '--mode', 'staging', '--logLevel', 'error'], {
    env: { ...process.env, BUILD_OUT_DIR: second },
    stdio: 'pipe',
  });
  expect(hashOf(second)).not.toBe(hashOf(FIRST));

  await page.goto(site('dragon', '/m/register'));
  await controlled(page);
  await decided(page, 'update-check', 'armed'); // the page compares hashes from now on
  expect(await pageHash(page)).toBe(hashOf(FIRST));
  expect((await request.post(control('/site'), { data: { dist: second } })).ok()).toBe(true);
  // The tab comes back into view: the hash is compared, the worker updates, the dialog shows.
  const dialog = page.getByRole('dialog', { name: 'New version available' });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog).toContainText('Found new version, click refresh.');
  // Once: another check, done, does not show it again.
  await decided(page, 'update-check', '1 updated');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await decided(page, 'update-check', '2 waiting'); // no second update job while one waits
  await expect(page.getByRole('dialog', { name: 'New version available' })).toHaveCount(1);
  const lines = await watchUpdate(page);
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  // /m/register is not a listed page: it is replaced with /m/home, now the second version (when
  // Chromium parks the activation, after SW_TAKEOVER_WAIT_MS: the next test shows that path).
  await explained(page, lines, () => expect(page).toHaveURL(/\/m\/home$/, { timeout: 40_000 }));
  await expect.poll(() => pageHash(page)).toBe(hashOf(second!));
  // The second version registers its worker under its own address (/m/sw.js?env=staging: the
  // build mode is what makes its code differ), which installs a worker again: announced once more,
  // here, and taken. (Left waiting, it would be announced on the next page, at any moment.)
  const again = page.getByRole('dialog', { name: 'New version available' });
  await expect(again).toBeVisible({ timeout: 60_000 });
  const reloaded = page.waitForEvent('load', { timeout: 40_000 });
  await again.getByRole('button', { name: 'Refresh' }).click();
  await reloaded; // the page the new worker serves (not the one it replaced) is checked below
  await expect(page).toHaveURL(/\/m\/home$/);
  await decided(page, 'update-check', 'armed');
  await expect(page.getByRole('dialog', { name: 'New version available' })).toHaveCount(0);

  // Back to the first build: a listed page (/m/member/home) reloads in place.
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonplayer', 'player123');
  await loggedIn(page);
  await page.goto(site('dragon', '/m/member/home'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await decided(page, 'update-check', 'armed');
  expect((await request.post(control('/site'), { data: { dist: FIRST } })).ok()).toBe(true);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.getByRole('dialog', { name: 'New version available' }).getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => pageHash(page), { timeout: 40_000 }).toBe(hashOf(FIRST));
  expect(new URL(page.url()).pathname).toBe('/m/member/home');
});

test('a new version that does not take over (an activation Chromium parks): Refresh still goes on by the route rule once SW_TAKEOVER_WAIT_MS (10 s) has passed', async ({
  page,
  request,
}) => {
  // Another version: the same site with a worker script that differs by a byte, and a new hash.
  const copy = mkdtempSync(join(tmpdir(), 'wl-parked-build-'));
  try {
    copySite(FIRST, copy);
    appendFileSync(join(copy, 'm/sw.js'), '\n// another version\n');
    writeFileSync(join(copy, 'm/asset-manifest.json'), JSON.stringify({ hash: 'e'.repeat(20), timestamp: 1 }));
    // The take-over message never reaches the worker, as when Chromium parks the activation.
    await page.addInitScript(() => {
      const post = ServiceWorker.prototype.postMessage;
      ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
        if ((args[0] as { type?: string } | null)?.type === 'SKIP_WAITING') return;
        return (post as (...a: unknown[]) => void).apply(this, args);
      };
    });
    await page.goto(site('dragon', '/m/register'));
    await controlled(page);
    await decided(page, 'update-check', 'armed');
    expect((await request.post(control('/site'), { data: { dist: copy } })).ok()).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const dialog = page.getByRole('dialog', { name: 'New version available' });
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    const warned = page.waitForEvent('console', (m) => m.text().includes('did not take over within 10000 ms'));
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog.getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
    await warned;
    await expect(page).toHaveURL(/\/m\/home$/);
    // The new worker still waits: it takes over when the site's tabs are closed.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/m/'))?.waiting?.state),
    ).toBe('installed');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test("S7's second manifest: a new member-centre hash alone (/mobile/mc/asset-manifest.json) is a new version", async ({
  page,
  request,
}) => {
  // The same build, but the server's member-centre manifest says another hash.
  const copy = mkdtempSync(join(tmpdir(), 'wl-mc-build-'));
  try {
    copySite(FIRST, copy);
    writeFileSync(join(copy, 'mobile/mc/asset-manifest.json'), JSON.stringify({ hash: 'f'.repeat(20), timestamp: 1 }));
    await page.goto(site('dragon', '/m/member/home'));
    await controlled(page);
    await decided(page, 'update-check', 'armed');
    const own = await page.locator('meta[name="asset-hash-mc"]').getAttribute('content');
    expect(own).toMatch(/^[0-9a-f]{20}$/);
    expect(own).toBe(
      (JSON.parse(readFileSync(join(FIRST, 'mobile/mc/asset-manifest.json'), 'utf8')) as { hash: string }).hash,
    );
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await decided(page, 'update-check', '1 same');
    expect((await request.post(control('/site'), { data: { dist: copy } })).ok()).toBe(true);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await decided(page, 'update-check', '2 updated');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('A home-screen manifest is built only if the pwa template is non-blank: built from the template (title, icons 192/256/384/512, start /m/home, scope /m/, standalone, portrait, white theme), or with desktop_app_feature 1 the server manifest, whose short_name is read; Chromium finds nothing that stops installing either', async ({
  playwright,
}) => {
  // Installability is only reported outside incognito: a persistent profile (toolchain.md).
  const profile = mkdtempSync(join(tmpdir(), 'wl-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  try {
    for (const [tenant, code, name] of [
      ['dragon', 'DRAGON', 'Dragon Lotto'],
      ['lotus', 'LOTUS', 'Lotus Play'],
    ] as const) {
      const page = await context.newPage();
      const origin = new URL(site(tenant, '/')).origin;
      const asked: Record<string, string>[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/wps/system/manifest.json')) asked.push(r.headers());
      });
      await page.goto(site(tenant, '/m/home'));
      const link = page.locator('link[rel="manifest"]');
      // The short name becomes the home-screen title iOS shows; set once the page has its manifest.
      await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', name);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
        'href',
        `/tenants/${tenant}/assets/icon-512.png`,
      );
      // What Chromium itself read from the linked manifest (a page's fetch of a blob: address is not what installs).
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getAppManifest')).url)
        .toBe(await link.evaluate((l: HTMLLinkElement) => l.href));
      const parsed = await cdp.send('Page.getAppManifest');
      expect(parsed.errors).toEqual([]);
      const manifest = JSON.parse(parsed.data!) as Record<string, unknown>;
      if (tenant === 'dragon') {
        // desktop_app_feature 0: the page's own manifest, built from the template, at a blob: address.
        await expect(link).toHaveAttribute('href', new RegExp(`^blob:${origin}/`));
        expect(manifest).toEqual({
          id: `${origin}/m/home?merchantCode=${code}`,
          name,
          short_name: name,
          start_url: `${origin}/m/home`,
          scope: `${origin}/m/`,
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#ffffff',
          background_color: '#ffffff',
          icons: [192, 256, 384, 512].map((s) => ({
            src: `${origin}/tenants/dragon/assets/icon-512.png`,
            sizes: `${s}x${s}`,
            type: 'image/png',
            purpose: 'any',
          })),
        });
      } else {
        // desktop_app_feature 1: the back end's own manifest (also for a desktop window), read with the Merchant header.
        await expect(link).toHaveAttribute('href', `/wps/system/manifest.json?merchantCode=${code}`);
        expect(manifest).toMatchObject({ short_name: name, start_url: '/m/home', scope: '/m/', orientation: 'any' });
        expect(asked.some((h) => h.merchant === code)).toBe(true);
      }
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 30_000 })
        .toEqual([]);
      await page.close();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a blank pwa template: no manifest link and no home-screen title; a pre-rendered page links no manifest before the app does', async ({
  page,
  request,
}) => {
  // lotus's merchant config (desktop_app_feature 1) links the server manifest once the app runs;
  // its pre-rendered page links none, so the first paint waits for no manifest request.
  await page.goto(site('lotus', '/m/home'));
  const served = await page.evaluate(async () => (await fetch(location.href)).text());
  expect(served).toContain('data-prerendered=');
  expect(served).toContain('rel="apple-touch-icon"');
  expect(served).not.toContain('rel="manifest"');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/wps/system/manifest.json?merchantCode=LOTUS',
  );
  await configure(request, 'lotus', { merchantConfig: { mobileTemplate: { pwa: '' } } });
  await page.reload();
  // The pwa chunk has started (its links are set first, the update check armed 500 ms later).
  await decided(page, 'update-check', 'armed');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/tenants/lotus/assets/icon-512.png',
  );
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveCount(0);
});
