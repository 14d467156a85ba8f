/** The shell: token in the URL, content pages, dialogs, the catalogue in the browser, indexing, splash. */
import { type APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, configure, sandboxRequests } from './helpers.ts';
import { control, tokenFor } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

async function fault(request: APIRequestContext, f: object) {
  expect((await request.post(control('/faults'), { data: f })).status()).toBe(201);
}

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('?token= opens a member route, then leaves the address bar', async ({ page, request }) => {
  const token = await tokenFor(request, 'DRAGON', 'dragonagent');
  await page.goto(site('dragon', `/m/changePsw?token=${token}&x=1`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your password');
  await expect(page).toHaveURL(/\/m\/changePsw\?x=1$/);
  expect(page.url()).not.toContain(token);
  // the member menu follows the member: an agent with the AUTO label sees VIP and AGENT; promotions decide the rest
  await page.goto(site('dragon', '/m/member/home'));
  const member = page.getByRole('navigation', { name: 'Member centre' });
  // dragon has REWCEN3 on: the promotions' entries are gathered in the rewards centre
  await expect(member.getByRole('link')).toHaveText(['VIP', 'Agent centre', 'Rewards centre', 'Download the app']);
  await expect(member.getByRole('button')).toHaveText(['Deposit', 'Withdraw', 'Invite friends', 'Customer service']);
  await member.getByRole('link', { name: 'Rewards centre' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards centre');
  await expect(page.getByRole('navigation', { name: 'Rewards centre' }).getByRole('link')).toHaveText([
    'Daily sign\u2011in',
  ]);
  await page.getByRole('link', { name: 'Daily sign\u2011in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Daily sign-in');
});

test('content pages list their games from the sandbox; a category the merchant does not offer says so', async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/elott'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lottery');
  await expect(page.getByRole('button', { name: 'Play North Lotto 5 min' })).toBeVisible();
  await page.goto(site('dragon', '/m/arcade')); // dragon offers no arcade games: the page says so (lobby.spec)
  await expect(page.getByText('Arcade games are not offered here. See what is on in the lobby.')).toBeVisible();
  await page.goto(site('lotus', '/m/news'));
  await expect(page.getByRole('heading', { name: 'Saba Racing is live' })).toBeVisible();
});

test('a content call that fails shows a retry that works', async ({ page, request }) => {
  await fault(request, { path: '/wps/relay/GCSGAME_gameList', kind: 'http', status: 500, count: 1 });
  await page.goto(site('lotus', '/m/sports'));
  await expect(page.getByText('This part could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Play SBO Sportsbook' })).toBeVisible();
});

test('dragon opens login in a dialog with the focus in Username, on a slow phone too; Escape closes it', async ({
  page,
}) => {
  await page.goto(site('dragon', '/m/home'));
  // At 6x CPU the phone form's code can arrive before the username form's (CI saw the focus left on the phone row).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByLabel('Username', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('every control of the login dialog stays inside it (the phone row included)', async ({ page }) => {
    await page.goto(site('dragon', '/m/home'));
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Mobile number').first()).toBeVisible();
    const box = (await dialog.boundingBox())!;
    const controls = dialog.locator('input:visible, select:visible, button:visible');
    expect(await controls.count()).toBeGreaterThan(6);
    for (const c of await controls.all()) {
      const b = (await c.boundingBox())!;
      expect(b.x, await c.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(box.x);
      expect(b.x + b.width, await c.evaluate((e) => e.outerHTML.slice(0, 80))).toBeLessThanOrEqual(box.x + box.width);
    }
  });
});

test('a 401 on a member call logs out: alert asking to log in, then /m/login', async ({ page, request }) => {
  const token = await tokenFor(request, 'LOTUS', 'lotusplayer');
  await fault(request, { path: '/wps/member/info', kind: 'http', status: 401, count: 1 });
  await page.goto(site('lotus', `/m/vip?token=${token}`));
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Please log in to continue');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/login\?go=%2Fm%2Fvip$/);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
});

test("domain_not_available at boot shows its modal with the error data and the merchant's other domains (domainRoute)", async ({
  page,
  request,
}) => {
  await fault(request, { path: '/wps/v2/system/status', kind: 'code', code: 'domain_not_available', count: 1 });
  await page.goto(site('dragon', '/m/home?r=FRIEND7'));
  const modal = page.getByRole('dialog', { name: 'This address is not available' });
  await expect(modal).toContainText('domain_not_available');
  // The domains GET /wps/system/domainRoute lists, but this one; the same page there, no query.
  const others = modal.getByRole('navigation', { name: 'Other addresses of this site' }).getByRole('link');
  await expect(others).toHaveCount(1);
  await expect(others).toHaveText('www.dragon.example');
  await expect(others).toHaveAttribute('href', 'https://www.dragon.example/m/home');
  expect(await sandboxRequests(request, '/wps/system/domainRoute')).toHaveLength(1);
  await modal.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dragon Lotto');
});

test('indexing: allowed on public pages of localhost, not on tenant hosts or member pages', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/m/home`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  await page.goto(site('lotus', '/m/home'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
});

test('the splash shows once per session', async ({ page }) => {
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByTestId('splash')).toBeAttached();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play');
  await expect(page.getByTestId('splash')).toHaveCount(0);
});

test('on a wide screen the page is a centred column 9/16 of the window height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(site('lotus', '/m/home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lotus Play'); // the app, not the early shell
  const box = (await page.getByRole('main').boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round((800 * 9) / 16));
  expect(Math.round(box.x)).toBe(Math.round((1280 - (800 * 9) / 16) / 2));
});

test('switch and promotions drive the member menu live', async ({ page, request }) => {
  await configure(request, 'lotus', { merchantConfig: {} });
  const token = await tokenFor(request, 'LOTUS', 'lotusplayer');
  await page.goto(site('lotus', `/m/member/home?token=${token}`));
  const member = page.getByRole('navigation', { name: 'Member centre' });
  // lotus: MISSION, RESCUE and PROMOCODE promotions on; a plain player is no agent and has no VIP label
  await expect(member.getByRole('link')).toHaveText(['Missions', 'Rescue fund', 'Promo code', 'Download the app']);
  // REWCEN3 on: the three move into the rewards centre, which the member menu leads to
  await configure(request, 'lotus', { switches: { REWCEN3: true } });
  await page.reload();
  await expect(member.getByRole('link')).toHaveText(['Rewards centre', 'Download the app']);
  await member.getByRole('link', { name: 'Rewards centre' }).click();
  await expect(page).toHaveURL(/\/m\/rewards$/);
  await expect(page.getByRole('navigation', { name: 'Rewards centre' }).getByRole('link')).toHaveText([
    'Missions',
    'Rescue fund',
    'Promo code',
  ]);
  await expect(page.getByText('No rewards are running right now')).toHaveCount(0);
});

test('in column mode a horizontal bar scrolls by mouse drag, and the drag opens nothing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 560 }); // column 315 px wide: the vendor chips overflow
  await page.goto(site('dragon', '/m/rng'));
  const bar = page.getByRole('group', { name: /providers/ });
  await expect(bar.getByRole('button').nth(1)).toBeVisible();
  expect(await bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  // dragged about 220 px: the bar scrolled that far, or to its end
  const { left, max } = await bar.evaluate((el) => ({ left: el.scrollLeft, max: el.scrollWidth - el.clientWidth }));
  expect(max).toBeGreaterThan(40);
  expect(left).toBeGreaterThanOrEqual(Math.min(100, max - 1));
  // the chip under the pointer was not chosen: "All" is still the one pressed
  await expect(bar.getByRole('button', { pressed: true })).toHaveText('All');
});

test("the bare address opens the host's tenant's home on every host, under the tenant's page policy", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => /Content Security Policy/.test(m.text()) && refused.push(m.text()));
  for (const [host, brand] of [
    ['localhost', 'Dragon Lotto'],
    ['dragon.localhost', 'Dragon Lotto'],
    ['lotus.localhost', 'Lotus Play'],
  ] as const) {
    const answer = await page.goto(`http://${host}:${E2E_PORT}/`);
    // The site's policy (its hashed scripts), not the fallback one that blocks every script.
    expect(answer!.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    await expect(page).toHaveURL(`http://${host}:${E2E_PORT}/m/home`);
    await expect(page).toHaveTitle(`Home · ${brand}`);
    await expect(page.getByRole('tab').first()).toBeVisible(); // the lobby, from the app
    await expect(page.getByText('Please wait...')).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});
