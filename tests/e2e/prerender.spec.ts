/**
 * The first paint from the HTML (issue 18): the build's pre-rendered page of a public route holds
 * the tenant's theme, title, logo and the screen as a visitor sees it; with JavaScript the app
 * hydrates that markup (the same elements stay, no error, no shift); a player who chose another
 * language gets the page re-rendered in it without a shift.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, closedToday } from './fixtures.ts';
import { site } from './helpers.ts';
import { logIn, loggedIn } from './access-helpers.ts';
import { keepServerElement, hydratedKeeping } from './prerender-helpers.ts';

const TENANTS = [
  { id: 'dragon', name: 'Dragon Lotto', background: '#fff8e1', heading: 'Log in' },
  { id: 'lotus', name: 'Lotus Play', background: '#e0f2f1', heading: 'Sign in to Lotus Play' },
];

/** Layout shifts of this page load, summed as CLS counts them (no recent input). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const t of TENANTS)
    test(`${t.id}: the login page paints the logo, title and form from the HTML`, async ({ page }) => {
      const answer = await page.goto(site(t.id, '/m/login'));
      expect(answer?.status()).toBe(200);
      await expect(page).toHaveTitle(`Log in · ${t.name}`);
      await expect(page.getByRole('img', { name: t.name })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();
      // The theme is in the HTML: the page has the tenant's background before any script.
      const background = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim(),
      );
      expect(background).toBe(t.background);
      // The splash would never go away without the app: it is not shown.
      await expect(page.getByTestId('splash')).toBeHidden();
    });

  test('home and register are pre-rendered too; a member-only route is not', async ({ page }) => {
    await page.goto(site('lotus', '/m/register'));
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toBeVisible();
    await page.goto(site('dragon', '/m/home'));
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Home's largest paint, the first banner, is in the HTML with its picture (the build fetched the
    // banners a visitor sees); so is the gift of the app-download promotion.
    const banners = page.getByRole('region', { name: 'Featured' });
    await expect(banners.getByRole('button', { name: 'Lunar draw festival (1 of 4)' })).toBeVisible();
    const first = banners.locator('img').first();
    await expect(first).toHaveAttribute('src', '/__art/banner/dragon-new-year.png');
    await expect.poll(() => first.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('img', { name: 'App download bonus' })).toBeVisible();
    // Member pages are never pre-rendered: the generic page's "Please wait..." is all it has.
    await page.goto(site('dragon', '/m/vip'));
    await expect(page.getByRole('status')).toHaveText('Please wait...');
  });
});

for (const t of TENANTS)
  test(`${t.id}: the app hydrates the pre-rendered login page: same elements, no error, no shift`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.text().includes('pre-rendered page differs')) errors.push(m.text());
    });
    const cls = await watchShifts(page);
    const kept = await keepServerElement(page, 'main .logo');
    await page.goto(site(t.id, '/m/login'));
    await expect(page.locator('#root')).toHaveAttribute(
      'data-prerendered',
      new RegExp(`^${t.id} /m/login EN \\w+ \\w+$`),
    );
    // Nothing moved while the app took the page over. (Read before the tap below: the field's error
    // that the tap brings pushes the page down, and on a busy machine it can come later than the
    // half second after an input that layout-shift entries leave out.)
    await page.waitForFunction(() => window.__handOver?.appReady === true);
    expect(await cls()).toBe(0);
    // Hydrated: typing works (the app's handlers are attached to the server's inputs).
    const username = page.getByRole('textbox', { name: 'Username', exact: true });
    await username.fill('x');
    await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(await kept()).toBe(true);
    expect(errors).toEqual([]);
  });

test('a stored language other than the HTML one: the app renders the page in it, without a shift', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'VI'));
  const cls = await watchShifts(page);
  await page.goto(site('lotus', '/m/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^lotus \/m\/login EN \w+ \w+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to Lotus Play');
  expect(await cls()).toBeLessThanOrEqual(0.02);
});

test("a pre-rendered page paints first: the early loader, the app's code, its package, English and the status call are asked for after the first paint", async ({
  page,
}) => {
  for (const t of TENANTS) {
    await page.goto(site(t.id, '/m/home'));
    await page.waitForFunction(() => window.__handOver?.appReady === true);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', new RegExp(`^${t.id} /m/home `));
    const asked = await page.evaluate((id) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? 'none';
      const started = (part: string) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes(part))
          .map((e) => e.startTime);
      return {
        paint,
        calls: [
          '/assets/early-loader-',
          entry,
          '/wps/v2/system/status',
          `/tenants/${id}/tenant.json`,
          `/tenants/${id}/i18n/EN.json`,
        ].map((part) => ({ part, started: started(part) })),
      };
    }, t.id);
    expect(asked.paint, t.id).toBeGreaterThan(0);
    for (const { part, started } of asked.calls) {
      expect(started.length, `${t.id} ${part}`).toBeGreaterThan(0);
      expect(Math.min(...started), `${t.id} ${part}`).toBeGreaterThanOrEqual(asked.paint!);
    }
  }
});

test("home's first paint waits for nothing but its first banner: its stylesheets, favicon and logo are in the page", async ({
  page,
}) => {
  for (const t of TENANTS) {
    await page.goto(site(t.id, '/m/home'));
    await page.waitForFunction(() => window.__handOver?.appReady === true);
    // The page as the server sent it (the live DOM is the app's by now).
    const html = await page.evaluate(() => fetch('/m/home').then((r) => r.text()));
    // Each stylesheet the page names is inline, its link disabled (the app does not load it again).
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length, t.id).toBeGreaterThan(1);
    for (const link of links) expect(link, t.id).toContain('disabled');
    expect(html, t.id).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    const beforePaint = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < paint)
        .map((e) => new URL(e.name).pathname);
    });
    const first = /<img src="(\/__art\/banner\/[a-z-]+\.png)"[^>]*fetchpriority="high"/.exec(html)![1]!;
    // The other banners are lazy; the browser may ask for them too: pictures, never code or styles.
    expect(beforePaint, t.id).toContain(first);
    expect(
      beforePaint.filter((p) => !p.startsWith('/__art/banner/')),
      t.id,
    ).toEqual([]);
    // The page's styles hold all the same: the lobby is laid out (a grid of tiles, not a list).
    await expect(page.locator('.banner').first(), t.id).toBeVisible();
  }
});

for (const t of TENANTS)
  test(`${t.id}: home is hydrated, banners and all; nothing moves once the app, the lobby and the chat are in`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.text().includes('pre-rendered page differs')) errors.push(m.text());
    });
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.css')) stylesheets.push(new URL(r.url()).pathname);
    });
    const cls = await watchShifts(page);
    const kept = await keepServerElement(page, '.banners .banner img');
    await page.goto(site(t.id, '/m/home'));
    await expect(page.locator('#root')).toHaveAttribute(
      'data-prerendered',
      new RegExp(`^${t.id} /m/home EN \\w+ \\w+$`),
    );
    // Hydrated: the banner picture the HTML painted is the one the app shows (not rendered afresh),
    // although the promotions (dragon's gift) and the chat's entries (lotus's button) came in meanwhile.
    expect(await hydratedKeeping(page, kept)).toBe(true);
    await expect(page.locator('.game-name').first()).toBeVisible();
    if (t.id === 'dragon') await expect(page.getByRole('img', { name: 'App download bonus' })).toBeVisible();
    else await expect(page.getByRole('main').getByRole('button', { name: 'Customer service' })).toBeVisible();
    expect(await cls()).toBe(0);
    expect(errors).toEqual([]);
    expect(stylesheets.filter((s) => /^\/assets\/index-/.test(s))).toEqual([]);
  });

/**
 * The site behind a proxy that sends home's HTML in two parts, cut inside the header (a slow
 * network): the rest only when the test calls `sendRest`. `edit` may change the page first.
 * Everything else passes through.
 */
async function slowHome(
  edit: (html: string) => string = (h) => h,
): Promise<{ url: string; sendRest: () => void; close: () => void }> {
  let sendRest!: () => void;
  const restAllowed = new Promise<void>((resolve) => (sendRest = resolve));
  const upstream = new URL(site('lotus', '/'));
  const server: Server = createServer((req, res) => {
    const home = req.url === '/m/home';
    const headers = { ...req.headers };
    if (home) delete headers['accept-encoding']; // the bytes as they are, to cut
    const up = forward(
      { host: '127.0.0.1', port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        if (!home) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (b: Buffer) => parts.push(b));
        answer.on('end', () => {
          const html = edit(Buffer.concat(parts).toString('utf8'));
          const cut = html.indexOf('topbar-actions', html.indexOf('<header'));
          const responseHeaders = { ...answer.headers };
          delete responseHeaders['content-length'];
          res.writeHead(answer.statusCode ?? 502, responseHeaders);
          res.write(html.slice(0, cut));
          void restAllowed.then(() => res.end(html.slice(cut)));
        });
      },
    );
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://lotus.localhost:${port}/m/home`, sendRest, close: () => server.close() };
}

/** `n` frames of the browser's own (counted in another tab), a clock for "it had its chance to paint". */
async function framesPass(context: BrowserContext, n: number): Promise<void> {
  const tab = await context.newPage();
  await tab.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let i = 0;
        const frame = () => (++i >= count ? resolve() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    n,
  );
  await tab.close();
}
const paints = (page: Page) => page.evaluate(() => performance.getEntriesByType('paint').length);

test('a page that arrives in parts is painted whole: nothing moves when the rest comes', async ({ browser }) => {
  // As built: the first paint waits for the whole first screen (<link rel="expect" blocking="render">).
  // Without that link the header is painted half (its buttons not yet in) and moves when the rest comes.
  for (const [label, edit, shifts] of [
    ['as built', undefined, false],
    ['without the link', (h: string) => h.replace(/<link rel="expect"[^>]*>/, ''), true],
  ] as const) {
    const proxy = await slowHome(edit);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(closedToday, 'popupsClosed'); // as the fixture's pages
    const cls = await watchShifts(page);
    await page.goto(proxy.url, { waitUntil: 'commit' });
    // (polled on a timer: a page that may not render yet runs no animation frames)
    await page.waitForFunction(() => !!document.querySelector('header'), null, { polling: 20 });
    if (shifts) {
      // the half page is painted...
      await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, { polling: 20 });
    } else {
      // ...as built it is not, though the browser drew 10 frames meanwhile
      await framesPass(context, 10);
      expect(await paints(page), `${label}: painted before the rest came`).toBe(0);
    }
    proxy.sendRest();
    await page.waitForFunction(() => window.__handOver?.appReady === true);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
    expect((await cls()) > 0, `${label}: CLS ${await cls()}`).toBe(shifts);
    await context.close();
    proxy.close();
  }
});

test("a member's home, rendered afresh over the visitor's page: the logo is the page's own, never fetched", async ({
  page,
}) => {
  await page.goto(site('lotus', '/m/login'));
  await logIn(page, 'lotusplayer', 'player123');
  await loggedIn(page);
  const brandImages: string[] = []; // pictures; the favicon link is the browser's own
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && /\/tenants\/lotus\/assets\//.test(r.url()))
      brandImages.push(new URL(r.url()).pathname);
  });
  const kept = await keepServerElement(page, 'header .logo');
  await page.goto(site('lotus', '/m/home'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^lotus \/m\/home EN \w+ \w+$/);
  expect(await hydratedKeeping(page, kept)).toBe(false); // a member's page: rendered afresh
  await loggedIn(page);
  await expect(page.locator('header .logo')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(page.locator('header .logo')).toHaveJSProperty('complete', true);
  expect(brandImages, brandImages.join(' ')).toEqual([]);
});

test.describe("home's banners from the HTML, then the live list", () => {
  const featured = (page: Page) => page.getByRole('region', { name: 'Featured' });

  test('a banner that has ended since the build goes once the live list is in', async ({ page }) => {
    let served = false;
    // The banners are in the announcements answer (CCSFE_getListAnnouncements, types with B).
    await page.route(/CCSFE_getListAnnouncements/, async (route) => {
      // Node does not resolve *.localhost; the Merchant header names the tenant.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      const answer = await route.fetch({ url: url.toString() });
      const body = (await answer.json()) as { value: { banners?: unknown[] } };
      if (!body.value.banners) return route.fulfill({ response: answer });
      body.value.banners = body.value.banners.slice(1);
      served = true;
      await route.fulfill({ response: answer, json: body });
    });
    await page.goto(site('dragon', '/m/home'));
    await expect(featured(page).getByRole('button', { name: 'North Lotto every minute (1 of 3)' })).toBeVisible();
    await expect(featured(page).getByRole('button', { name: /^Lunar draw festival/ })).toHaveCount(0);
    expect(served).toBe(true);
  });

  test("the live list cannot be fetched: the page's banners stay and still open their promotion", async ({ page }) => {
    await page.route(/CCSFE_getListAnnouncements/, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('CCSFE_getListAnnouncements'));
    await page.goto(site('dragon', '/m/home'));
    await failed;
    // Two frames: time enough for the app to have shown the failure, had it replaced the banners.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(featured(page).getByRole('button', { name: /\(\d of 4\)$/ })).toHaveCount(4);
    await featured(page).getByRole('button', { name: 'Lunar draw festival (1 of 4)' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=\d+$/);
  });
});

test.describe('a Vietnamese browser', () => {
  test.use({ locale: 'vi-VN' });
  test('lotus offers Vietnamese: the page comes in it from the HTML and is hydrated', async ({ page }) => {
    const kept = await keepServerElement(page, 'main .logo');
    const answer = await page.goto(site('lotus', '/m/login'));
    expect(answer?.headers()['vary']).toMatch(/^Accept-Language, Cookie\b/);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^lotus \/m\/login VI \w+ \w+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to Lotus Play');
    expect(await hydratedKeeping(page, kept)).toBe(true);
  });
  test("dragon does not: its default language's page", async ({ page }) => {
    await page.goto(site('dragon', '/m/login'));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^dragon \/m\/login EN \w+ \w+$/);
  });
});
