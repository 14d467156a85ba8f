/**
 * Identity-provider sign-in (Firebase Auth) in Chromium against the Auth emulator the sandbox
 * starts for dragon (its merchant config has the provider; lotus has none): phone sign-in with the
 * emulator's SMS code; Google, Facebook and Twitter through the popup seam (the sandbox's stand-in
 * picks a test user, the SDK signs in with the emulator's fake credential); the back end verifies
 * every ID token with the emulator.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox, sandboxRequests } from './helpers.ts';
import { logOut, control, tapAndClose, firstLoginNotice, accountName } from './access-helpers.ts';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-whitelabel';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await request.delete(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`);
});

/** The code the emulator "sent" to a number (it keeps them instead of texting). */
async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const r = (await (await request.get(`${EMULATOR}/emulator/v1/projects/${PROJECT}/verificationCodes`)).json()) as {
        verificationCodes?: { phoneNumber: string; code: string }[];
      };
      found = r.verificationCodes?.filter((v) => v.phoneNumber === phone).at(-1)?.code;
      return found;
    })
    .toBeTruthy();
  return found!;
}

const phoneForm = (page: Page) => page.getByRole('form', { name: 'Sign in with your phone' });

async function sendCode(page: Page, number: string) {
  const form = phoneForm(page);
  // The country codes load with the page: a tap before they are there has no number to send to.
  await expect(form.getByLabel('Country code')).toHaveValue('84');
  await form.getByLabel('Mobile number').fill(number);
  await form.getByRole('button', { name: 'Send code' }).click();
  const sent = page.getByRole('alertdialog').filter({ hasText: 'We sent a code to your phone.' });
  await sent.getByRole('button', { name: 'OK' }).click();
}

test('only dragon offers the identity provider; the SDK is not loaded until a button is used', async ({ page }) => {
  const sdk: string[] = [];
  page.on('request', (r) => /\/assets\/sdk-/.test(r.url()) && sdk.push(r.url()));
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByRole('button', { name: 'Log in with Telegram' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await page.goto(site('dragon', '/m/login'));
  for (const name of ['Continue with Google', 'Continue with Facebook', 'Continue with Twitter'])
    await expect(page.getByRole('button', { name })).toBeVisible();
  await expect(phoneForm(page)).toBeVisible();
  expect(sdk).toEqual([]);
});

test('phone: the code the provider sent signs in; a new number registers (dialog), the same number logs in again', async ({
  page,
  request,
}) => {
  await page.goto(site('dragon', '/m/login'));
  await sendCode(page, '912345699');
  const code = await smsCode(request, '+84912345699');
  await phoneForm(page).getByLabel('SMS code').fill(code);
  await phoneForm(page).getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your account' });
  await dialog.getByRole('button', { name: 'Register new account' }).click();
  await firstLoginNotice(page);
  const name = await accountName(page);
  expect(name).toMatch(/^dragon[0-9a-z]{10}$/);
  await logOut(page);
  await page.goto(site('dragon', '/m/login'));
  await sendCode(page, '912345699');
  await phoneForm(page)
    .getByLabel('SMS code')
    .fill(await smsCode(request, '+84912345699'));
  await phoneForm(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(await accountName(page)).toBe(name);
});

test('phone: a wrong code is the translated text with Code and Reason lines', async ({ page, request }) => {
  await page.goto(site('dragon', '/m/login'));
  await sendCode(page, '912345698');
  const code = await smsCode(request, '+84912345698');
  await phoneForm(page)
    .getByLabel('SMS code')
    .fill(code === '123456' ? '654321' : '123456');
  await phoneForm(page).getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The code is not right.');
  await expect(alert).toContainText('Code: auth/invalid-verification-code');
  await expect(alert).toContainText('Reason:');
});

test('phone: a code with none sent is auth/code-expired', async ({ page }) => {
  await page.goto(site('dragon', '/m/login'));
  // As sendCode: a tap before the country codes are in is stopped by the form (no country code).
  await expect(phoneForm(page).getByLabel('Country code')).toHaveValue('84');
  await phoneForm(page).getByLabel('Mobile number').fill('912345697');
  await phoneForm(page).getByLabel('SMS code').fill('123456');
  await phoneForm(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Code: auth/code-expired');
});

test('Google with auto-register on and creation allowed: registered and logged in, no dialog', async ({
  page,
  request,
}) => {
  await configure(request, 'dragon', { settings: { autoRegisterSso: true } });
  await page.goto(site('dragon', '/m/login'));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await tapAndClose(popup, popup.getByRole('button', { name: /Hoa Nguyen/ }));
  await firstLoginNotice(page);
  await expect(page.getByRole('dialog', { name: 'Link your account' })).toHaveCount(0);
  const name = await accountName(page);
  expect(name).toMatch(/^dragon[0-9a-z]{10}$/);
  // A3: the identity provider's registration is a full registration request (the affiliate code of the host, the method).
  const member = (await (await request.get(control(`/members/DRAGON/${name}`))).json()) as {
    regInfo: Record<string, unknown>;
  };
  expect(member.regInfo).toMatchObject({ affiliateCode: 'dragon', registerMethod: 'H5', identity: 'firebase' });
});

test('FIREBASECREATEACC3 off ("Account creation through the identity provider is allowed"): Google with auto-register on makes no account, the choice dialog', async ({
  page,
  request,
}) => {
  await configure(request, 'dragon', { switches: { FIREBASECREATEACC3: false }, settings: { autoRegisterSso: true } });
  await page.goto(site('dragon', '/m/login'));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with Google' }).click(),
  ]);
  await tapAndClose(popup, popup.getByRole('button', { name: /Hoa Nguyen/ }));
  const dialog = page.getByRole('dialog', { name: 'Link your account' });
  await expect(dialog).toBeVisible();
  // not registered, not logged in: the account is the player's choice now
  await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  expect(await sandboxRequests(request, '/wps/member/register')).toEqual([]);
});

test('Facebook on a SSOMANUALREG3 tenant: the choice dialog, even with auto-register on', async ({ page, request }) => {
  await configure(request, 'dragon', { switches: { SSOMANUALREG3: true }, settings: { autoRegisterSso: true } });
  await page.goto(site('dragon', '/m/login'));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with Facebook' }).click(),
  ]);
  await tapAndClose(popup, popup.getByRole('button', { name: /Quang Le/ }));
  await expect(page.getByRole('dialog', { name: 'Link your account' })).toBeVisible();
});

test('Twitter: closing the popup is no error; in a private window social sign-in says not_support_incognito', async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/login'));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Continue with Twitter' }).click(),
  ]);
  // Closed once it shows, as a player closes it (a close racing the popup's navigation can hang in
  // Chromium: microsoft/playwright#41900).
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Sign in with Twitter');
  await popup.close();
  await expect(page.getByRole('button', { name: 'Continue with Twitter' })).toBeEnabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // A private window as browsers with a small private quota show it.
  await page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ quota: 100 * 1024 * 1024, usage: 0 });
  });
  await page.reload();
  await page.getByRole('button', { name: 'Continue with Twitter' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('does not work in a private window');
});
