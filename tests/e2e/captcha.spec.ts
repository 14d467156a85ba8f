/**
 * The captchas of A5 in the browser: the login captcha (v3 and v4), the SMS captcha (v4 only), the
 * switch that turns them all off, and the silent risk token.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox, sandboxRequests } from './helpers.ts';
import { outbox, solveCaptcha, logIn, loggedIn } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const smsForm = (page: Page) => page.getByRole('form', { name: 'Log in with SMS' });

for (const version of ['v4', 'v3'] as const) {
  test(`the login captcha (setting on, ${version}) must be solved before the login goes out`, async ({
    page,
    request,
  }) => {
    await configure(request, 'lotus', {
      switches: { GEETEST3: true },
      merchantConfig: { settings: { loginCaptcha: true }, gw: { GEETEST_VERSION: version } },
    });
    await page.goto(site('lotus', '/m/login'));
    await expect(page.getByText('Security check')).toBeVisible();
    await logIn(page, 'lotusplayer', 'player123');
    await expect(page.getByRole('dialog', { name: 'Captcha' })).toBeVisible();
    expect(await sandboxRequests(request, '/wps/session/login')).toEqual([]);
    await solveCaptcha(page);
    await loggedIn(page);
    expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(1);
  });
}

test('the captcha script loads from the merchant\'s CDN with a backup: the first fails, the next is tried; when none loads, "not setup geetest"', async ({
  page,
  request,
}) => {
  // The merchant's two CDNs: the vendor (here the sandbox's stand-in, its script and its API) is
  // reached through them; the first is down.
  const asked: string[] = [];
  let backupUp = true;
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
  await page.route(/^https:\/\/cdn-[ab]\.lotus\.example\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.startsWith('/static/')) asked.push(url.href);
    if (!url.hostname.startsWith('cdn-b.') || !backupUp) return route.abort('connectionrefused');
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const path = url.pathname === '/static/js/gt4.js' ? '/captcha/sandbox/widget.js' : url.pathname;
    const response = await route.fetch({ url: `http://127.0.0.1:${E2E_PORT}${path}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  await configure(request, 'lotus', {
    switches: { GEETEST3: true },
    merchantConfig: {
      settings: { loginCaptcha: true },
      gw: { GEETEST_VERSION: 'v4' },
      imageCDNs: ['https://cdn-a.lotus.example', 'https://cdn-b.lotus.example'],
    },
  });
  await page.goto(site('lotus', '/m/login'));
  await logIn(page, 'lotusplayer', 'player123');
  await solveCaptcha(page);
  await loggedIn(page);
  expect(asked).toEqual([
    'https://cdn-a.lotus.example/static/js/gt4.js',
    'https://cdn-b.lotus.example/static/js/gt4.js',
  ]);

  // Both down: the spec's text, and no login goes out.
  backupUp = false;
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  await page.goto(site('lotus', '/m/login'));
  const before = (await sandboxRequests(request, '/wps/session/login')).length;
  await logIn(page, 'lotusplayer', 'player123');
  await expect(page.getByRole('alertdialog')).toContainText(
    'The security check could not load. Check your connection and try again.',
  );
  await expect(page.getByRole('alertdialog').locator('.alert-code')).toHaveText('Code: not setup geetest');
  expect(asked.slice(2)).toEqual([
    'https://cdn-a.lotus.example/static/js/gt4.js',
    'https://cdn-b.lotus.example/static/js/gt4.js',
  ]);
  expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(before);
});

test('the SMS captcha needs v4: on v4 it is solved before the code is sent; on v3 "Geetest service not work"', async ({
  page,
  request,
}) => {
  await configure(request, 'dragon', {
    switches: { GEETESTVCODE3: true },
    merchantConfig: { gw: { GEETEST_VERSION: 'v4' } },
  });
  await page.goto(site('dragon', '/m/login'));
  await smsForm(page).getByLabel('Mobile number').fill('912345670');
  await smsForm(page).getByRole('button', { name: 'Send code' }).click();
  await solveCaptcha(page);
  await expect.poll(async () => (await outbox(request, 'DRAGON', '912345670')).length).toBe(1);

  await configure(request, 'dragon', { merchantConfig: { gw: { GEETEST_VERSION: 'v3' } } });
  // The first code's 60 s wait survives a reload (registration status, registration.spec.ts): not what this checks.
  await page.evaluate(() => localStorage.removeItem('regStatus'));
  await page.goto(site('dragon', '/m/login'));
  await smsForm(page).getByLabel('Mobile number').fill('912345671');
  await smsForm(page).getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Geetest service not work');
  expect(await outbox(request, 'DRAGON', '912345671')).toEqual([]);
});

test('GEETEST3 off: the captcha settings and switches alone ask for no captcha, and the sandbox wants none', async ({
  page,
  request,
}) => {
  // dragon with its captcha off: the login setting and GEETESTVCODE3 on, GEETEST3 off.
  await configure(request, 'dragon', {
    switches: { GEETEST3: false, GEETESTVCODE3: true },
    merchantConfig: { settings: { loginCaptcha: true }, gw: { GEETEST_VERSION: 'v4' } },
  });
  await page.goto(site('dragon', '/m/login'));
  await expect(smsForm(page).getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(page.getByText('Security check')).toHaveCount(0);
  await smsForm(page).getByLabel('Mobile number').fill('912345672');
  await smsForm(page).getByRole('button', { name: 'Send code' }).click();
  await expect.poll(async () => (await outbox(request, 'DRAGON', '912345672')).length).toBe(1);
  await logIn(page, 'dragonplayer', 'player123');
  await loggedIn(page);
  expect(await sandboxRequests(request, '/wps/captcha/geetest')).toEqual([]);
});

test.describe('the risk token (A5: risk control on)', () => {
  test('dragon: the login carries a risk token for its app id; the player sees nothing', async ({ page, request }) => {
    await configure(request, 'dragon', { merchantConfig: { settings: { riskControl: true } } });
    const sdk: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/captcha/sandbox/risk')) sdk.push(new URL(r.url()).pathname);
    });
    await page.goto(site('dragon', '/m/login'));
    await logIn(page, 'dragonplayer', 'player123');
    await loggedIn(page);
    expect(sdk).toEqual(['/captcha/sandbox/risk.js', '/captcha/sandbox/risk/token']);
    await expect(page.getByRole('dialog', { name: 'Captcha' })).toHaveCount(0);
  });
  test('an app id the risk service does not know: "[G] code msg", and no login goes out', async ({ page, request }) => {
    await configure(request, 'dragon', {
      merchantConfig: { settings: { riskControl: true }, gw: { GEETEST_RISK_APP_ID: 'not-registered' } },
    });
    await page.goto(site('dragon', '/m/login'));
    await logIn(page, 'dragonplayer', 'player123');
    await expect(page.getByRole('alertdialog')).toContainText(
      '[G] appid_invalid this app id is not registered for the merchant',
    );
    expect(await sandboxRequests(request, '/wps/session/login')).toEqual([]);
  });
});
