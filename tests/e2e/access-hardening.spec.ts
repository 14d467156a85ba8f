/**
 * Access hardening (A3, A4, A9): the default password never reaches the site, taps meant for one
 * submit or screen send one request and do not act on the next, and no redirect target takes the
 * token off the tenant's origin.
 */
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, sandboxRequests } from './helpers.ts';
import { logIn, loggedIn, logOut } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the merchant default password never reaches the site', async ({ page }) => {
  // Every back-end answer's body, read as it comes (a read can end after the page has moved on:
  // all are awaited before looking; a body the browser no longer holds reads as '').
  const reads: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/wps/')) reads.push(r.text().catch(() => ''));
  });
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonnewbie', 'dragon888');
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  const bodies = await Promise.all(reads);
  expect(bodies.some((b) => b.includes('"usesDefaultPassword":true'))).toBe(true); // the login answer says so
  const status = bodies.filter((b) => b.includes('"merchantCode":"DRAGON"'));
  expect(status.length).toBeGreaterThan(0);
  for (const b of bodies) expect(b).not.toContain('dragon888');
});

test.describe('a tap meant for one submit or screen does not act on the next', () => {
  for (const tenant of ['dragon', 'lotus']) {
    test(`${tenant}: ten fast taps on submit send one request`, async ({ page, request }) => {
      await page.goto(site(tenant, '/m/login'));
      const form = page.getByRole('form', { name: 'Log in with username' });
      await form.getByLabel('Username', { exact: true }).fill(`${tenant}player`);
      await form.getByLabel('Password', { exact: true }).fill('wrong-password');
      await form.getByRole('button', { name: 'Log in' }).evaluate((b: HTMLButtonElement) => {
        for (let i = 0; i < 10; i++) b.click();
      });
      // All ten taps were handled before the first answer came back: any second login was out before it.
      await expect(page.getByRole('alertdialog')).toContainText('The username or password is incorrect.');
      expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(1);
    });

    test(`${tenant}: a double tap on Log in ends logged in, with one login`, async ({ page, request }) => {
      await page.goto(site(tenant, '/m/login'));
      const form = page.getByRole('form', { name: 'Log in with username' });
      await form.getByLabel('Username', { exact: true }).fill(`${tenant}player`);
      await form.getByLabel('Password', { exact: true }).fill('player123');
      await form.getByRole('button', { name: 'Log in' }).dblclick();
      await loggedIn(page);
      // The second tap came before the answer: had it started a login, that login would be out already.
      expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(1);
      expect(await page.evaluate(() => !!sessionStorage.getItem('MC_SESSION_INFO'))).toBe(true);
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
  // Each payload once, under each parameter in turn (every parameter meets two payloads): the whole
  // corpus, every payload under every parameter, is the unit tests' (src/services/auth/destinations.test.ts).
  const params = ['redirectUrl', 'go', 'backUrl'];
  for (const [i, target] of payloads.entries()) {
    for (const param of [params[i % params.length]!]) {
      await page.goto(site('dragon', `/m/login?${param}=${encodeURIComponent(target)}`));
      await logIn(page, 'dragonplayer', 'player123');
      await loggedIn(page);
      const token = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
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
