/**
 * Access hardening (A3, A4, A5, A9): a credential is kept only with consent, automatic login goes
 * through the same session start as every login, the default password never reaches the site, and
 * a tap meant for one screen does not act on the next.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox } from './helpers.ts';
import { solveCaptcha, logIn, loggedIn, logOut } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Every place a password could be left: local and session storage, cookies. */
async function everythingStored(page: Page): Promise<string> {
  const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  const cookies = JSON.stringify(await page.context().cookies());
  return storage + cookies;
}
const decodings = (s: string) => {
  // the remembered password is double Base64 (A3): look through the encodings too
  const out = [s];
  for (const m of s.match(/[A-Za-z0-9+/=]{8,}/g) ?? []) {
    try {
      const once = Buffer.from(m, 'base64').toString('utf8');
      out.push(once, Buffer.from(once, 'base64').toString('utf8'));
    } catch {
      /* not Base64 */
    }
  }
  return out.join('\n');
};

test.describe('a credential is kept only with consent (A3, A5)', () => {
  test('dragon (auto-login option on): a registration without remember-me leaves no password anywhere', async ({
    page,
  }) => {
    await page.goto(site('dragon', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with username' });
    await expect(form.getByLabel('Remember me')).not.toBeChecked();
    await form.getByLabel('Username', { exact: true }).fill('consent01');
    await form.getByLabel('Password', { exact: true }).fill('Secret-pw1');
    await form.getByLabel('Confirm password').fill('Secret-pw1');
    await form.getByLabel('I am over 18 and accept the terms').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await solveCaptcha(page);
    await loggedIn(page);
    const stored = await everythingStored(page);
    expect(stored).not.toContain('rememberMe');
    expect(decodings(stored)).not.toContain('Secret-pw1');
  });

  test('dragon: with remember-me ticked, the credential is kept, encoded', async ({ page }) => {
    await page.goto(site('dragon', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with username' });
    await form.getByLabel('Username', { exact: true }).fill('consent02');
    await form.getByLabel('Password', { exact: true }).fill('Secret-pw2');
    await form.getByLabel('Confirm password').fill('Secret-pw2');
    await form.getByLabel('Remember me').check();
    await form.getByLabel('I am over 18 and accept the terms').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await solveCaptcha(page);
    await loggedIn(page);
    const remembered = await page.evaluate(() => localStorage.getItem('rememberMe'));
    expect(remembered).toBeTruthy();
    expect(remembered).not.toContain('Secret-pw2');
  });
});

test('a remembered default-password account logs in by itself and still lands on /m/changePsw (A4)', async ({
  browser,
  page,
}) => {
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonnewbie', 'dragon888', true);
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  const state = await page.context().storageState();
  const next = await browser.newContext({ storageState: { cookies: state.cookies, origins: state.origins } });
  const p2 = await next.newPage();
  await p2.goto(site('dragon', '/m/sports'));
  await expect(p2).toHaveURL(/\/m\/changePsw$/);
  await expect(p2.getByRole('heading', { level: 1 })).toHaveText('Change your password');
  await next.close();
});

test('an automatic login keeps the player on the page they opened', async ({ browser, page }) => {
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonplayer', 'player123', true);
  await loggedIn(page);
  const state = await page.context().storageState();
  const next = await browser.newContext({ storageState: { cookies: state.cookies, origins: state.origins } });
  const p2 = await next.newPage();
  await p2.addInitScript(() => sessionStorage.setItem('popupsClosed', '1'));
  await p2.goto(site('dragon', '/m/sports'));
  await loggedIn(p2);
  await expect(p2).toHaveURL(/\/m\/sports$/);
  await next.close();
});

test('the merchant default password never reaches the site', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('/wps/')) bodies.push(await r.text().catch(() => ''));
  });
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonnewbie', 'dragon888');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  expect(bodies.some((b) => b.includes('"usesDefaultPassword":true'))).toBe(true); // the login answer says so
  const status = bodies.filter((b) => b.includes('"merchantCode":"DRAGON"'));
  expect(status.length).toBeGreaterThan(0);
  for (const b of bodies) expect(b).not.toContain('dragon888');
});

test.describe('a tap meant for one screen does not act on the next', () => {
  for (const tenant of ['dragon', 'lotus']) {
    test(`${tenant}: a double tap on Log in ends logged in`, async ({ page }) => {
      await page.goto(site(tenant, '/m/login'));
      const form = page.getByRole('form', { name: 'Log in with username' });
      await form.getByLabel('Username', { exact: true }).fill(`${tenant}player`);
      await form.getByLabel('Password', { exact: true }).fill('player123');
      await form.getByRole('button', { name: 'Log in' }).dblclick();
      await loggedIn(page);
      await page.waitForTimeout(700);
      await loggedIn(page);
      expect(await page.evaluate(() => !!sessionStorage.getItem('sessionInfo'))).toBe(true);
    });
  }
  test('log out asks first; Cancel keeps the session', async ({ page }) => {
    await page.goto(site('lotus', '/m/login'));
    await logIn(page, 'lotusplayer', 'player123');
    await loggedIn(page);
    await page.getByRole('link', { name: /^My account/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('Log out of your account?');
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await loggedIn(page);
    await logOut(page);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test('redirectUrl, go and backUrl never take the token off the tenant origin (a sample of the corpus, in the browser)', async ({
  page,
}) => {
  const port = new URL(site('dragon', '/')).port;
  const payloads = [
    `http://dragon.localhost:9/m/home`, // same host name, other port
    `http://www.dragon.example/m/home`, // a listed domain over plain http
    `https://user:pw@dragon.localhost:${port}/m/home`, // userinfo
    `http://dragon.localhost:${port}@evil.example/`,
    `https://dragon.localhost.evil.example/`,
    `//evil.example/x`,
  ];
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  for (const target of payloads) {
    for (const param of ['redirectUrl', 'go', 'backUrl']) {
      await page.goto(site('dragon', `/m/login?${param}=${encodeURIComponent(target)}`));
      await logIn(page, 'dragonplayer', 'player123');
      await loggedIn(page);
      const token = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}').token as string,
      );
      expect(token).toBeTruthy();
      expect(new URL(page.url()).origin).toBe(new URL(site('dragon', '/')).origin);
      const leaked = requests.filter(
        (u) => u.includes(token) && new URL(u).origin !== new URL(site('dragon', '/')).origin,
      );
      expect(leaked, `${param}=${target}`).toEqual([]);
      await page.evaluate(() => sessionStorage.clear());
    }
  }
});
