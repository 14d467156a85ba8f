/** The native app's upgrade modal (S4) through the bridge (our protocol), with a stand-in app in the page. */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site } from './helpers.ts';

const APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 WPSApp/1.2.0';

/** What the native app would do: answer getAppInfo, start the upgrade, report states (or fail). */
async function standInApp(page: Page, o: { latest: string; failStart?: boolean }) {
  await page.addInitScript((opts) => {
    const states = ['downloading:30', 'downloading:100', 'installing', 'installed'];
    (window as unknown as { bridgeLog: string[] }).bridgeLog = [];
    (window as unknown as { WPSAppBridge: unknown }).WPSAppBridge = {
      postMessage(text: string) {
        const { id, method } = JSON.parse(text) as { id: string; method: string };
        (window as unknown as { bridgeLog: string[] }).bridgeLog.push(method);
        const result =
          method === 'getAppInfo'
            ? JSON.stringify({ version: '1.2.0', latestVersion: opts.latest, downloadUrl: '/downloads/dragon.apk' })
            : method === 'startUpgrade'
              ? opts.failStart
                ? 'Failure: not enough storage for the update'
                : 'OK'
              : (states.shift() ?? 'installed');
        // The app answers in a later task, as the native side does.
        const reply = new MessageChannel();
        reply.port1.onmessage = () => window.wpsNativeCallback?.(id, result);
        reply.port2.postMessage(null);
      },
    };
  }, o);
}

test.use({ userAgent: APP_UA });

test('dragon (MANDATORYAPPUPDATES3 off): the modal says both versions, can be closed with Later', async ({ page }) => {
  await standInApp(page, { latest: '1.3.0' });
  await page.goto(site('dragon', '/m/home'));
  const modal = page.getByRole('dialog', { name: 'Update available' });
  await expect(modal).toContainText('You have version 1.2.0. Version 1.3.0 is ready to install.');
  await modal.getByRole('button', { name: 'Later' }).click();
  await expect(modal).toHaveCount(0);
});

test('lotus (MANDATORYAPPUPDATES3 on): no Later, Escape does not close it; Update shows the installation states', async ({
  page,
}) => {
  await standInApp(page, { latest: '2.0.0' });
  await page.goto(site('lotus', '/m/home'));
  const modal = page.getByRole('dialog', { name: 'Update available' });
  await expect(modal).toContainText('This update is required to keep playing.');
  await expect(modal.getByRole('button', { name: 'Later' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Update now' }).click();
  await expect(modal).toHaveCount(0); // installed: the app restarts
  expect(await page.evaluate(() => (window as unknown as { bridgeLog: string[] }).bridgeLog)).toEqual([
    'getAppInfo',
    'startUpgrade',
    'getInstallState',
    'getInstallState',
    'getInstallState',
    'getInstallState',
  ]);
});

test('a Failure answer alerts with its text; an app already up to date gets no modal', async ({ page }) => {
  await standInApp(page, { latest: '1.3.0', failStart: true });
  await page.goto(site('dragon', '/m/home'));
  await page.getByRole('dialog', { name: 'Update available' }).getByRole('button', { name: 'Update now' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Failure: not enough storage for the update');

  const fresh = await page.context().newPage();
  await standInApp(fresh, { latest: '1.2.0' });
  await fresh.goto(site('dragon', '/m/home'));
  await expect(fresh.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect
    .poll(() => fresh.evaluate(() => (window as unknown as { bridgeLog: string[] }).bridgeLog))
    .toEqual(['getAppInfo']);
  await expect(fresh.getByRole('dialog', { name: 'Update available' })).toHaveCount(0);
});
