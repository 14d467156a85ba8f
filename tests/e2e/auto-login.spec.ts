/**
 * Remember-me and automatic login (A3, A4): a remembered credential logs a new browser session in
 * by itself, under each condition of A4 and no other; what the back end answers is acted on; an
 * automatic login goes through the same session start as every login.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, closedToday } from './fixtures.ts';
import { site, configure, resetSandbox, sandboxRequests, forgetRequests, decided } from './helpers.ts';
import { control, logIn, loggedIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

type Storage = { name: string; value: string }[];

type State = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;
/** What a login with remember-me left in the browser, made once per worker (the first test's login). */
let remembered: State | undefined;

/**
 * Logs in with remember-me on dragon (once per worker: the same credential serves every test);
 * gives a function that opens a new browser session holding what was stored (edited first if
 * asked). The sandbox's request log starts empty here.
 */
async function rememberedSession(page: Page, browser: Browser, request: import('@playwright/test').APIRequestContext) {
  if (!remembered) {
    await page.goto(site('dragon', '/m/login'));
    await logIn(page, 'dragonplayer', 'player123', true);
    await loggedIn(page);
    remembered = await page.context().storageState();
  }
  const state = remembered;
  await forgetRequests(request);
  return async (edit?: (ls: Storage) => void, path = '/m/home') => {
    const origins = structuredClone(state.origins);
    for (const o of origins) edit?.(o.localStorage);
    const ctx = await browser.newContext({ storageState: { cookies: state.cookies, origins } });
    const p = await ctx.newPage();
    await p.addInitScript(closedToday, 'popupsClosed');
    await p.goto(site('dragon', path));
    return { ctx, p };
  };
}
const editRemembered = (f: (r: Record<string, unknown>) => void) => (ls: Storage) => {
  const item = ls.find((x) => x.name === 'rememberMe');
  if (!item) return; // another origin's storage (the device-id sync frame's, A4)
  const r = JSON.parse(item.value) as Record<string, unknown>;
  f(r);
  item.value = JSON.stringify(r);
};
/** The app decided not to log in by itself: a visitor's page, and no login went out. */
async function staysVisitor(p: Page, request: import('@playwright/test').APIRequestContext) {
  await decided(p, 'auto-login', 'not-tried');
  await expect(p.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(p.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  expect(await sandboxRequests(request, '/wps/session/login')).toEqual([]);
}

test('remembered (encoded, never in plain text): a new browser session logs in by itself', async ({
  page,
  browser,
  request,
}) => {
  const open = await rememberedSession(page, browser, request);
  const stored = remembered!.origins.flatMap((o) => o.localStorage).find((x) => x.name === 'rememberMe')!.value;
  expect(stored).toBeTruthy();
  expect(stored).not.toContain('player123');
  const { ctx, p } = await open();
  await loggedIn(p);
  await decided(p, 'auto-login', 'logged-in');
  expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(1);
  await ctx.close();
});

test('lotus (auto-login option off): remember-me is not offered and nothing is stored', async ({ page }) => {
  await page.goto(site('lotus', '/m/login'));
  await expect(page.getByLabel('Remember me')).toHaveCount(0);
  await logIn(page, 'lotusplayer', 'player123');
  await loggedIn(page);
  expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBeNull();
});

test('not with another merchant’s credential, an SMS one, or autoLogin "0"', async ({ page, browser, request }) => {
  const open = await rememberedSession(page, browser, request);
  for (const edit of [
    editRemembered((r) => (r.merchant = 'LOTUS')),
    editRemembered((r) => (r.type = 'sms')),
    (ls: Storage) => void ls.push({ name: 'autoLogin', value: '0' }),
  ]) {
    const { ctx, p } = await open(edit);
    await staysVisitor(p, request);
    await ctx.close();
  }
});

test('not when the merchant turns the option off, nor with redirectUrl or backUrl', async ({
  page,
  browser,
  request,
}) => {
  const open = await rememberedSession(page, browser, request);
  for (const path of ['/m/home?redirectUrl=%2Fm%2Fsports', '/m/home?backUrl=%2Fm%2Fsports']) {
    const { ctx, p } = await open(undefined, path);
    await staysVisitor(p, request);
    await ctx.close();
  }
  await configure(request, 'dragon', { merchantConfig: { settings: { autoLogin: false } } });
  const { ctx, p } = await open();
  await staysVisitor(p, request);
  await ctx.close();
});

for (const code of ['login.cred.err', 'not.exists.user']) {
  test(`${code} clears the remembered credential`, async ({ page, browser, request }) => {
    const open = await rememberedSession(page, browser, request);
    await request.post(control('/faults'), {
      data: { path: '/wps/session/login', kind: 'code', code, message: 'no', count: 1 },
    });
    const { ctx, p } = await open();
    await decided(p, 'auto-login', 'refused');
    expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(1);
    expect(await p.evaluate(() => localStorage.getItem('rememberMe'))).toBeNull();
    await ctx.close();
  });
}

test('token_ip_different turns automatic login off', async ({ page, browser, request }) => {
  const open = await rememberedSession(page, browser, request);
  await request.post(control('/faults'), {
    data: { path: '/wps/session/login', kind: 'code', code: 'token_ip_different', message: 'ip', count: 1 },
  });
  const { ctx, p } = await open();
  await decided(p, 'auto-login', 'refused');
  expect(await sandboxRequests(request, '/wps/session/login')).toHaveLength(1);
  expect(await p.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  expect(await p.evaluate(() => localStorage.getItem('rememberMe'))).not.toBeNull();
  await ctx.close();
});

test('a remembered default-password account logs in by itself and still lands on /m/changePsw (A4)', async ({
  browser,
  page,
}) => {
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonnewbie', 'dragon888', true);
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  const state = await page.context().storageState();
  const next = await browser.newContext({ storageState: { cookies: state.cookies, origins: state.origins } });
  const p2 = await next.newPage();
  await p2.goto(site('dragon', '/m/sports'));
  await expect(p2).toHaveURL(/\/m\/changePsw$/);
  await expect(p2.getByRole('heading', { level: 1 })).toHaveText('Change your password');
  await next.close();
});

test('an automatic login keeps the player on the page they opened', async ({ browser, page, request }) => {
  const open = await rememberedSession(page, browser, request);
  const { ctx, p } = await open(undefined, '/m/sports');
  await loggedIn(p);
  await decided(p, 'auto-login', 'logged-in');
  await expect(p).toHaveURL(/\/m\/sports$/);
  await ctx.close();
});
