/** Two demo tenants from one build: different brands, menus, screens and switches, all from JSON. */
import { join } from 'node:path';
import { inlineImage } from '../../scripts/prerender-page-parts.ts';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox, cssVar } from './helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the two demo tenants show different brands, menus and screens', async ({ page }) => {
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dragon Lotto');
  await expect(page).toHaveTitle('Home · Dragon Lotto');
  expect(await cssVar(page, '--color-primary')).toBe('#b71c1c');
  // The tenant's logo: by its path, or inlined into the pre-rendered page as the same image.
  const src = await page.getByRole('img', { name: 'Dragon Lotto' }).getAttribute('src');
  if (src !== '/tenants/dragon/assets/logo.svg')
    expect(src).toBe(inlineImage(join(process.cwd(), 'dist'), '/tenants/dragon/assets/logo.svg'));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Lottery',
    'Slots',
    'Promotions',
    'Me',
  ]);
  // dragon is lottery-first: its lobby's first tab is Lottery
  await expect(page.getByRole('tab').first()).toHaveText('Lottery');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
    'English',
    '简体中文',
    '繁體中文',
  ]);

  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
  await expect(page).toHaveTitle('Home · Lotus Play');
  expect(await cssVar(page, '--color-primary')).toBe('#00796b');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'Sports',
    'Live',
    'Promotions',
    'Me',
  ]);
  await expect(page.getByRole('tab').first()).toHaveText('Sports');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
    'English',
    'Tiếng Việt',
    'ไทย',
  ]);
});

test('a tenant overrides a base screen; the other keeps the base', async ({ page }) => {
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Lotus Play');
  await page.goto(site('dragon', '/m/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  // dragon has the auto-login setting on, so its login form offers remember-me; lotus does not
  await expect(page.getByLabel('Remember me')).toBeVisible();
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByLabel('Username', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Remember me')).toHaveCount(0);
});

test("lotus's login is a patch on _base: it keeps the base's SMS login, shown when the setting is on", async ({
  page,
  request,
}) => {
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Lotus Play');
  await expect(page.getByRole('form', { name: 'Log in with SMS' })).toHaveCount(0);
  await configure(request, 'lotus', { settings: { smsLogin: true } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Lotus Play');
  await expect(page.getByRole('form', { name: 'Log in with SMS' }).getByLabel('Mobile number')).toBeVisible();
});

test('switching a white-label switch in the sandbox changes what renders after reload', async ({ page, request }) => {
  // dragon's login says its form is protected while the captcha switch is on (not its home: no form there).
  await page.goto(site('dragon', '/m/login'));
  await expect(page.getByText('Protected by captcha verification.')).toBeVisible();
  await configure(request, 'dragon', { switches: { GEETEST3: false } });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Log in with username' })).toBeVisible();
  await expect(page.getByText('Protected by captcha verification.')).toHaveCount(0);
  await page.goto(site('dragon', '/m/home'));
  await configure(request, 'dragon', { switches: { GEETEST3: true } });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dragon Lotto');
  await expect(page.getByText('Protected by captcha verification.')).toHaveCount(0);
});

test('the language picker switches language, lazily, and remembers it', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => {
    const m = /\/i18n\/([A-Z-]+)\.json$/.exec(r.url());
    if (m) loaded.push(m[1]!);
  });
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dragon Lotto');
  // The heading is in the pre-rendered HTML; the languages are asked for after its first paint.
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  expect(loaded).toEqual(['EN']);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CN');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('龙彩');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(loaded).toEqual(['EN', 'CN']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('龙彩');
  // dragon's Chinese is complete (tenant validate checks it): the top bar is Chinese too
  await expect(page.getByRole('button', { name: '注册' })).toBeVisible();
});

test('a member-only route sends a visitor to /m/login keeping where they were going', async ({ page }) => {
  await page.goto(site('dragon', '/m/changePsw'));
  await expect(page).toHaveURL(/\/m\/login\?go=%2Fm%2FchangePsw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
});

test('an unknown route: a visitor logs in first (S2), a member gets a not-found page with a way home', async ({
  page,
  request,
}) => {
  for (const path of ['/m/no-such-page', '/m/member/home']) {
    await page.goto(site('lotus', path));
    await expect(page).toHaveURL(new RegExp(`/m/login\\?go=${encodeURIComponent(path)}$`));
  }
  const res = await request.post(`http://127.0.0.1:${E2E_PORT}/__sandbox/sessions`, {
    data: { merchant: 'LOTUS', username: 'lotusplayer' },
  });
  await page.goto(site('lotus', `/m/no-such-page?token=${((await res.json()) as { token: string }).token}`));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('form rules show translated messages on the fields', async ({ page }) => {
  await page.goto(site('lotus', '/m/login'));
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Use at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});
