/** The access area end to end (A2-A9), each flow on both demo tenants with their different switches. */
import { type Locator } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';
import { control, outbox, solveCaptcha, logIn, loggedIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Fills and sends the username registration form, as a player does. */
async function registerWithUsername(form: Locator, username: string) {
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill('secret12');
  await form.getByLabel('Confirm password').fill('secret12');
  await form.getByLabel('I am over 18 and accept the terms').check();
  await form.getByRole('button', { name: 'Register' }).click();
}

test.describe('registration by username', () => {
  test('lotus (no captcha): lands on /m/home logged in, with its referral and affiliate codes', async ({
    page,
    request,
  }) => {
    await page.goto(site('lotus', '/m/register?r=FRIEND7&affiliateCode=aff42'));
    const form = page.getByRole('form', { name: 'Register with username' });
    await registerWithUsername(form, 'lotusnew1');
    await expect(page).toHaveURL(/\/m\/home$/);
    await loggedIn(page);
    const member = await (await request.get(control('/members/LOTUS/lotusnew1'))).json();
    expect(member.regInfo).toMatchObject({
      referralCode: 'FRIEND7',
      affiliateCode: 'aff42',
      registerMethod: 'H5',
      domain: 'lotus.localhost',
      login: true,
    });
    expect(member.regInfo.loginDeviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('dragon (captcha on): the captcha must be solved before the account exists', async ({ page, request }) => {
    await page.goto(site('dragon', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with username' });
    await registerWithUsername(form, 'dragonnew1');
    expect((await request.get(control('/members/DRAGON/dragonnew1'))).status()).toBe(404);
    await solveCaptcha(page);
    await expect(page).toHaveURL(/\/m\/home$/);
    await loggedIn(page);
  });

  test('a taken username shows on its field', async ({ page }) => {
    await page.goto(site('lotus', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with username' });
    await registerWithUsername(form, 'lotusplayer');
    await expect(form.getByText('This username is already taken.')).toBeVisible();
    await expect(form.getByLabel('Username', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});

test('Send code waits for the country codes (no number to send to before), then sends', async ({ page, request }) => {
  // The country call answers late: the player is quicker.
  await page.route('**/wps/system/country*', async (r) => {
    await new Promise((f) => setTimeout(f, 1500));
    await r.continue();
  });
  await page.goto(site('dragon', '/m/login'));
  const form = page.getByRole('form', { name: 'Log in with SMS' });
  await form.getByLabel('Mobile number').fill('912345670');
  await expect(form.getByLabel('Country code')).not.toHaveValue('84');
  await expect(form.getByRole('button', { name: 'Send code' })).toBeDisabled();
  await expect(form.getByLabel('Country code')).toHaveValue('84');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  expect((await outbox(request, 'DRAGON', '912345670')).length).toBe(1);
});

test.describe('registration by mobile with the SMS code from the outbox', () => {
  test('dragon: verification required, merchant default password, auto login', async ({ page, request }) => {
    await configure(request, 'dragon', { merchantConfig: { register: { captcha: { enabled: false } } } });
    await page.goto(site('dragon', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with your mobile number' });
    await expect(form.getByLabel('Country code')).toHaveValue('84');
    await form.getByLabel('Mobile number').fill('988777666');
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0); // MOBILENUMPASSREG3 off
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const [sms] = await outbox(request, 'DRAGON', '988777666');
    await form.getByLabel('SMS code').fill(sms!.code);
    await form.getByLabel('I am over 18 and accept the terms').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await loggedIn(page);
  });

  test('UPDATEMOBILEICC3: only the merchant calling code when off; any listed one when on', async ({
    page,
    request,
  }) => {
    await configure(request, 'dragon', { merchantConfig: { register: { captcha: { enabled: false } } } });
    await page.goto(site('dragon', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with your mobile number' });
    const code = form.getByLabel('Country code');
    await expect(code.getByRole('option')).toHaveText(['+84 Vietnam']);
    await configure(request, 'dragon', { switches: { UPDATEMOBILEICC3: true } });
    await page.reload();
    await expect(code.getByRole('option')).toHaveText(['+84 Vietnam', '+66 Thailand', '+63 Philippines', '+86 China']);
    await code.selectOption('66');
    await form.getByLabel('Mobile number').fill('812345679');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(await outbox(request, 'DRAGON', '812345679')).toHaveLength(1);
  });

  test('lotus: own password, no auto login: registered, then asked to log in', async ({ page, request }) => {
    await configure(request, 'lotus', {
      settings: { mobileRegistration: true },
      switches: { REGMOBVERF3: true, MOBILEAUTOLOGIN3: false },
    });
    await page.goto(site('lotus', '/m/register'));
    const form = page.getByRole('form', { name: 'Register with your mobile number' });
    await expect(form.getByLabel('Country code')).toHaveValue('66');
    await form.getByLabel('Mobile number').fill('811222333');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
    const [sms] = await outbox(request, 'LOTUS', '811222333');
    await form.getByLabel('SMS code').fill(sms!.code);
    await form.getByLabel('Password', { exact: true }).fill('mypass99');
    await form.getByLabel('I am over 18 and accept the terms').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('is ready. Please log in.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe('login', () => {
  for (const [tenant, user] of [
    ['dragon', 'dragonplayer'],
    ['lotus', 'lotusplayer'],
  ] as const) {
    test(`${tenant}: a wrong password gets the generic error and stores nothing`, async ({ page }) => {
      await page.goto(site(tenant, '/m/login'));
      await logIn(page, user, 'wrong-password');
      await expect(page.getByRole('alertdialog')).toContainText('The username or password is incorrect.');
      expect(
        await page.evaluate(() => [sessionStorage.getItem('sessionInfo'), localStorage.getItem('rememberMe')]),
      ).toEqual([null, null]);
    });

    test(`${tenant}: ten fast taps on submit send one request`, async ({ page }) => {
      await page.goto(site(tenant, '/m/login'));
      let logins = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/wps/session/login')) logins++;
      });
      const form = page
        .locator('form')
        .filter({ has: page.getByLabel('Username', { exact: true }) })
        .first();
      await form.getByLabel('Username', { exact: true }).fill(user);
      await form.getByLabel('Password', { exact: true }).fill('wrong-password');
      await form.getByRole('button', { name: 'Log in' }).evaluate((b: HTMLButtonElement) => {
        for (let i = 0; i < 10; i++) b.click();
      });
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.waitForTimeout(700);
      expect(logins).toBe(1);
    });
  }

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
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}').token as string);
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
    expect(await page.evaluate(() => !!sessionStorage.getItem('sessionInfo'))).toBe(true);
  });
});

test.describe('remember-me and auto login', () => {
  test('dragon: remembered, then a new browser session logs in by itself; not with backUrl', async ({
    browser,
    page,
  }) => {
    await page.goto(site('dragon', '/m/login'));
    await logIn(page, 'dragonplayer', 'player123', true);
    await loggedIn(page);
    const stored = await page.evaluate(() => localStorage.getItem('rememberMe')!);
    expect(stored).not.toContain('player123'); // encoded, not plain text
    const state = await page.context().storageState();
    const fresh = await browser.newContext({ storageState: { cookies: state.cookies, origins: state.origins } });
    const p2 = await fresh.newPage();
    await p2.goto(site('dragon', '/m/home'));
    await loggedIn(p2);
    const fresh2 = await browser.newContext({ storageState: { cookies: state.cookies, origins: state.origins } });
    const p3 = await fresh2.newPage();
    await p3.goto(site('dragon', '/m/home?backUrl=%2Fm%2Fsports'));
    await expect(p3.getByRole('button', { name: 'Register' })).toBeVisible();
    await p3.waitForTimeout(800);
    await expect(p3.getByRole('link', { name: /^My account/ })).toHaveCount(0);
    await fresh.close();
    await fresh2.close();
  });

  test('lotus (auto-login option off): remember-me is not offered and nothing is stored', async ({ page }) => {
    await page.goto(site('lotus', '/m/login'));
    await expect(page.getByLabel('Remember me')).toHaveCount(0);
    await logIn(page, 'lotusplayer', 'player123');
    await loggedIn(page);
    expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBeNull();
  });
});

test.describe('second step and forced password change', () => {
  for (const [tenant, merchant, user, pw] of [
    ['dragon', 'DRAGON', 'dragonverify', 'verify123'],
    ['lotus', 'LOTUS', 'lotusverify', 'verify123'],
  ] as const) {
    test(`${tenant}: an account that requires a second step -> dialog -> code from the sandbox -> logged in`, async ({
      page,
      request,
    }) => {
      await page.goto(site(tenant, '/m/login'));
      await logIn(page, user, pw);
      const dialog = page.getByRole('dialog', { name: 'Verify it is you' });
      await expect(dialog.getByText('We sent a code to your phone.')).toBeVisible();
      const [code] = await outbox(request, merchant);
      expect(code!.purpose).toBe('login-verification');
      await dialog.getByLabel('Verification code').fill(code!.code);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await loggedIn(page);
    });
  }

  for (const [tenant, user, defaultPw] of [
    ['dragon', 'dragonnewbie', 'dragon888'],
    ['lotus', 'lotusnewbie', 'lotus2024'],
  ] as const) {
    test(`${tenant}: the merchant default password -> /m/changePsw, and after the change -> /m/home`, async ({
      page,
    }) => {
      await page.goto(site(tenant, '/m/login'));
      await logIn(page, user, defaultPw);
      await expect(page).toHaveURL(/\/m\/changePsw$/);
      await expect(page.getByRole('alertdialog')).toContainText('first login');
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      await page.getByLabel('Current password').fill(defaultPw);
      await page.getByLabel('New password').fill('fresh-pass1');
      await page.getByLabel('Confirm password').fill('fresh-pass1');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('Your password has been changed.');
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  }

  test('dragon: an expired password is forced to change (force-change on); lotus (off) is not', async ({ page }) => {
    await page.goto(site('dragon', '/m/login'));
    await logIn(page, 'dragonexpired', 'expired123');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await page.goto(site('lotus', '/m/login'));
    await logIn(page, 'lotusexpired', 'expired123');
    await expect(page).toHaveURL(/\/m\/home$/);
  });
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
