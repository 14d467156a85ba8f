/**
 * A4 "Device id: read from storage, else a cookie, else generated (a hidden frame syncs it from a
 * cross-domain page)": a merchant with several domains keeps one device id. Dragon serves
 * dragon.localhost and dragonlotto.localhost; its device host id.dragon.localhost serves the sync
 * page (tenant.json deviceHost). Both sides trust the other by exact origin only.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { resetSandbox, sandboxRequests, forgetRequests } from './helpers.ts';
import { logIn, loggedIn } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

const at = (host: string, path: string) => `http://${host}:${E2E_PORT}${path}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The loginDeviceId of the logins the sandbox received (the body is encrypted; the sandbox notes it). */
async function loginDeviceIds(request: APIRequestContext): Promise<(string | undefined)[]> {
  return (await sandboxRequests(request, '/wps/session/login')).map(
    (r) => (r as { loginDeviceId?: string }).loginDeviceId,
  );
}

async function logInAndRead(page: Page, request: APIRequestContext): Promise<string> {
  await forgetRequests(request);
  await logIn(page, 'dragonplayer', 'player123');
  await loggedIn(page);
  const ids = await loginDeviceIds(request);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

const stored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('deviceId'), /(^|; )deviceId=/.test(document.cookie)] as const);

test("one device id on all the merchant's domains: the second domain's login sends the first's", async ({
  page,
  request,
}) => {
  // Domain A, a first visit: nothing stored, the device host has none; A's id is kept there too.
  await page.goto(at('dragon.localhost', '/m/login'));
  const first = await logInAndRead(page, request);
  expect(first).toMatch(UUID);
  expect(await stored(page)).toEqual([first, true]);

  // Domain B in the same browser: another origin, so its storage and cookie are empty...
  await page.goto(at('dragonlotto.localhost', '/m/login'));
  expect(await stored(page)).toEqual([null, false]);
  // ...and its login sends A's id, which it got from the device host and now keeps itself.
  expect(await logInAndRead(page, request)).toBe(first);
  expect(await stored(page)).toEqual([first, true]);
});

/** Frames `url` in the page and offers it an id, as a site would; what the page gets back is kept in `answers`. */
async function frameAndAsk(page: Page, url: string): Promise<void> {
  await page.evaluate(
    ([src, id]) =>
      new Promise<void>((loaded) => {
        const w = window as unknown as { answers?: unknown[] };
        w.answers ??= [];
        addEventListener('message', (e) => w.answers!.push(e.data));
        const f = document.createElement('iframe');
        f.src = src!;
        f.onload = () => {
          f.contentWindow!.postMessage({ type: 'wl-device-id', id }, '*');
          loaded();
        };
        document.body.append(f);
      }),
    [url, '0b9c8e2e-5f0e-4a43-9d7b-2c7c0e1f3a44'],
  );
}
const answers = (page: Page) => page.evaluate(() => (window as unknown as { answers: unknown[] }).answers);

test("another merchant's page cannot frame the sync page, and it answers no parent but its merchant's", async ({
  page,
}) => {
  const sync = (tenant: string) => at('id.dragon.localhost', `/device/sync.html?tenant=${tenant}`);
  // A page of lotus (the sandbox's plain 404, a document with no policy of its own to stop a frame).
  await page.goto(at('lotus.localhost', '/no-such-page'));
  // 1. The sync page's frame-ancestors are dragon's hosts: the browser refuses to show it here.
  const blocked = page.waitForEvent('requestfailed', (r) => r.url() === sync('dragon'));
  await frameAndAsk(page, sync('dragon'));
  expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
  // 2. Were that policy lost on the way (the test drops it), the page itself still refuses lotus.
  const unguarded = `${sync('dragon')}&policy=dropped`;
  await page.route(unguarded, async (r) => {
    // (Node cannot resolve *.localhost: the sandbox by address, the host named.)
    const response = await r.fetch({
      url: `http://127.0.0.1:${E2E_PORT}/device/sync.html?tenant=dragon&policy=dropped`,
      headers: { ...r.request().headers(), host: `id.dragon.localhost:${E2E_PORT}` },
    });
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await r.fulfill({ response, headers });
  });
  await frameAndAsk(page, unguarded);
  const html = page.frameLocator(`iframe[src="${unguarded}"]`).locator('html');
  await expect(html).toHaveAttribute('data-decided-device-sync', `refused ${at('lotus.localhost', '')}`);
  expect(await answers(page)).toEqual([]);
  expect(await html.evaluate(() => localStorage.getItem('deviceId'))).toBeNull();
  // 3. From dragon's own host, a query naming another merchant is refused: this host is not lotus's.
  await page.goto(at('dragon.localhost', '/no-such-page'));
  await frameAndAsk(page, sync('lotus'));
  const other = page.frameLocator(`iframe[src="${sync('lotus')}"]`).locator('html');
  await expect(other).toHaveAttribute('data-decided-device-sync', 'refused');
  // Nothing was sent back, and the id offered was not kept.
  expect(await answers(page)).toEqual([]);
  expect(await other.evaluate(() => localStorage.getItem('deviceId'))).toBeNull();
});

test('the site ignores a message from any origin but the sync page', async ({ page, request }) => {
  const forged = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
  const answered = '0b9c8e2e-5f0e-4a43-9d7b-2c7c0e1f3a44';
  const forger = at('lotus.localhost', '/forger.html');
  // The sync page (on its real origin) holds a frame of another origin, which posts a valid id to
  // the site first; only then does the sync page answer with its own.
  await page.route(at('id.dragon.localhost', '/device/sync.html*'), (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>
        addEventListener('message', (e) => {
          if (e.data === 'forged-sent') parent.postMessage({ type: 'wl-device-id', id: '${answered}' }, '*');
        });
      </script><iframe src="${forger}"></iframe>`,
    }),
  );
  await page.route(forger, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>
        top.postMessage({ type: 'wl-device-id', id: '${forged}' }, '*');
        parent.postMessage('forged-sent', '*');
      </script>`,
    }),
  );
  await page.goto(at('dragonlotto.localhost', '/m/login'));
  expect(await logInAndRead(page, request)).toBe(answered);
});

test("plain localhost serves the default tenant (dragon): its bare address frames the sync page and keeps dragon's id", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => /Content Security Policy|postMessage/.test(m.text()) && refused.push(m.text()));
  await page.goto(at('dragon.localhost', '/'));
  await expect(page).toHaveURL(at('dragon.localhost', '/m/home'));
  await expect.poll(async () => (await stored(page))[0]).toMatch(UUID);
  const [first] = await stored(page);
  await page.goto(at('localhost', '/'));
  await expect(page).toHaveURL(at('localhost', '/m/home'));
  await expect.poll(async () => (await stored(page))[0]).toBe(first);
  expect(refused).toEqual([]);
});
