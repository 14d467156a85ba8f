/**
 * The error catalogue (S8) as a player meets it on a real call, the login: HTTP 502 is rejected
 * silently, a code starting TOO_MANY_REQUEST shows no popup, any other error is an alert with the
 * server's message, and no answer at all over plain http is "Network Error / CORS Errors". (The
 * "offline over https" row, the network_offline notice, needs an https page; the sandbox serves
 * http, so error-policy.test.ts proves that row: docs/decisions.md.)
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, dialogsLoaded } from './helpers.ts';
import { control, logIn, loggedIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const fault = (request: APIRequestContext, data: Record<string, unknown>) =>
  request.post(control('/faults'), { data: { path: '/wps/session/login', count: 1, ...data } });

/**
 * Logs in and waits for the login's answer (its status as the sandbox sent it). A tap within 500 ms
 * of the last login's end is ignored (A4's re-entry guard): the player taps again.
 */
async function loginAnswered(page: Page): Promise<number> {
  let status = 0;
  await expect(async () => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login', {
      timeout: 2_000,
    });
    await logIn(page, 'lotusplayer', 'player123');
    status = (await answer).status();
  }).toPass({ timeout: 20_000 });
  return status;
}

test('S8 on the login: HTTP 502 silently rejected; TOO_MANY_REQUEST no popup; another code the server message in an alert; no answer over http "Network Error / CORS Errors"', async ({
  page,
  context,
  request,
}) => {
  await page.goto(site('lotus', '/m/login'));
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  const alert = page.getByRole('alertdialog');
  const form = page.getByRole('form', { name: /log in/i }).first();

  await fault(request, { kind: 'http', status: 502 });
  expect(await loginAnswered(page)).toBe(502);
  // The app is done with it (its submit is free again) and said nothing.
  await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expect(alert).toHaveCount(0);

  await fault(request, { kind: 'code', code: 'TOO_MANY_REQUEST_LOGIN', message: 'Slow down' });
  await loginAnswered(page);
  await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Slow down')).toHaveCount(0);

  await fault(request, { kind: 'code', code: 'member.frozen', message: 'This account is frozen.' });
  await loginAnswered(page);
  await expect(alert).toContainText('This account is frozen.');
  await alert.getByRole('button', { name: 'OK' }).click();

  // No answer at all on a plain-http page (the login's code is loaded by now): S8's text.
  await context.setOffline(true);
  await expect(async () => {
    await logIn(page, 'lotusplayer', 'player123'); // again when within the last login's 500 ms
    await expect(alert).toContainText('Network Error / CORS Errors', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await alert.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);

  // The back end answers again: the same form logs in.
  expect(await loginAnswered(page)).toBe(200);
  await loggedIn(page);
});

test('offline before the login\'s code has loaded: "Internet lost, please refresh the page", and the form logs in once back', async ({
  page,
  context,
}) => {
  await page.goto(site('lotus', '/m/login'));
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  await dialogsLoaded(page); // else the alert is the plain notice (prerender-input.spec)
  await context.setOffline(true);
  await logIn(page, 'lotusplayer', 'player123');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Internet lost, please refresh the page');
  await alert.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);
  await logIn(page, 'lotusplayer', 'player123');
  await loggedIn(page);
});

/** A bare i18n key (error.unknown), a server path (/wps/...) or a lone code (SOME_CODE) is not a sentence. */
const bare = /(^|\s)[a-z]+(\.[a-zA-Z]+)+(\s|$)|\/wps\/|^[A-Z_]+$/;

test('a walk over the catalogue rows that speak: each reads as a sentence in the player language, a code only beside it', async ({
  page,
  request,
}) => {
  await page.goto(site('lotus', '/m/login'));
  await page.waitForFunction(() => window.__handOver?.appReady === true);
  await dialogsLoaded(page);
  const alert = page.getByRole('alertdialog');
  const rows: { fault: Record<string, unknown>; says: string; code?: string }[] = [
    // "Other errors: alert with the server message, or an unknown-error text"
    {
      fault: { kind: 'code', code: 'member.frozen', message: 'This account is frozen.' },
      says: 'This account is frozen.',
    },
    { fault: { kind: 'code', code: 'member.odd', message: '' }, says: 'An unknown error occurred', code: 'member.odd' },
    // "log out, clear session storage, alert asking to log in, go to /m/login"
    { fault: { kind: 'code', code: 'CUSTOMER_NOT_LOGIN', message: '' }, says: 'Please log in to continue' },
    { fault: { kind: 'http', status: 401 }, says: 'Please log in to continue' },
    // A refusal that gives no code and no words: the sentence, and the client's code below it.
    { fault: { kind: 'answer', body: { success: false } }, says: 'An unknown error occurred', code: 'http_error' },
  ];
  for (const row of rows) {
    await fault(request, row.fault);
    await loginAnswered(page);
    await expect(alert, JSON.stringify(row.fault)).toContainText(row.says);
    const text = (await alert.innerText()).split('\n').filter((l) => l.trim() && l.trim() !== 'OK');
    // The first line is the sentence; the code, for support, sits small below it.
    expect(text[0], JSON.stringify(row.fault)).not.toMatch(bare);
    if (row.code) await expect(alert.locator('code')).toContainText(`${row.code}: `);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);
    if (!page.url().endsWith('/m/login')) await page.goto(site('lotus', '/m/login'));
  }
});
