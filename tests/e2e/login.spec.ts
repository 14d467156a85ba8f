/**
 * Login (A3, A4, A7, A9) on both demo tenants: username and SMS, the generic error, where the
 * player lands (go, redirectUrl), the language after login, a session the server ends, and the
 * re-entry guard.
 */
import type { Page, APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, sandboxRequests, decided } from './helpers.ts';
import { control, outbox, logIn, loggedIn, signIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const smsForm = (page: Page) => page.getByRole('form', { name: 'Log in with SMS' });

for (const [tenant, user] of [
  ['dragon', 'dragonplayer'],
  ['lotus', 'lotusplayer'],
] as const) {
  test(`${tenant}: a wrong password gets the generic error and stores nothing`, async ({ page }) => {
    await page.goto(site(tenant, '/m/login'));
    await logIn(page, user, 'wrong-password');
    await expect(page.getByRole('alertdialog')).toContainText('The username or password is incorrect.');
    expect(
      await page.evaluate(() => [sessionStorage.getItem('MC_SESSION_INFO'), localStorage.getItem('rememberMe')]),
    ).toEqual([null, null]);
  });
}

test('SMS login: the code from the outbox logs the member in (dragon, SMS login on)', async ({ page, request }) => {
  await page.goto(site('dragon', '/m/login'));
  const form = smsForm(page);
  await form.getByLabel('Mobile number').fill('912345670');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(async () => (await outbox(request, 'DRAGON', '912345670')).length).toBe(1);
  const [sent] = await outbox(request, 'DRAGON', '912345670');
  await form.getByLabel('SMS code').fill(sent!.code);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'My account: dragonplayer' })).toBeVisible();
});

test('Send code waits for the country codes (no number to send to before), then sends', async ({ page, request }) => {
  // The country call answers only when the test lets it: the player is quicker.
  let answerCountries!: () => void;
  const countriesHeld = new Promise<void>((resolve) => (answerCountries = resolve));
  await page.route('**/wps/system/country*', async (r) => {
    await countriesHeld;
    await r.continue();
  });
  await page.goto(site('dragon', '/m/login'));
  const form = smsForm(page);
  await form.getByLabel('Mobile number').fill('912345670');
  await expect(form.getByLabel('Country code')).not.toHaveValue('84');
  await expect(form.getByRole('button', { name: 'Send code' })).toBeDisabled();
  answerCountries();
  await expect(form.getByLabel('Country code')).toHaveValue('84');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  expect((await outbox(request, 'DRAGON', '912345670')).length).toBe(1);
});

test('go=/m/sports is honoured; go to another site is not', async ({ page }) => {
  for (const [go, lands] of [
    ['%2Fm%2Fsports', /\/m\/sports$/],
    ['https%3A%2F%2Fevil.example', /\/m\/home$/],
    ['%2F%2Fevil.example', /\/m\/home$/],
  ] as const) {
    await page.goto(site('lotus', `/m/login?go=${go}`));
    await logIn(page, 'lotusplayer', 'player123');
    await expect(page).toHaveURL(lands);
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('redirectUrl to a foreign host is ignored and no token goes into any URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto(site('dragon', '/m/login?redirectUrl=https%3A%2F%2Fevil.example%2Fsteal'));
  await logIn(page, 'dragonplayer', 'player123');
  await expect(page).toHaveURL(/dragon\.localhost:\d+\/m\/home$/);
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string,
  );
  expect(token).toBeTruthy();
  expect(urls.filter((u) => u.includes(token))).toEqual([]);
  expect(urls.filter((u) => new URL(u).hostname.endsWith('evil.example'))).toEqual([]);
});

test("redirectUrl to the tenant's own host gets the token and the spec's parameters", async ({ page }) => {
  const back = site('lotus', '/m/sports');
  await page.goto(site('lotus', `/m/login?redirectUrl=${encodeURIComponent(back)}`));
  await logIn(page, 'lotusplayer', 'player123');
  // the target receives token, language, headerColor, b2c=1 and title; our own site then takes the token out of the address bar
  await expect(page).toHaveURL(/\/m\/sports\?language=EN&headerColor=%2300796b&b2c=1&title=Lotus\+Play$/);
  await loggedIn(page);
  expect(await page.evaluate(() => !!sessionStorage.getItem('MC_SESSION_INFO'))).toBe(true);
});

test("redirectUrl to a domain the merchant's domainRoute lists gets the token; when the call fails, the merchant config's copy of the list stands in", async ({
  page,
  request,
}) => {
  // The merchant's own pages elsewhere: what the browser is sent to, with the token.
  const landed: string[] = [];
  await page.route(/^https:\/\/(pay|www)\.lotus\.example\//, async (route) => {
    landed.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' });
  });
  // The back end lists a domain the config's copy does not have (a domain added since).
  const domains = { domainList: [{ domainName: 'pay.lotus.example' }] };
  await request.post(control('/faults'), {
    data: { path: '/wps/system/domainRoute', kind: 'answer', body: { success: true, value: domains }, count: 1 },
  });
  await page.goto(site('lotus', `/m/login?redirectUrl=${encodeURIComponent('https://pay.lotus.example/cashier')}`));
  await logIn(page, 'lotusplayer', 'player123');
  await expect.poll(() => landed.length).toBe(1);
  expect(landed[0]).toMatch(/^https:\/\/pay\.lotus\.example\/cashier\?token=[^&]+&language=EN&/);
  expect(await sandboxRequests(request, '/wps/system/domainRoute')).toHaveLength(1);

  // The call fails: www.lotus.example, in the merchant config's domainRoute, is still allowed.
  await request.post(control('/faults'), { data: { path: '/wps/system/domainRoute', kind: 'http', status: 500 } });
  await page.goto(site('lotus', `/m/login?redirectUrl=${encodeURIComponent('https://www.lotus.example/cashier')}`));
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await logIn(page, 'lotusplayer', 'player123');
  await expect.poll(() => landed.length).toBe(2);
  expect(landed[1]).toMatch(/^https:\/\/www\.lotus\.example\/cashier\?token=/);
});

/** Opens the member centre with a session the sandbox made; the language sync's decision once made. */
async function memberCentreWithSession(page: Page, request: APIRequestContext, username: string) {
  const res = await request.post(control('/sessions'), { data: { merchant: 'DRAGON', username } });
  await page.goto(site('dragon', `/m/member/home?token=${((await res.json()) as { token: string }).token}`));
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible();
}

test('the language goes to the server after login (A7), except for member type 4', async ({ page, request }) => {
  const member = async (u: string) =>
    (await (await request.get(control(`/members/DRAGON/${u}`))).json()) as { language: string | null };
  expect((await member('dragonplayer')).language).toBeNull();
  await memberCentreWithSession(page, request, 'dragonplayer');
  await decided(page, 'language-sync', 'sent');
  await expect.poll(async () => (await member('dragonplayer')).language).toBe('EN'); // the sandbox kept what the site sent
  expect(await sandboxRequests(request, '/wps/member/language')).toHaveLength(1);

  await memberCentreWithSession(page, request, 'dragonkind4');
  await decided(page, 'language-sync', 'not-for-type-4');
  expect(await sandboxRequests(request, '/wps/member/language')).toHaveLength(1); // still the first member's one
  expect((await member('dragonkind4')).language).toBeNull();
});

test('a 401 on a member call after login logs out to /m/login with the alert', async ({ page, request }) => {
  await page.goto(site('dragon', '/m/login'));
  // The member info that follows the login must be answered before the fault is set, or it would take it.
  const infoAfterLogin = page.waitForResponse((r) => r.url().endsWith('/wps/member/info'));
  await logIn(page, 'dragonagent', 'agent123');
  await loggedIn(page);
  await infoAfterLogin;
  await request.post(control('/faults'), { data: { path: '/wps/member/info', kind: 'http', status: 401, count: 1 } });
  await page.goto(site('dragon', '/m/vip'));
  await expect(page.getByRole('alertdialog')).toContainText('Please log in to continue');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/login\?go=%2Fm%2Fvip$/);
});

for (const code of ['CUSTOMER_NOT_LOGIN', 'customer.not.login', 'user.or.token.invalid', 'login.not.session']) {
  test(`${code} on a member call: log out, clear session storage, alert asking to log in, go to /m/login`, async ({
    page,
    request,
  }) => {
    const infoAtStart = page.waitForResponse((r) => r.url().endsWith('/wps/member/info'));
    await signIn(page, request, 'dragon', 'dragonagent', '/m/home');
    await infoAtStart;
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull();
    await request.post(control('/faults'), {
      data: { path: '/wps/member/info', kind: 'code', code, message: 'The session has ended.', count: 1 },
    });
    await page.goto(site('dragon', '/m/vip'));
    await expect(page.getByRole('alertdialog')).toContainText('Please log in to continue');
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/m\/login\?go=%2Fm%2Fvip$/);
    await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  });
}

test('the re-entry guard (A9): a submit 300 ms after the last one finished is ignored, one 700 ms after is sent', async ({
  page,
  request,
}) => {
  // The page's clock stands still from here on and moves only when the test moves it: the guard's
  // 500 ms cannot run out while the test is busy elsewhere (it did on a loaded machine).
  await page.clock.install();
  await page.goto(site('lotus', '/m/login'));
  const form = page.getByRole('form', { name: 'Log in with username' });
  await form.getByLabel('Username', { exact: true }).fill('lotusplayer');
  await form.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const logins = async () => (await sandboxRequests(request, '/wps/session/login')).length;
  const submit = () => form.evaluate((f: HTMLFormElement) => f.requestSubmit());
  const error = page.getByRole('alertdialog').filter({ hasText: 'The username or password is incorrect.' });
  await submit();
  // The flow has finished when its error shows; the guard's 500 ms start then.
  await expect(error).toBeVisible();
  expect(await logins()).toBe(1);
  await error.getByRole('button', { name: 'OK' }).click();
  await page.clock.runFor(300);
  await submit();
  await decided(page, 'flow-guard', 'login ignored');
  expect(await logins()).toBe(1);
  await page.clock.runFor(410); // 710 ms after the first finished
  await submit();
  await decided(page, 'flow-guard', 'login started');
  await expect.poll(() => logins()).toBe(2);
});

test('a player who excluded themself (self-exclusion-500): told until when, no session, nothing stored', async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonpaused', 'paused123');
  await expect(page.getByRole('alertdialog')).toContainText(
    /You have excluded yourself from play until .*2099.*, so this account cannot log in before then\./,
  );
  await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test("the session as the real client keeps it: MC_SESSION_INFO with the login answer's trace id as spanId", async ({
  page,
}) => {
  await page.goto(site('lotus', '/m/login'));
  const login = page.waitForResponse((r) => r.url().endsWith('/wps/session/login') && r.request().method() === 'POST');
  await logIn(page, 'lotusplayer', 'player123');
  const trace = (await login).headers()['x-app-trace-id'];
  await loggedIn(page);
  expect(trace).toMatch(/^[0-9a-f]{16}$/);
  const info = JSON.parse((await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))) ?? 'null') as Record<
    string,
    unknown
  >;
  expect(info).toMatchObject({ spanId: trace, merchantCode: 'LOTUS', userName: 'lotusplayer' });
  expect(typeof info.token).toBe('string');
});
