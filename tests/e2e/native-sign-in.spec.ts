/**
 * Line, Facebook and Twitter sign-in inside the native app (A5, A6, S8, S9) over the bridge, with a
 * stand-in app in the page as upgrade.spec has: its user agent carries the WPSApp mark (and, for an
 * app with native sign-in, WPSAppSignIn/...), its bridge records each call, and the test answers
 * as the app would (window.wpsNativeCallback). The line app's authorize page and the identity
 * provider are the sandbox's (line.localhost, the Auth emulator); the back end checks each proof.
 */
import type { Page } from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { test, expect } from './fixtures.ts';
import { site, configure, resetSandbox, holdClock, runClockUntil, sandboxRequests } from './helpers.ts';
import { loggedIn, control, firstLoginNotice, accountName } from './access-helpers.ts';

const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-whitelabel';
const APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 WPSApp/1.2.0';
const WITH_SIGN_IN = `${APP_UA} WPSAppSignIn/line,facebook,twitter`;

interface Call {
  id: string;
  method: string;
  params: Record<string, unknown>;
}

/** The app's bridge: records what the page asks; getAppInfo says it is up to date (no upgrade modal). */
async function standInApp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { bridgeCalls: unknown[]; WPSAppBridge: unknown };
    w.bridgeCalls = [];
    w.WPSAppBridge = {
      postMessage(text: string) {
        const call = JSON.parse(text) as { id: string; method: string };
        if (call.method === 'getAppInfo')
          setTimeout(() =>
            window.wpsNativeCallback?.(call.id, JSON.stringify({ version: '1.2.0', latestVersion: '1.2.0' })),
          );
        else w.bridgeCalls.push(call);
      },
    };
  });
}

/** The page's signIn call, once it has made it. */
async function signInCall(page: Page): Promise<Call> {
  let call: Call | undefined;
  await expect
    .poll(async () => {
      const calls = await page.evaluate(() => (window as unknown as { bridgeCalls: Call[] }).bridgeCalls);
      call = calls.find((c) => c.method === 'signIn');
      return !!call;
    })
    .toBe(true);
  return call!;
}

/** What the app does when its sign-in ends: calls the page back with its answer. */
const answer = (page: Page, id: string, result: string) =>
  page.evaluate(([i, r]) => window.wpsNativeCallback!(i!, r!), [id, result]);

/**
 * What a native app's line SDK does: its own authorize request (state, nonce, PKCE S256) at the
 * line app, the player picks the account, and the code goes to the token endpoint for an access
 * token. Run in a page of its own on the line app's origin (Node cannot resolve *.localhost).
 */
async function lineSdkSignIn(sdk: Page, siteAuthorizeUrl: string, user: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const site = new URL(siteAuthorizeUrl);
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: site.searchParams.get('client_id')!,
    redirect_uri: site.searchParams.get('redirect_uri')!,
    scope: 'profile openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = `${site.origin}${site.pathname}?${q}`;
  // The return goes to the app (a real SDK's redirect is the app's own), not to a site page here.
  await sdk.route(
    (u) => u.searchParams.has('code') && u.searchParams.get('state') === q.get('state'),
    (route) => route.fulfill({ status: 204 }),
  );
  await sdk.goto(authorize);
  const back = sdk.waitForRequest((r) => new URL(r.url()).searchParams.has('code'));
  await sdk.getByRole('button', { name: user }).click();
  const code = new URL((await back).url()).searchParams.get('code')!;
  await sdk.goto(authorize); // back on the line app's origin, where its token endpoint is
  return sdk.evaluate(
    async ([code, redirect, client, verifier]) => {
      const res = await fetch('/oauth2/v2.1/token', {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: code!,
          redirect_uri: redirect!,
          client_id: client!,
          code_verifier: verifier!,
        }),
      });
      if (!res.ok) throw new Error(`token endpoint: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    },
    [code, q.get('redirect_uri'), q.get('client_id'), verifier],
  );
}

const tap = (page: Page, name: string) => page.getByRole('button', { name }).click();

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await request.delete(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`);
});

test.describe('an app without native sign-in', () => {
  test.use({ userAgent: APP_UA });

  for (const name of ['Log in with LINE', 'Continue with Facebook', 'Continue with Twitter'])
    test(`"Line-app, Facebook and Twitter sign-in inside the native app without native support shows coming_soon": ${name}`, async ({
      page,
    }) => {
      await standInApp(page);
      await page.goto(site('dragon', '/m/login'));
      await tap(page, name);
      await expect(page.getByRole('alertdialog')).toContainText('Coming soon');
      expect(await page.evaluate(() => (window as unknown as { bridgeCalls: Call[] }).bridgeCalls)).toEqual([]);
    });
});

test.describe('an app that signs in with line, Facebook and Twitter', () => {
  test.use({ userAgent: WITH_SIGN_IN });

  test('line: the app opens the authorize request, answers with the return address; the code is exchanged and the bound member is logged in', async ({
    page,
    request,
  }) => {
    await standInApp(page);
    await page.goto(site('dragon', '/m/login'));
    await tap(page, 'Log in with LINE');
    const call = await signInCall(page);
    expect(call.params.provider).toBe('line');
    // The app's system sign-in session: the line app's authorize page, up to the site's return address.
    const session = await page.context().newPage();
    await session.goto(String(call.params.authorizeUrl));
    expect(new URL(session.url()).host).toMatch(/^line\.localhost:/);
    const home = new URL(site('dragon', '/m/home'));
    const back = session.waitForRequest((r) => {
      const u = new URL(r.url());
      return u.origin === home.origin && u.pathname === home.pathname && u.searchParams.has('code');
    });
    await session.getByRole('button', { name: 'Minh Anh' }).click();
    const returned = (await back).url();
    await session.close();
    await answer(page, call.id, JSON.stringify({ url: returned }));
    await loggedIn(page);
    await page.getByRole('link', { name: /^My account/ }).click();
    await expect(page.getByText('dragonplayer').first()).toBeVisible();
    expect(await sandboxRequests(request, '/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(1);
  });

  test('line: a return with another state is refused, nobody is logged in', async ({ page }) => {
    await standInApp(page);
    await page.goto(site('dragon', '/m/login'));
    await tap(page, 'Log in with LINE');
    const call = await signInCall(page);
    await answer(page, call.id, JSON.stringify({ url: site('dragon', '/m/home?code=c1&state=not-mine') }));
    await expect(page.getByRole('alertdialog')).toContainText('LINE sign-in could not be confirmed');
    await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  });

  test("line session exchange by accessToken: the app's line SDK answers an access token; the site exchanges it once and the bound member is logged in", async ({
    page,
    request,
    browser,
  }) => {
    await standInApp(page);
    await page.goto(site('dragon', '/m/login'));
    await tap(page, 'Log in with LINE');
    const call = await signInCall(page);
    // The app's line SDK signs in on its own (the line app's authorize page, its own PKCE) and
    // trades the code for an access token at the line app's token endpoint.
    const sdk = await page.context().newPage();
    const accessToken = await lineSdkSignIn(sdk, String(call.params.authorizeUrl), 'Minh Anh');
    await answer(page, call.id, JSON.stringify({ accessToken }));
    await loggedIn(page);
    await page.getByRole('link', { name: /^My account/ }).click();
    await expect(page.getByText('dragonplayer').first()).toBeVisible();
    // One exchange, through the real client's one call for line (WPS3RD_verifyLineCode, the token in it).
    expect(await sandboxRequests(request, '/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(1);

    // The same token again (a replayed answer, on another device) is refused with the back end's reason.
    const other = await browser.newContext({
      userAgent: WITH_SIGN_IN,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const second = await other.newPage();
    await standInApp(second);
    await second.goto(site('dragon', '/m/login'));
    await tap(second, 'Log in with LINE');
    await answer(second, (await signInCall(second)).id, JSON.stringify({ accessToken }));
    await expect(second.getByRole('alertdialog')).toContainText('the access token is unknown, used or expired');
    await expect(second.getByRole('link', { name: /^My account/ })).toHaveCount(0);
    await other.close();
    await sdk.close();
  });

  test("Facebook: the app's access token signs in at the identity provider; auto-register gives a new member", async ({
    page,
    request,
  }) => {
    await configure(request, 'dragon', { settings: { autoRegisterSso: true } });
    await standInApp(page);
    await page.goto(site('dragon', '/m/login'));
    await tap(page, 'Continue with Facebook');
    const call = await signInCall(page);
    expect(call.params).toEqual({ provider: 'facebook' });
    // The emulator's fake Facebook access token for a test user (a real app sends its SDK's token).
    await answer(
      page,
      call.id,
      JSON.stringify({ accessToken: JSON.stringify({ sub: 'fb-app-1', email: 'fb@example.test' }) }),
    );
    await firstLoginNotice(page);
    const name = await accountName(page);
    expect(name).toMatch(/^dragon[0-9a-z]{10}$/);
    // Registered with the identity provider's ID token, which the back end checked with the emulator.
    const member = (await (await request.get(control(`/members/DRAGON/${name}`))).json()) as {
      regInfo: Record<string, unknown>;
    };
    expect(member.regInfo).toMatchObject({ identity: 'firebase' });
  });

  test('Twitter: the token and secret from the app sign in; an unbound account gets the choice', async ({ page }) => {
    await standInApp(page);
    await page.goto(site('dragon', '/m/login'));
    await tap(page, 'Continue with Twitter');
    const call = await signInCall(page);
    expect(call.params).toEqual({ provider: 'twitter' });
    const token = JSON.stringify({ sub: 'tw-app-1', email: 'tw@example.test' });
    await answer(page, call.id, JSON.stringify({ token, secret: 'app-secret' }));
    await expect(page.getByRole('dialog', { name: 'Link your account' })).toBeVisible();
  });

  test('"Native login callbacks whose text starts with \'Failure\' show an alert"; a cancelled sign-in says nothing', async ({
    page,
  }) => {
    await standInApp(page);
    await page.goto(site('dragon', '/m/login'));
    await tap(page, 'Continue with Facebook');
    await answer(page, (await signInCall(page)).id, 'Failure: Facebook is not installed');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Failure: Facebook is not installed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.evaluate(() => ((window as unknown as { bridgeCalls: Call[] }).bridgeCalls = []));
    await expect(async () => {
      await tap(page, 'Continue with Twitter'); // the re-entry guard ignores a tap within 500 ms
      await signInCall(page);
    }).toPass();
    await answer(page, (await signInCall(page)).id, 'Cancelled');
    await expect(page.getByRole('button', { name: 'Continue with Twitter' })).toBeEnabled();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^My account/ })).toHaveCount(0);
  });

  test('"native callback time-out default 10000 ms": a silent app is told after 10 s', async ({ page }) => {
    await standInApp(page);
    await holdClock(page);
    await page.goto(site('dragon', '/m/login'));
    const button = page.getByRole('button', { name: 'Continue with Facebook' });
    await runClockUntil(page, () => button.isVisible());
    await button.click();
    await runClockUntil(
      page,
      async () => (await page.evaluate(() => (window as unknown as { bridgeCalls: Call[] }).bridgeCalls)).length > 0,
    );
    await page.clock.runFor(9_800);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(page.getByRole('alertdialog')).toContainText('The app did not answer. Please try again.');
  });
});
