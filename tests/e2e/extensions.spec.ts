/**
 * A real WPS back end has none of our own calls (docs/contract.md, "Ours"): with each of them
 * answering 404, as such a back end does, the feature it serves steps aside and nothing else
 * breaks. The event upload: the events go by the spec's ping instead. The identity binding: the
 * login stands and the player is told the link is not available.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, sandboxRequests } from './helpers.ts';
import { control, logIn, loggedIn, tapAndClose } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** Our call answers 404, as on a back end without it (every time, not once). */
async function absent(request: APIRequestContext, path: string) {
  expect((await request.post(control('/faults'), { data: { path, kind: 'http', status: 404 } })).status()).toBe(201);
}

interface Received {
  name: string;
  via: string;
  payload: Record<string, unknown>;
}

test("no event upload: the visit's events arrive by ping, and the page asks the upload once", async ({
  page,
  request,
}) => {
  await absent(request, '/wps/event/upload');
  const since = Date.now();
  const received = async () =>
    ((await (await request.get(control('/events?merchant=LOTUS'))).json()) as Received[]).filter(
      (e) => (e.payload.at as number) >= since && e.name !== 'performance',
    );
  // This page's asks (the sandbox's log would also count a page of an earlier test closing late).
  let uploads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/event/upload') uploads++;
  });
  await page.goto(site('lotus', '/m/home'));
  await expect
    .poll(async () => (await received()).map((e) => `${e.name} by ${e.via}`).sort())
    .toEqual(['firstOpen by ping', 'viewContent by ping']);
  // A login's event too, straight by ping: after the first 404 the page does not ask again.
  await page.goto(site('lotus', '/m/login'));
  await logIn(page, 'lotusagent', 'agent123');
  await loggedIn(page);
  await expect
    .poll(async () => (await received()).filter((e) => e.name === 'login').map((e) => e.via))
    .toEqual(['ping']);
  // One ask per page load (two loads here), not three retries per batch.
  expect(uploads).toBeGreaterThanOrEqual(1);
  expect(uploads).toBeLessThanOrEqual(2);
});

/** The unbound messaging-app test user signs in through the popup. */
async function linhViaTelegram(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Log in with Telegram' }).click(),
  ]);
  await tapAndClose(popup, popup.getByRole('button', { name: /Linh Pham/ }));
}

test('no identity binding: "log in with existing account" logs in, and says the link is not available', async ({
  page,
  request,
}) => {
  await absent(request, '/wps/member/identity/bind');
  await page.goto(site('lotus', '/m/login'));
  await linhViaTelegram(page);
  await page
    .getByRole('dialog', { name: 'Link your account' })
    .getByRole('button', { name: 'Log in with existing account' })
    .click();
  await logIn(page, 'lotusagent', 'agent123');
  await loggedIn(page);
  await expect(page.locator('.notices')).toContainText('This site cannot link that sign-in to your account yet.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0); // no error: the login is what the player asked for
  expect(await sandboxRequests(request, '/wps/member/identity/bind')).toHaveLength(1);
});
