/**
 * The pre-rendered page meets a player and a back end (issue 18, issue 36): a language chosen on the
 * site, a login or tap before the app is ready, a package published again, a back end with other
 * settings, devices that see the download bar differently, and the dialogs' code unreachable.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';
import { logIn, loggedIn } from './access-helpers.ts';
import { holdApp, OTHER_LOGO, ICON_AS_PAGE_HAS_IT, keepServerElement, hydratedKeeping } from './prerender-helpers.ts';

test('a language chosen on the site: the next page comes in it from the HTML, hydrated', async ({ page }) => {
  await page.goto(site('dragon', '/m/home'));
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('龙彩');
  const kept = await keepServerElement(page, 'main .logo');
  await page.goto(site('dragon', '/m/login'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^dragon \/m\/login CN \w+ \w+$/);
  expect(await hydratedKeeping(page, kept)).toBe(true);
  // A cookie that names no language of ours is ignored: the default page, nothing else.
  await page.context().addCookies([{ name: 'wl_lang', value: '../EN', url: site('dragon', '/') }]);
  await page.evaluate(() => localStorage.clear());
  await page.goto(site('dragon', '/m/login'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^dragon \/m\/login EN \w+ \w+$/);
});

test('a login sent before the app is ready is held back (no password in the address), then sent once', async ({
  page,
}) => {
  const release = await holdApp(page);
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/') && /login/i.test(new URL(r.url()).pathname)) logins.push(r.url());
  });
  await page.goto(site('dragon', '/m/login'), { waitUntil: 'commit' });
  await logIn(page, 'dragonplayer', 'player123', true);
  // The page's first script took the submit (and stopped the browser's own, which would leave with the password in the address).
  await expect.poll(() => page.evaluate(() => !!window.__handOver?.pendingSubmit)).toBe(true);
  expect(page.url()).toBe(site('dragon', '/m/login'));
  release();
  await loggedIn(page);
  expect(page.url()).not.toContain('player123');
  expect(logins).toHaveLength(1);
});

test('a button tapped before the app is ready is tapped again once it is', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto(site('dragon', '/m/home'), { waitUntil: 'commit' });
  await page
    .getByRole('complementary', { name: 'Get the app' })
    .getByRole('button', { name: 'Download', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Get the app' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible();
});

test('a tenant published again since its page was rendered: the page is rendered afresh over the new package, never hydrated', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // The package as a publish that changed it would serve it (its print differs from the page's).
  const pkg = (await (await request.get(`http://127.0.0.1:${E2E_PORT}/tenants/lotus/tenant.json`)).json()) as {
    print: string;
  };
  expect(pkg.print).toMatch(/^[0-9a-f]{12}$/);
  await page.route('**/tenants/lotus/tenant.json', (route) =>
    route.fulfill({ json: { ...pkg, print: `${pkg.print}x` } }),
  );
  const kept = await keepServerElement(page, 'main .logo');
  await page.goto(site('lotus', '/m/login'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^lotus \/m\/login EN \w+ \w+$/);
  expect(await hydratedKeeping(page, kept)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Lotus Play');
  expect(errors).toEqual([]);
});

test.describe('a back end with other settings than the build', () => {
  test.afterEach(({ request }) => resetSandbox(request));
  test('the page is rendered afresh with them: an attribute hydration would keep (the logo) is right', async ({
    page,
    request,
  }) => {
    await configure(request, 'lotus', OTHER_LOGO);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const kept = await keepServerElement(page, 'main .logo');
    await page.goto(site('lotus', '/m/login'));
    // The merchant's logo is the tenant's icon: the page has it inlined (the splash's), so the app
    // shows it as the page has it.
    await expect(page.locator('main .logo')).toHaveAttribute('src', ICON_AS_PAGE_HAS_IT);
    expect(await kept()).toBe(false);
    expect(errors).toEqual([]);
  });

  test('typed and sent before the app was ready, on a page rendered afresh: nothing lost, sent once', async ({
    page,
    request,
  }) => {
    await configure(request, 'lotus', OTHER_LOGO);
    const release = await holdApp(page);
    const logins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/session/login') logins.push(r.url());
    });
    await page.goto(site('lotus', '/m/login'), { waitUntil: 'commit' });
    await logIn(page, 'lotusplayer', 'player123');
    release();
    await loggedIn(page);
    expect(logins).toHaveLength(1);
  });

  test('a player typing while the page is rendered afresh keeps the field and the caret', async ({ page, request }) => {
    await configure(request, 'lotus', OTHER_LOGO);
    const release = await holdApp(page);
    const kept = await keepServerElement(page, 'main .logo');
    await page.goto(site('lotus', '/m/login'), { waitUntil: 'commit' });
    const username = page.getByRole('textbox', { name: 'Username', exact: true });
    await username.pressSequentially('lotusplr');
    await username.press('ArrowLeft'); // the caret before the "r"
    release();
    await expect(page.locator('main .logo')).toHaveAttribute('src', ICON_AS_PAGE_HAS_IT);
    expect(await kept()).toBe(false); // rendered afresh: a new input
    await page.keyboard.type('aye'); // where the caret was, in the new input
    await expect(username).toHaveValue('lotusplayer');
    await expect(username).toBeFocused();
  });

  test('a tap pressed on the page and released on the one rendered afresh over it is done, once', async ({
    page,
    request,
  }) => {
    // Chromium sends no click for a press whose button has left the page: the tap would be lost.
    await configure(request, 'dragon', { settings: { autoRegisterSso: true } });
    const release = await holdApp(page);
    const kept = await keepServerElement(page, 'main .logo');
    await page.goto(site('dragon', '/m/home'), { waitUntil: 'commit' });
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    const box = (await bar.getByRole('button', { name: 'Download', exact: true }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    expect(await hydratedKeeping(page, kept)).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Get the app' })).toHaveCount(0);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Get the app' })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible();
  });
});

test.describe('the download bar of a pre-rendered home, on devices that see it differently', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  /** Hydration's complaints, and the bar's display when the HTML was parsed (before any app code). */
  async function watchBar(page: Page) {
    const differs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.text().includes('pre-rendered page differs')) differs.push(m.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const bar = document.querySelector('.download-bar');
        (window as unknown as { __bar: string }).__bar = bar ? getComputedStyle(bar).display : 'absent';
      });
    });
    const atFirstPaint = () => page.evaluate(() => (window as unknown as { __bar: string }).__bar);
    return { differs, atFirstPaint };
  }
  const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });
  async function openHome(page: Page) {
    await page.goto(site('dragon', '/m/home'));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^dragon \/m\/home EN \w+ \w+$/);
    await expect(page.locator('.game-name').first()).toBeVisible(); // the app is up: the lobby came
  }

  test('closed earlier this session: hidden before the first paint; hydration keeps the page', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('downloadBarClosed', '1'));
    const { differs, atFirstPaint } = await watchBar(page);
    await openHome(page);
    expect(await atFirstPaint()).toBe('none');
    await expect(bar(page)).toHaveCount(0);
    expect(differs).toEqual([]);
  });

  test.describe('in the native app', () => {
    // Chromium cannot emulate display-mode: standalone (the installed app takes the same path).
    test.use({ userAgent: `${IPHONE} WPSApp/3.2.0` });
    test('hidden before the first paint; hydration keeps the page', async ({ page }) => {
      const { differs, atFirstPaint } = await watchBar(page);
      await openHome(page);
      expect(await atFirstPaint()).toBe('none');
      await expect(bar(page)).toHaveCount(0);
      expect(differs).toEqual([]);
    });
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE });
    test('a merchant with an iOS link: the same bar, painted from the HTML and kept', async ({ page }) => {
      const { differs, atFirstPaint } = await watchBar(page);
      const kept = await keepServerElement(page, '.download-bar');
      await openHome(page);
      expect(await atFirstPaint()).toBe('flex');
      await expect(bar(page)).toBeVisible();
      expect(await kept()).toBe(true);
      expect(differs).toEqual([]);
    });
  });
});

test("the dialogs' code cannot be fetched (a lost connection): an alert still says its text and is dismissed", async ({
  page,
}) => {
  await page.route(/\/assets\/modals-[^/]+\.js$/, (route) => route.abort());
  await page.goto(site('dragon', '/m/login'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^dragon \/m\/login EN \w+ \w+$/);
  await logIn(page, 'dragonplayer', 'wrong-password');
  const plain = page.getByRole('alert').filter({ hasText: 'The username or password is incorrect.' });
  await expect(plain).toContainText('The username or password is incorrect.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await plain.getByRole('button', { name: 'OK' }).click();
  await expect(plain).toHaveCount(0);
});
