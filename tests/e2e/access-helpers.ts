import { expect, type APIRequestContext, type Page, type Locator } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';

export const control = (path: string) => `http://127.0.0.1:${E2E_PORT}/__sandbox${path}`;

export async function outbox(
  request: APIRequestContext,
  merchant: string,
  mobile?: string,
): Promise<{ code: string; purpose: string; mobile: string }[]> {
  return (await request.get(control(`/outbox?merchant=${merchant}${mobile ? `&mobile=${mobile}` : ''}`))).json();
}

/** Solves the sandbox captcha the way a person does: drags the slider handle onto the marked spot. */
export async function solveCaptcha(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Captcha' });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByRole('slider', { name: 'Captcha slider' });
  const target = Number(await dialog.locator('[data-captcha-target]').getAttribute('data-captcha-target'));
  const box = (await slider.boundingBox())!;
  const max = Number(await slider.getAttribute('max'));
  // A range input's thumb travels between half a thumb from each end; aim by value, then adjust with the keys.
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + (target / max) * box.width, box.y + box.height / 2, { steps: 8 });
  const value = Number(await slider.inputValue());
  for (let i = 0; i < Math.abs(target - value); i++)
    await page.keyboard.press(target > value ? 'ArrowRight' : 'ArrowLeft');
  await page.mouse.up();
  await expect(dialog).toHaveCount(0);
}

export function loginForm(page: Page): Locator {
  return page
    .getByRole('form', { name: 'Log in with username' })
    .or(page.locator('form').filter({ has: page.getByLabel('Username', { exact: true }) }))
    .first();
}

export async function logIn(page: Page, username: string, password: string, remember = false): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await form.getByLabel('Remember me').check();
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** A member's pages show their account in the top bar. */
export const loggedIn = (page: Page) => expect(page.getByRole('link', { name: /^My account/ })).toBeVisible();

/** A new member's first login says so (A4); the player reads it and closes it. */
export async function firstLoginNotice(page: Page): Promise<void> {
  const notice = page.getByRole('alertdialog').filter({ hasText: 'This is your first login' });
  await notice.getByRole('button', { name: 'OK' }).click();
}

/** Once logged in: the account name the header's "My account" link carries. */
export async function accountName(page: Page): Promise<string> {
  await loggedIn(page);
  const link = page.getByRole('link', { name: /^My account/ });
  return ((await link.getAttribute('aria-label')) ?? (await link.innerText())).replace(/^My account:?\s*/, '');
}
/**
 * Logs out from the member centre, to /m/home. Home's announcement popups, unless closed today in
 * this browser, come back there: they are closed here, as a player would, so that they are not in
 * the way of what the test does next.
 */
export async function logOut(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.removeAttribute('data-decided-popups'));
  await page.getByRole('link', { name: /^My account/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'Log out of your account?' });
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('html')).toHaveAttribute('data-decided-popups', /^(shown|none|closed)$/);
  if ((await page.locator('html').getAttribute('data-decided-popups')) === 'shown')
    await page.locator('.popup').getByRole('button', { name: 'Close' }).click();
}

/** A session the sandbox made for a member of `merchant` (its token). */
export async function tokenFor(request: APIRequestContext, merchant: string, username: string): Promise<string> {
  const res = await request.post(control('/sessions'), { data: { merchant, username } });
  return ((await res.json()) as { token: string }).token;
}

/** Opens `path` as `username` with a session the sandbox made (the token in the URL, A7). */
export async function signIn(page: Page, request: APIRequestContext, tenant: string, username: string, path: string) {
  const token = await tokenFor(request, tenant.toUpperCase(), username);
  await page.goto(`http://${tenant}.localhost:${E2E_PORT}${path}?token=${token}`);
  await expect(page.getByRole('link', { name: `My account: ${username}` })).toBeVisible();
}

/** The customer-service chat's frame inside its dialog. */
export const chatFrame = (page: Page) =>
  page.getByRole('dialog', { name: 'Customer service' }).frameLocator('iframe[title="Customer service chat"]');

/**
 * A tap on a button that closes its own window (the identity provider's and the messaging app's
 * account choosers post the answer and close): Playwright's click fails with "Target page ...
 * has been closed" when the window closes before the click returns (microsoft/playwright#26900;
 * seen once in a fresh-clone run). The page clicks the button itself just after this call
 * returns, and the window's closing is what is awaited.
 */
export async function tapAndClose(popup: Page, button: Locator): Promise<void> {
  await expect(button).toBeEnabled();
  const closed = popup.waitForEvent('close');
  await button.evaluate((el: HTMLElement) => void setTimeout(() => el.click()));
  await closed;
}
