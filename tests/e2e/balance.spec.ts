/**
 * A member's balance where gaming sites show it (issue 52): in the header on every page and in the
 * member centre, from the real back end's wallet call (GET /wps/v2/wallets/balance?typeId=0). It
 * moves when the player comes back from the cashier, a tap on refresh asks again, and a failed
 * ask keeps the amount and says so. The sandbox's balance is the account's seeded one plus the
 * cashier's deposits, less its withdrawals.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox } from './helpers.ts';
import { control, signIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const header = (page: Page) => page.locator('header').getByRole('group', { name: 'Balance' });
const card = (page: Page) => page.getByRole('region', { name: 'Balance' });
const walletCalls = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/wps/v2/wallets/balance') seen.push(u.search);
  });
  return seen;
};

test('lotus: the balance in the header and the member centre, in baht before the digits; a deposit shows on the way back', async ({
  page,
  request,
}) => {
  const calls = walletCalls(page);
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/home');
  await expect(header(page)).toContainText('฿2,480.25');
  expect(calls[0]).toBe('?typeId=0');
  await page.getByRole('link', { name: 'My account: lotusplayer' }).click();
  await expect(card(page)).toContainText('฿2,480.25');
  await expect(header(page)).toContainText('฿2,480.25');

  // To the cashier and back: the new page asks again, and the deposit is in the amount.
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name: 'Deposit' }).click();
  await page.getByLabel(/Amount/).fill('19.75');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(card(page)).toContainText('฿2,500.00');
  await expect(header(page)).toContainText('฿2,500.00');
});

test('dragon: a tap on refresh asks again and shows the new amount; a failed ask keeps it and says so', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/member/home');
  await expect(card(page)).toContainText('1,250,500.00 ₫');
  // Meanwhile, in another window, the player deposits at the cashier.
  const other = await browser.newContext();
  const cashier = await other.newPage();
  await signIn(cashier, request, 'dragon', 'dragonplayer', '/m/member/home');
  await cashier.getByRole('navigation', { name: 'Member centre' }).getByRole('button', { name: 'Deposit' }).click();
  await cashier.getByLabel(/Amount/).fill('1000');
  await cashier.getByRole('button', { name: 'Deposit' }).click();
  await expect(cashier.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await other.close();

  await expect(card(page)).toContainText('1,250,500.00 ₫'); // nothing asked for it yet
  const refreshed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/v2/wallets/balance');
  await card(page).getByRole('button', { name: 'Refresh balance' }).click();
  await refreshed;
  await expect(card(page)).toContainText('1,251,500.00 ₫');
  await expect(header(page)).toContainText('1,251,500.00 ₫');

  // The wallet call fails once: the amount stays, and the card says it may be out of date.
  await request.post(control('/faults'), {
    data: { path: '/wps/v2/wallets/balance', kind: 'http', status: 500, count: 1 },
  });
  await header(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(card(page).getByRole('status')).toHaveText(
    'The balance could not be updated: the amount may be out of date. Refresh to try again.',
  );
  await expect(card(page)).toContainText('1,251,500.00 ₫');
  await expect(page.getByRole('alertdialog')).toHaveCount(0); // no error dialog for it, as the real client
  await card(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(card(page).getByRole('status')).toHaveCount(0);
  await expect(card(page)).toContainText('1,251,500.00 ₫');
});

test('a visitor has no balance; logging out takes it away', async ({ page, request }) => {
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/member/home');
  await expect(header(page)).toContainText('1,250,500.00 ₫');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  await expect(header(page)).toHaveCount(0);
});
