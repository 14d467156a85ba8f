/**
 * S9 "settings refresh debounce 300 ms": an open tab follows its merchant config. The status call
 * is asked again when the tab is shown again, when the network is back and when the session starts
 * or ends; triggers within 300 ms make one call; what changed applies in place, and a site closed
 * for maintenance and opened again still has what the player typed.
 */
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox, decided, sandboxRequests, forgetRequests } from './helpers.ts';
import { loginForm, logIn, loggedIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const tabShown = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('settings refresh on the tab shown again: three triggers within 300 ms make one status call; maintenance closes the open site and, once over, the typed username is still there', async ({
  page,
  request,
}) => {
  await page.goto(site('dragon', '/m/login'));
  await decided(page, 'settings-refresh', 'armed');
  const username = loginForm(page).getByLabel('Username', { exact: true });
  await username.fill('keepme');
  await configure(request, 'dragon', {
    merchantConfig: { maintenance: true, maintenanceMessage: 'We are upgrading the draws.' },
  });
  await forgetRequests(request);
  await tabShown(page);
  await tabShown(page);
  await tabShown(page);
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await expect(page.getByText('We are upgrading the draws.')).toBeVisible();
  await decided(page, 'settings-refresh', '1 changed');
  expect(await sandboxRequests(request, '/wps/v2/system/status')).toHaveLength(1);
  // The login form is hidden, not gone: nothing of it can be reached meanwhile.
  await expect(username).toBeHidden();

  await configure(request, 'dragon', { merchantConfig: { maintenance: false } });
  await tabShown(page);
  await decided(page, 'settings-refresh', '2 changed');
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toHaveCount(0);
  await expect(username).toHaveValue('keepme');
  await expect(username).toBeEditable();
});

test('settings refresh when the network is back: a switched-off sign-in method leaves the open login page', async ({
  page,
  context,
  request,
}) => {
  await page.goto(site('lotus', '/m/login'));
  await decided(page, 'settings-refresh', 'armed');
  const telegram = page.getByRole('button', { name: /Telegram/ });
  await expect(telegram).toBeVisible();
  await configure(request, 'lotus', { switches: { TELEGRAMLOGIN3: false } });
  await context.setOffline(true);
  await context.setOffline(false);
  await decided(page, 'settings-refresh', '1 changed');
  await expect(telegram).toHaveCount(0);
});

test('settings refresh after login and after a failed call: the member page shows the new logo; a failing call keeps the site as it is', async ({
  page,
  request,
}) => {
  await page.goto(site('dragon', '/m/login'));
  await decided(page, 'settings-refresh', 'armed');
  const logo = '/tenants/lotus/assets/icon.svg';
  await configure(request, 'dragon', { merchantConfig: { mobileTemplate: { h5_logo: logo } } });
  await expect(async () => {
    if (!(await page.getByRole('link', { name: /^My account/ }).count()))
      await logIn(page, 'dragonplayer', 'player123');
    await loggedIn(page);
  }).toPass();
  await decided(page, 'settings-refresh', '1 changed');
  await expect(page.locator(`img[src$="${logo}"]`).first()).toBeVisible();

  await page.route('**/wps/v2/system/status*', (route) => route.abort('internetdisconnected'));
  await tabShown(page);
  await decided(page, 'settings-refresh', '2 failed');
  await expect(page.locator(`img[src$="${logo}"]`).first()).toBeVisible();
  await loggedIn(page);
});
