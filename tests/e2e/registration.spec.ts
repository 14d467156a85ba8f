/**
 * Registration (A3, A5) on both demo tenants: by username and by mobile with the SMS code from the
 * outbox, the codes the URL carried (referral, affiliate, pixelTrack), and a credential kept only
 * with the player's consent.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox, hydrated } from './helpers.ts';
import { control, outbox, solveCaptcha, loggedIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Fills and sends the username registration form, as a player does. */
async function registerWithUsername(form: Locator, username: string, password = 'secret12', remember = false) {
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  if (remember) await form.getByLabel('Remember me').check();
  await form.getByLabel('I am over 18 and accept the terms').check();
  await form.getByRole('button', { name: 'Register' }).click();
}

/** The registration's way by mobile number, chosen as a player chooses it (one form, a choice of method). */
async function byMobile(page: Page): Promise<Locator> {
  const way = page.getByRole('group', { name: 'Register with' }).getByRole('radio', { name: 'Mobile number' });
  await hydrated(way);
  await way.check();
  return page.getByRole('form', { name: 'Register with your mobile number' });
}

test('dragon offers one form with a choice of method: one age box on screen, and what was typed stays on switching', async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/register'));
  const methods = page.getByRole('group', { name: 'Register with' });
  const username = methods.getByRole('radio', { name: 'Username' });
  const mobile = methods.getByRole('radio', { name: 'Mobile number' });
  await expect(username).toBeChecked();
  await expect(page.getByRole('form')).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'I am over 18 and accept the terms' })).toHaveCount(1);
  await page
    .getByRole('form', { name: 'Register with username' })
    .getByLabel('Username', { exact: true })
    .fill('keepme1');
  // The keyboard moves along the ways, as in any radio group (once the pre-rendered page is the app's).
  await hydrated(username);
  await username.focus();
  await page.keyboard.press('ArrowRight');
  await expect(mobile).toBeFocused();
  await expect(mobile).toBeChecked();
  await expect(page.getByRole('form')).toHaveCount(1);
  await expect(
    page.getByRole('form', { name: 'Register with your mobile number' }).getByLabel('Mobile number'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'I am over 18 and accept the terms' })).toHaveCount(1);
  await username.check();
  await expect(
    page.getByRole('form', { name: 'Register with username' }).getByLabel('Username', { exact: true }),
  ).toHaveValue('keepme1');
  // The choice is kept in this tab: a reload comes back to the way chosen.
  await mobile.check();
  await page.reload();
  await expect(mobile).toBeChecked();
});

test('lotus (username only): no choice, the one form', async ({ page }) => {
  await page.goto(site('lotus', '/m/register'));
  await expect(page.getByRole('form', { name: 'Register with username' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Register with' })).toHaveCount(0);
});

test.describe('by username', () => {
  test('lotus (no captcha): lands on /m/home logged in, with its referral and affiliate codes', async ({
    page,
    request,
  }) => {
    await page.goto(site('lotus', '/m/register?r=FRIEND7&affiliateCode=aff42'));
    await registerWithUsername(page.getByRole('form', { name: 'Register with username' }), 'lotusnew1');
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
    await registerWithUsername(page.getByRole('form', { name: 'Register with username' }), 'dragonnew1');
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

  test('pixelTrack goes with the registration (A3): the ad ids the URL carried', async ({ page, request }) => {
    await page.goto(site('lotus', '/m/register?pixel_id=PX42&click_id=CL7'));
    await registerWithUsername(page.getByRole('form', { name: 'Register with username' }), 'pixeluser');
    await loggedIn(page);
    const member = await (await request.get(control('/members/LOTUS/pixeluser'))).json();
    expect(JSON.stringify(member.regInfo.pixelTrack)).toContain('PX42');
    expect(JSON.stringify(member.regInfo.pixelTrack)).toContain('CL7');
  });
});

test.describe('by mobile, with the SMS code from the outbox', () => {
  test('dragon: verification required, merchant default password, auto login', async ({ page, request }) => {
    await configure(request, 'dragon', { merchantConfig: { register: { captcha: { enabled: false } } } });
    await page.goto(site('dragon', '/m/register'));
    const form = await byMobile(page);
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

  test('registration status (A5/S5): a code sent before a reload still counts down to the same number; an entry older than its timeout is reset', async ({
    page,
    request,
  }) => {
    await configure(request, 'dragon', { merchantConfig: { register: { captcha: { enabled: false } } } });
    await page.clock.install();
    await page.goto(site('dragon', '/m/register'));
    const form = await byMobile(page);
    await expect(form.getByLabel('Country code')).toHaveValue('84');
    await form.getByLabel('Mobile number').fill('988777661');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await page.reload();
    await expect(form.getByLabel('Mobile number')).toHaveValue('988777661');
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(await outbox(request, 'DRAGON', '988777661')).toHaveLength(1);
    // The server's wait (60 s) is the entry's timeout: past it, the entry is reset.
    await page.clock.fastForward(61_000);
    await page.reload();
    await expect(form.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(form.getByLabel('Mobile number')).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('regStatus'))).toBeNull();
  });

  test('REGMOBVERF3 off ("Mobile verification is required at registration"): no SMS code step, the number registers as it is', async ({
    page,
    request,
  }) => {
    await configure(request, 'dragon', {
      switches: { REGMOBVERF3: false },
      merchantConfig: { register: { captcha: { enabled: false } } },
    });
    await page.goto(site('dragon', '/m/register'));
    const form = await byMobile(page);
    await expect(form.getByLabel('Country code')).toHaveValue('84');
    await form.getByLabel('Mobile number').fill('988777600');
    await expect(form.getByLabel('SMS code')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Send code' })).toHaveCount(0);
    await form.getByLabel('I am over 18 and accept the terms').check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await loggedIn(page);
    // no code was sent to the number
    expect(await outbox(request, 'DRAGON', '988777600')).toEqual([]);
  });

  test('UPDATEMOBILEICC3: only the merchant calling code when off; any listed one when on', async ({
    page,
    request,
  }) => {
    await configure(request, 'dragon', { merchantConfig: { register: { captcha: { enabled: false } } } });
    await page.goto(site('dragon', '/m/register'));
    const form = await byMobile(page);
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
    const form = await byMobile(page);
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
    await registerWithUsername(form, 'consent01', 'Secret-pw1');
    await solveCaptcha(page);
    await loggedIn(page);
    const stored = await everythingStored(page);
    expect(stored).not.toContain('rememberMe');
    expect(decodings(stored)).not.toContain('Secret-pw1');
  });

  test('dragon: with remember-me ticked, the credential is kept, encoded', async ({ page }) => {
    await page.goto(site('dragon', '/m/register'));
    await registerWithUsername(
      page.getByRole('form', { name: 'Register with username' }),
      'consent02',
      'Secret-pw2',
      true,
    );
    await solveCaptcha(page);
    await loggedIn(page);
    const remembered = await page.evaluate(() => localStorage.getItem('rememberMe'));
    expect(remembered).toBeTruthy();
    expect(remembered).not.toContain('Secret-pw2');
  });
});

test("WEBCLIP: the merchant's configuration profile installs a web clip whose start address marks the site; a player who opens it registers as WEBCLIP", async ({
  page,
  request,
}) => {
  // dragon's download links include its MOBILECONFIG profile: one web clip, its URL this site's.
  await page.goto(site('dragon', '/m/download'));
  const profile = await page.evaluate(() => fetch('/downloads/dragon.mobileconfig').then((r) => r.text()));
  expect(profile).toContain('<key>PayloadType</key><string>com.apple.webClip.managed</string>');
  const start = /<key>URL<\/key><string>([^<]+)<\/string>/.exec(profile)?.[1];
  expect(start).toBe(site('dragon', '/m/home?webclip=1'));
  // Opened from the home-screen icon: the device is marked (local storage WEBCLIP, A3).
  await page.goto(start!);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('WEBCLIP'))).toBe('1');
  await page.goto(site('dragon', '/m/register'));
  await registerWithUsername(page.getByRole('form', { name: 'Register with username' }), 'dragonclip1');
  await solveCaptcha(page);
  await loggedIn(page);
  const member = await (await request.get(control('/members/DRAGON/dragonclip1'))).json();
  expect(member.regInfo).toMatchObject({ registerMethod: 'WEBCLIP' });
});
