/** Boot states: invalid merchant config, maintenance, region restriction. Never a blank page. */
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox } from './helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('an invalid merchant config shows the error page with the reason, and Retry recovers', async ({
  page,
  request,
}) => {
  await configure(request, 'lotus', { merchantConfig: { gw: { GEETEST_VERSION: 'v9' } } });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('/gw/GEETEST_VERSION');
  await resetSandbox(request);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
});

test('maintenance shows System Maintenance with the message and the end time', async ({ page, request }) => {
  await configure(request, 'dragon', {
    merchantConfig: {
      maintenance: true,
      maintenanceMessage: 'We are upgrading the draws.',
      maintenanceEnd: '2030-01-02T03:04:00Z',
    },
  });
  await page.goto(site('dragon', '/m/home'));
  await expect(page.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
  await expect(page.getByText('We are upgrading the draws.')).toBeVisible();
  await expect(page.locator('time')).toHaveAttribute('datetime', '2030-01-02T03:04:00Z');
});

test('region restriction shows Access Denied', async ({ page, request }) => {
  await configure(request, 'lotus', { merchantConfig: { regionRestriction: true } });
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('a host no tenant serves gets an error page, not a blank screen', async ({ page }) => {
  await page.goto(site('nobody', '/m/home'));
  await expect(page.getByRole('alert')).toContainText('no tenant serves the host "nobody.localhost"');
});

test('the early loader and boot choose the same language: a vi-VN visitor to lotus makes one status call', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'vi-VN' });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/v2/system/status')) calls.push(r.headers()['language'] ?? '');
  });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The language and heading are in the pre-rendered HTML already: the calls are counted once the app is up.
  await page.waitForFunction(() => window.__appReady === true);
  expect(calls).toEqual(['VI']);
  await context.close();
});
