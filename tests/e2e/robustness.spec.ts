/**
 * Answers that are wrong but well-formed, a status call that hangs, code that fails to load: the
 * player always gets a catalogue text or the boot error page with Retry, never a JavaScript error.
 */
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, holdClock, runClockUntil } from './helpers.ts';
import { control, logIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const JS_ERRORS = /Cannot read|undefined|null \(reading|is not a function|TypeError|Failed to fetch dynamically/;

test.describe('a login answer that breaks the contract', () => {
  for (const [value, says] of [
    [{}, 'is incomplete: no session token'],
    [null, 'is incomplete: the login value is not an object'],
    [{ token: 'T', userName: 'x' }, 'is incomplete: no customer id'],
  ] as const) {
    test(`value ${JSON.stringify(value)}: "${says}", and no session`, async ({ page, request }) => {
      await request.post(control('/faults'), {
        data: { path: '/wps/session/login', kind: 'answer', body: { success: true, value }, count: 1 },
      });
      await page.goto(site('lotus', '/m/login'));
      await logIn(page, 'lotusplayer', 'player123');
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText(says);
      await expect(alert).not.toContainText(JS_ERRORS);
      await alert.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/m\/login$/);
      await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    });
  }
});

test('a refusal with no reason still says what was refused', async ({ page, request }) => {
  await request.post(control('/faults'), {
    data: { path: '/wps/v2/system/status', kind: 'answer', body: { success: false } },
  });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('alert')).toContainText('The server refused /wps/v2/system/status without saying why');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});

test('a status call that hangs ends in the boot error page after the 30 s request timeout; Retry recovers', async ({
  page,
  request,
}) => {
  await request.post(control('/faults'), {
    data: { path: '/wps/v2/system/status', kind: 'timeout', ms: 120_000, count: 1 },
  });
  // The 30 s count from the call going out: the page's clock moves only in the test's steps.
  await holdClock(page);
  let out = false;
  page.on('request', (r) => {
    if (r.url().includes('/wps/v2/system/status')) out = true;
  });
  await page.goto(site('lotus', '/m/home'));
  // The pre-rendered page shows while the status call hangs (the app waits for it).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
  await runClockUntil(page, () => out);
  await page.clock.runFor(29_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(page.getByRole('alert')).toContainText('the server did not answer in time');
  await page.clock.resume();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
});

test('a country list that is not one: the phone field says so instead of waiting', async ({ page, request }) => {
  await request.post(control('/faults'), {
    data: { path: '/wps/system/country', kind: 'answer', body: { success: true, value: { countries: null } } },
  });
  await page.goto(site('dragon', '/m/login'));
  const code = page.getByRole('form', { name: 'Log in with SMS' }).getByLabel('Country code');
  await expect(code).toContainText('This could not be loaded.');
});

test('code that fails to load (offline) gives the catalogue text, not the browser message', async ({ page }) => {
  await page.goto(site('lotus', '/m/login'));
  await page.route(/\/assets\/auth-services-[^/]+\.js$/, (r) => r.abort('internetdisconnected'));
  await logIn(page, 'lotusplayer', 'player123');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Part of the site could not be loaded.');
  await expect(alert).not.toContainText(JS_ERRORS);
});
