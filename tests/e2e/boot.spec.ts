/** Boot states: invalid merchant config, maintenance, region restriction. Never a blank page. */
import { readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { site, configure, resetSandbox } from './helpers.ts';
import { control, chatFrame } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('an invalid merchant config shows the error page with the reason, and Retry recovers', async ({
  page,
  request,
}) => {
  await configure(request, 'lotus', { merchantConfig: { gw: { GEETEST_VERSION: 'v9' } } });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // A sentence for the player; the program's reason only below it, small, for support.
  await expect(page.getByRole('alert')).toContainText('The site could not start. Check your connection and try again');
  await expect(page.locator('.error-reason')).toContainText('/gw/GEETEST_VERSION');
  await resetSandbox(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
});

test('a tolerant reader: a merchant config with a field the site does not know starts the site and says once what it ignored; a known field of the wrong type still stops it', async ({
  page,
  request,
}) => {
  await configure(request, 'lotus', { merchantConfig: { settings: { smsCaptcha: true }, newFeature: { on: 1 } } });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('merchant config:')) warnings.push(m.text());
  });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  expect(warnings).toEqual([
    'merchant config: ignored what this site does not know: /settings/smsCaptcha, /newFeature',
  ]);
  await configure(request, 'lotus', { merchantConfig: { settings: { loginCaptcha: 'yes' } } });
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('merchant config /settings/loginCaptcha must be boolean');
});

test('maintenance shows System Maintenance with the message and the end time', async ({ page, request }) => {
  await configure(request, 'dragon', {
    merchantConfig: {
      maintenance: true,
      maintenanceMessage: 'We are upgrading the draws.',
      maintenanceEnd: '2030-01-02T03:04:00Z',
    },
  });
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await expect(page.getByText('We are upgrading the draws.')).toBeVisible();
  // The end comes as epoch milliseconds (the dialect's dates): the page's time is its ISO form.
  await expect(page.locator('time')).toHaveAttribute('datetime', '2030-01-02T03:04:00.000Z');
  // 'Contact Us': the merchant's customer service still answers while the site is closed.
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(chatFrame(page).locator('#desk')).toHaveText(/^Desk: /);
  await expect(chatFrame(page).locator('#who')).toHaveText(/You are chatting as a guest/);
});

test('region restriction shows Access Denied', async ({ page, request }) => {
  await configure(request, 'lotus', { merchantConfig: { regionRestriction: true } });
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(chatFrame(page).locator('#desk')).toHaveText(/^Desk: /);
});

test('a host no tenant serves gets an error page, not a blank screen', async ({ page }) => {
  await page.goto(site('nobody', '/m/home'));
  await expect(page.getByRole('alert')).toContainText('no tenant serves the host "nobody.localhost"');
});

// /m/home is pre-rendered (its early calls start after its first paint: prerender.spec); /m/vip is
// the app's bare page, which starts them while it parses.
for (const [path, when] of [
  ['/m/home', 'after the first paint'],
  ['/m/vip', 'at once'],
] as const)
  test(`${path}: the page names its tenant, and the status call and the tenant package start ${when}, neither waiting for the other; no list of tenants is read`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    // The package is held back: the status call must not wait for it (nor for a list of tenants).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/tenants/lotus/tenant.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site('lotus', path), { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'lotus');
    await expect(page.locator('html')).toHaveAttribute('data-merchant', 'LOTUS');
    // Both asked while the package is held (the browser reports the two requests in either order).
    await expect.poll(() => asked.includes('/wps/v2/system/status')).toBe(true);
    await expect.poll(() => asked.includes('/tenants/lotus/tenant.json')).toBe(true);
    // Only a pre-rendered page loads the early loader as a file, after its first paint; the app's
    // bare page has it inline.
    expect(asked.some((p) => /^\/assets\/early-loader-[0-9a-f]+\.js$/.test(p))).toBe(path === '/m/home');
    release();
    await page.waitForFunction(() => window.__handOver?.appReady === true);
    expect(asked.filter((p) => p.startsWith('/tenants/') && !p.startsWith('/tenants/lotus/'))).toEqual([]);
    // Nor can a visitor read it: the host list is the server's.
    expect(await page.evaluate(() => fetch('/tenants/index.json').then((r) => r.status))).toBe(404);
    // Nor a merchant's release folder but through its link (nginx refuses dot-folders too).
    const version = readlinkSync(join(process.cwd(), 'dist/tenants/lotus')).split('/').pop()!;
    const direct = (path: string) => page.evaluate((p) => fetch(p).then((r) => r.status), path);
    expect(await direct(`/.releases/tenants/lotus/${version}/tenant.json`)).toBe(404);
    expect(await direct('/tenants/lotus/tenant.json')).toBe(200);
  });

test('the early loader and boot choose the same language: a vi-VN visitor to lotus makes one status call', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'vi-VN' });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/v2/system/status')) calls.push(r.headers()['language'] ?? '');
  });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The language and heading are in the pre-rendered HTML already: the calls are counted once the app is up.
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  expect(calls).toEqual(['VI']);
  await context.close();
});

test("the first screen's code is asked for early, each file once, a few files per task", async ({ page }) => {
  // Each preload link is a request the main thread sets up (0.4-0.8 ms at desktop speed); home's
  // lobby has ~20 files, which the early loader used to link in one task (src/services/scheduling/main-thread.ts).
  await page.addInitScript(() => {
    const w = window as unknown as { __preloadBatches: { links: string[] }[] };
    w.__preloadBatches = [];
    new MutationObserver((records) => {
      const links = records
        .flatMap((r) => [...r.addedNodes])
        .filter((n): n is HTMLLinkElement => n instanceof HTMLLinkElement && n.rel === 'modulepreload')
        .map((l) => new URL(l.href).pathname);
      if (links.length) w.__preloadBatches.push({ links });
    }).observe(document, { childList: true, subtree: true });
  });
  // The app's code held back a while (a slow network): what is linked meanwhile is the page's own.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site('lotus', '/m/home'), { waitUntil: 'commit' }); // its load waits for the held script
  const batches = () =>
    page.evaluate(() => (window as unknown as { __preloadBatches: { links: string[] }[] }).__preloadBatches);
  // the lobby's parts are asked for before the app's code is in
  for (const part of ['GameLobby', 'BannerCarousel', 'RankList', 'MatchList'])
    await expect
      .poll(async () => (await batches()).some((b) => b.links.some((l) => l.startsWith(`/assets/${part}-`))), {
        message: part,
      })
      .toBe(true);
  const early = await batches();
  expect(Math.max(...early.map((b) => b.links.length)), JSON.stringify(early)).toBeLessThanOrEqual(6);
  release();
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  await expect(page.getByRole('region', { name: 'Most played today' }).getByLabel('Biggest win').first()).toBeVisible();
  const all = (await batches()).flatMap((b) => b.links);
  expect(all.filter((l, i) => all.indexOf(l) !== i)).toEqual([]);
});

test("the first screen's calls to the back end go out two per task, the match times waiting for their formatter", async ({
  page,
}) => {
  // Home's parts mount together and ask for ~12 answers; setting one request up costs 1-3 ms of
  // main thread at desktop speed, so together they made one long task (src/services/scheduling/main-thread.ts).
  await page.addInitScript(() => {
    const w = window as unknown as { __fetchBatches: string[][] };
    w.__fetchBatches = [];
    let batch: string[] | null = null;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.startsWith('/wps/')) {
        if (!batch) {
          w.__fetchBatches.push((batch = []));
          // Ends with this task: a user-blocking task runs before any later task of the page's.
          void (
            globalThis as unknown as { scheduler: { postTask(f: () => void, o: object): Promise<void> } }
          ).scheduler.postTask(() => (batch = null), { priority: 'user-blocking' });
        }
        batch.push(url.pathname);
      }
      return send(input, init);
    };
    // Where each formatter is made: the first one in a page costs 15-40 ms (services/i18n/intl-formatters.ts).
    const made: string[] = [];
    (window as unknown as { __formattersMadeFrom: string[] }).__formattersMadeFrom = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const kind of ['DateTimeFormat', 'NumberFormat'])
      intl[kind] = new Proxy(intl[kind]!, {
        construct(target, args: unknown[]) {
          made.push(new Error().stack ?? '');
          return Reflect.construct(target, args);
        },
      });
  });
  // The worker that sets Intl up is slow to come (a slow network): the lists' data wins the race.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/intl-warm\.worker-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const matches = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_getGameMatchV2'));
  await page.goto(site('lotus', '/m/home'));
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  await matches;
  const region = page.getByRole('region', { name: 'Upcoming matches' });
  await expect(region.locator('.match-skeleton')).toBeVisible();
  await expect(region.locator('time')).toHaveCount(0); // it waits for its formatter rather than make it
  release();
  const times = region.locator('time').first();
  await expect(times).toHaveText(/^\w{3}, \w{3} \d+, \d\d:\d\d [AP]M$/);
  await expect(page.getByRole('region', { name: 'Most played today' }).getByLabel('Biggest win').first()).toHaveText(
    /^฿[\d,]+/,
  );
  const batches = await page.evaluate(() => (window as unknown as { __fetchBatches: string[][] }).__fetchBatches);
  const madeFrom = await page.evaluate(
    () => (window as unknown as { __formattersMadeFrom: string[] }).__formattersMadeFrom,
  );
  expect(madeFrom.length).toBeGreaterThanOrEqual(2);
  expect(madeFrom.filter((stack) => /\/assets\/(MatchList|RankList)-/.test(stack))).toEqual([]);
  const calls = batches.flat();
  for (const call of [
    '/wps/relay/GCSGAME_getGameMatchV2',
    '/wps/relay/GCSGAME_getRankList',
    '/wps/relay/GCSGAME_gameList',
  ])
    expect(calls).toContain(call);
  expect(Math.max(...batches.map((b) => b.length)), JSON.stringify(batches)).toBeLessThanOrEqual(2);
});

/** The site's package as the host serves it, with `change` applied (a package cut short or edited by hand). */
async function brokenPackage(page: Page, change: (pkg: Record<string, unknown>) => void) {
  await page.route(/\/tenants\/lotus\/tenant\.json$/, async (route) => {
    const url = new URL(route.request().url());
    url.hostname = '127.0.0.1'; // Node does not resolve *.localhost
    const answer = await route.fetch({ url: url.toString() });
    const pkg = (await answer.json()) as Record<string, unknown>;
    change(pkg);
    await route.fulfill({ response: answer, json: pkg });
  });
}

test('a package the browser cannot use: a sentence, Try again and a code; the reason goes to the console and the back end', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await brokenPackage(page, (pkg) => delete pkg.languages);
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('heading', { level: 1, name: 'The site cannot open right now' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Something in the site’s setup is broken on our side. Please try again in a few minutes; if it keeps happening, contact customer service and quote the code below.',
  );
  await expect(page.getByText('Code: package_unusable')).toBeVisible();
  // No program words on the page: the reason is in the console.
  await expect(page.locator('body')).not.toContainText(/undefined|includes|TypeError|tenant\.json|languages/);
  expect(errors).toContain('the site package cannot be used: tenant.json has no list of languages');
  await expect
    .poll(async () => (await (await request.get(control('/metrics?merchant=LOTUS'))).json()) as { value: string }[])
    .toContainEqual(expect.objectContaining({ value: 'error:package_unusable,tenant:lotus' }));
  // The host serves a good package again: Try again starts the site.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
});

test.describe('in Vietnamese', () => {
  test.use({ locale: 'vi-VN' });
  test('a package that is not JSON: the same page, in the player’s language', async ({ page }) => {
    await page.route(/\/tenants\/lotus\/tenant\.json$/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": "lotus", "scr' }),
    );
    await page.goto(site('lotus', '/m/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Hiện không thể mở trang' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expect(page.getByText('Mã: package_unusable')).toBeVisible();
  });
  test('the back end refuses the status call: the boot error page in the player’s language, the reason below', async ({
    page,
  }) => {
    await page.route(/\/wps\/v2\/system\/status/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false,"code":"x"}' }),
    );
    await page.goto(site('lotus', '/m/home'));
    await expect(page.getByRole('heading', { level: 1, name: 'Đã xảy ra lỗi' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Không thể khởi động trang.');
    await expect(page.getByRole('alert')).toContainText('Chi tiết:');
    await expect(page.locator('.error-reason')).toContainText('/wps/v2/system/status');
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  });
});
