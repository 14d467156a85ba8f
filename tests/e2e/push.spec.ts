/**
 * Push (S4, S7, S8): a member with notification permission granted gets the token bound and
 * subscribed to ALL in the sandbox, a message reaches the worker and shows, logging out
 * unsubscribes; without permission the opt-in asks, "Not now" keeps it away for the day, and a
 * denied permission shows the tips. Only the push service is stood in for (no emulator exists for
 * it): the browser's push subscription, and the installations and registration services.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, decided } from './helpers.ts';
import { control, logIn, loggedIn, logOut } from './access-helpers.ts';
import { FULL_CHROMIUM, CHROMIUM_ARGS } from '../../playwright.config.ts';

test.use({
  serviceWorkers: 'allow',
  pushPrompt: true,
  // The full browser: the headless shell reports notification permission "default" whatever is granted.
  launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS },
});
test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

const VAPID = 'BMJd-pKQNVZMoBXj8G3k5V57T-Rh9Cf0uZYcfjoL8rLsjce3U5GlT75Bt_gE-rGM0F5daEvVWnkGa-gFNgdbqww';
const TOKEN = 'fcm-stand-in-token-dragon-1';

/** The push service's stand-ins; returns what the registration service was sent. */
async function standInPushService(context: BrowserContext, page: Page) {
  const registrations: { apiKey: string | undefined; body: Record<string, unknown> }[] = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  };
  await context.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({
          headers: cors,
          json: {
            name: 'projects/demo-whitelabel/installations/fid-stand-in',
            fid: 'cStandInFid0123456789A',
            refreshToken: 'refresh-stand-in',
            authToken: { token: 'fis-auth-stand-in', expiresIn: '604800s' },
          },
        }),
  );
  await context.route('https://fcmregistrations.googleapis.com/**', (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    registrations.push({
      apiKey: route.request().headers()['x-goog-api-key'],
      body: route.request().postDataJSON() as Record<string, unknown>,
    });
    return route.fulfill({ headers: cors, json: { token: TOKEN } });
  });
  // The browser's own push subscription (its push service is out of reach here).
  await page.addInitScript(() => {
    let current: PushSubscription | null = null;
    const key = (name: string) => new Uint8Array(name === 'p256dh' ? 65 : 16).fill(7).buffer;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      current = {
        endpoint: 'https://push.stand-in.example/send/device-1',
        expirationTime: null,
        options: options as PushSubscriptionOptions,
        getKey: key,
        toJSON: () => ({ endpoint: 'https://push.stand-in.example/send/device-1' }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  });
  return registrations;
}

const bindings = async (page: Page) =>
  (await (await page.request.get(control('/push?merchant=DRAGON'))).json()) as {
    token: string;
    memberId: number;
    topics: string[];
  }[];

test('permission granted: the token is bound to the member and subscribed to ALL; a message shows; logging out unsubscribes', async ({
  page,
  context,
}) => {
  const registrations = await standInPushService(context, page);
  await context.grantPermissions(['notifications'], { origin: site('dragon', '') });
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonplayer', 'player123');
  await loggedIn(page);
  const member = await (await page.request.get(control('/members/DRAGON/dragonplayer'))).json();
  await decided(page, 'push-prompt', 'granted'); // bound without a question: permission was there
  await expect
    .poll(() => bindings(page))
    .toEqual([expect.objectContaining({ token: TOKEN, memberId: member.id, topics: ['ALL'] })]);
  // The registration service got the merchant's key and VAPID key, and the browser subscription's endpoint.
  expect(registrations[0]!.apiKey).toBe('demo-api-key-dragon');
  expect(registrations[0]!.body).toMatchObject({
    web: { endpoint: 'https://push.stand-in.example/send/device-1', applicationPubKey: VAPID },
  });
  // No question was asked: permission was already there.
  await expect(page.getByRole('dialog', { name: 'Get notified' })).toHaveCount(0);

  // A message delivered to the site's worker shows as a notification. The notifications are read
  // once the worker's showNotification has settled: read while Chromium is still showing it, the
  // list can lose it for good. Polled from the page meanwhile, 3 of 15 runs here found none though
  // the worker had had the push and a later notification showed (it looks as if getNotifications
  // drops a stored one it does not yet see displayed; a getNotifications in the worker during the
  // push made it 17 of 20). The worker's own call is watched, not replaced.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/m/sw.js');
  if (!worker) throw new Error('no worker of the site after navigator.serviceWorker.ready');
  await worker.evaluate(() => {
    const scope = self as unknown as ServiceWorkerGlobalScope & { shown?: Promise<string> };
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = (title, options) => {
      const shown = show(title, options);
      scope.shown = shown.then(
        () => 'shown',
        (e: unknown) => `refused: ${String(e)}`,
      );
      return shown;
    };
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const r = e.registrations.find((x) => x.scopeURL.endsWith('/m/') && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      notification: { title: 'Draw results', body: 'North 5-minute draw #1024 is out.' },
      fcmOptions: { link: '/m/activity' },
    }),
  });
  await expect
    .poll(() => worker.evaluate(() => (self as unknown as { shown?: Promise<string> }).shown ?? 'not yet'))
    .toBe('shown');
  expect(
    await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`),
    ),
  ).toEqual(['Draw results: North 5-minute draw #1024 is out.']);

  await logOut(page);
  await expect.poll(() => bindings(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('pushToken'))).toBeNull();
});

test('no permission yet: the opt-in asks; "Not now" keeps it away today; a denied permission shows the tips', async ({
  page,
  context,
}) => {
  await standInPushService(context, page);
  await page.goto(site('dragon', '/m/login'));
  await logIn(page, 'dragonplayer', 'player123');
  await loggedIn(page);
  const prompt = page.getByRole('dialog', { name: 'Get notified' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Allow' })).toBeFocused();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
  // Closed today: a later visit does not ask again.
  await page.reload();
  await loggedIn(page);
  await decided(page, 'push-prompt', 'not-due');
  await expect(prompt).toHaveCount(0);

  // The next day it asks again; this browser refuses the permission: the tips.
  await page.evaluate(() => localStorage.setItem('pushPromptClosed', '2000-01-01'));
  await page.reload();
  await page.getByRole('dialog', { name: 'Get notified' }).getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Notifications are blocked. To receive them, allow notifications for this site in your browser settings.',
  );
  expect(await bindings(page)).toEqual([]);
});
