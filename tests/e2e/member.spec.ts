/**
 * The member side as players meet it (S3, S4, S5, S6; A4, A6): the member centre, VIP,
 * referral and agent registration, promo codes, and the customer-service chat with its identity
 * handover (every menu entry: menus.spec.ts).
 */
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, configure } from './helpers.ts';
import { control, logOut, signIn, chatFrame, logIn } from './access-helpers.ts';
import { E2E_PORT } from '../../playwright.config.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the member centre: account, VIP label and progress, unread badge, deposits (A4 loads)', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'dragon', 'dragonagent', '/m/member/home');
  await expect(page.getByRole('heading', { level: 1, name: 'dragonagent' })).toBeVisible();
  await expect(page.getByText('VIP: Gold · Agent')).toBeVisible();
  await expect(page.getByText('2 of 3 conditions')).toBeVisible();
  await expect(page.getByLabel('1 unread message', { exact: true })).toHaveText('1');
  await expect(page.locator('.member-stats div').filter({ hasText: 'Deposits' }).getByRole('definition')).toHaveText(
    '14',
  );
  // the VIP page: label, rank level, progress completed / total
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'VIP' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Gold' })).toBeVisible();
  await expect(page.getByText('Rank level 3')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to the next VIP level' })).toHaveAttribute(
    'value',
    String(2 / 3),
  );
  await expect(page.getByText('1 more condition to the next level')).toBeVisible();
  // a player without a label: no VIP entry, no progress
  await logOut(page);
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/member/home');
  await expect(page.locator('.member-label')).toHaveText('Member');
  await expect(page.getByLabel('3 unread messages', { exact: true })).toHaveText('3');
  await expect(page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'VIP' })).toHaveCount(
    0,
  );
  // INBOX3: the messages are the service desk's; a tap opens its chat.
  await page.getByRole('button', { name: 'Open messages: 3 unread messages' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toBeVisible();
});

test('INBOX3 off: no unread count is asked for and the member centre shows no messages', async ({ page, request }) => {
  await configure(request, 'dragon', { switches: { INBOX3: false } });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('CBS_unreadCount')) asked.push(r.url());
  });
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/member/home');
  await expect(page.getByRole('heading', { level: 1, name: 'dragonplayer' })).toBeVisible();
  await expect(page.locator('.member-stats').getByText('Deposits')).toBeVisible();
  await expect(page.getByText('Unread messages')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('referral: a visitor without the promotion is told "coming soon"; with it, the invite page', async ({ page }) => {
  await page.goto(site('lotus', '/m/home'));
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Invite friends' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Coming soon');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto(site('dragon', '/m/home'));
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Invite friends' })).toBeVisible(); // the REFERRAL promotion
  await expect(page.getByText('Log in to get your own invite link and code.')).toBeVisible();
});

test('referral: a member gets a code and link; an agent goes to agent registration and registers a member', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/home');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  const code = (await page.locator('output.referral-code').textContent())!;
  expect(code).toMatch(/^LO[0-9A-Z]{4}$/);
  await expect(page.getByLabel('Invite link')).toHaveValue(`${site('lotus', '/m/register')}?r=${code}`);
  await logOut(page);

  await signIn(page, request, 'lotus', 'lotusagent', '/m/home');
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent registration');
  const form = page.getByRole('form', { name: 'Register with username' });
  await form.getByLabel('Username', { exact: true }).fill('teammate1');
  await form.getByLabel('Password', { exact: true }).fill('secret12');
  await form.getByLabel('Confirm password').fill('secret12');
  await form.getByLabel('I am over 18 and accept the terms').check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Member teammate1 is registered and joins your team.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Username', { exact: true })).toHaveValue(''); // ready for the next one
  await expect(page.getByRole('link', { name: 'My account: lotusagent' })).toBeVisible(); // still the agent
  await page.getByRole('link', { name: 'Agent centre' }).click();
  await expect(page.getByText('Friends who joined with your code: 1')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members who joined with your code' })).toContainText('teammate1');
});

test('an agent who logs in goes to agent registration from the first tap, before the slow member info answers', async ({
  page,
  request,
}) => {
  // Member info held back 20 s: the agent's type is the login's (customerType, kept in the session).
  await request.post(control('/faults'), { data: { path: '/wps/member/info', kind: 'latency', ms: 20_000 } });
  let infoAnswered = false;
  page.on('response', (r) => void (new URL(r.url()).pathname === '/wps/member/info' && (infoAnswered = true)));
  const infoAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/member/info');
  await page.goto(site('lotus', '/m/login'));
  await logIn(page, 'lotusagent', 'agent123');
  await expect(page.getByRole('link', { name: 'My account: lotusagent' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agent registration');
  await infoAsked; // it was asked for, and has not answered: the page above came from the session
  expect(infoAnswered).toBe(false);
});

test('promo code: a wrong, an expired and a used code show on the field; a good one adds its bonus', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/member/home');
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Promo code' }).click();
  const field = page.getByRole('textbox', { name: 'Promo code' });
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await field.fill('NOPE1');
  await redeem.click();
  await expect(page.getByText('This promo code does not exist.')).toBeVisible();
  await field.fill('songkran');
  await redeem.click();
  await expect(page.getByText('This promo code has expired.')).toBeVisible();
  await field.fill('lotus100');
  await redeem.dblclick(); // a double tap sends one request
  await expect(page.getByRole('alertdialog')).toContainText('Code LOTUS100 redeemed: 100 THB bonus added.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await field.fill('LOTUS100');
  await redeem.click();
  await expect(page.getByText('You have already used this promo code.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Promo codes' })).toBeVisible(); // the promotion's terms
});

test('chat: SERVICE opens the chat as the member; after logout it knows nobody; the VIP desk only for its label', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/member/home');
  await page
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'Customer service' })
    .click();
  const chat = chatFrame(page);
  await expect(chat.locator('#who')).toHaveText('You are chatting as dragonplayer.');
  await expect(chat.locator('#desk')).toHaveText('Desk: LIVECHAT');
  await chat.getByRole('textbox').fill('Where is my bonus?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText('We received "Where is my bonus?", dragonplayer.');
  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Customer service' })).toHaveCount(0);

  await logOut(page);
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('button', { name: 'Customer service' }).click();
  await expect(chatFrame(page).locator('#who')).toHaveText(/You are chatting as a guest/);
  await page.getByRole('button', { name: 'Close chat' }).click();

  // dragonagent has VIP label 3: the desk restricted to it replaces the general one
  await signIn(page, request, 'dragon', 'dragonagent', '/m/member/home');
  await page
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('button', { name: 'Customer service' })
    .click();
  await expect(chatFrame(page).locator('#desk')).toHaveText('Desk: COMM100VIP');
  await expect(chatFrame(page).locator('#who')).toHaveText('You are chatting as dragonagent.');
});

test('lotus: the floating customer-service button (csPosition float) opens its desk; logout ends the key at the chat', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/sports');
  const fab = page.locator('.chat-fab').getByRole('button', { name: 'Customer service' });
  await fab.click();
  const chat = chatFrame(page);
  await expect(chat.locator('#desk')).toHaveText('Desk: COMM100');
  await expect(chat.locator('#who')).toHaveText('You are chatting as lotusplayer.');
  // the key travels in the fragment only, and the chat page drops it from its address
  const src = await page.locator('iframe[title="Customer service chat"]').getAttribute('src');
  const key = decodeURIComponent(/#key=(.+)$/.exec(src!)![1]!);
  expect(new URL(src!, 'http://x').search).not.toContain(key);
  // the chat panel holds the focus: the page behind is inert
  expect(await page.locator('main').evaluate((m) => m.closest('[inert]') !== null)).toBe(true);
  await page.getByRole('button', { name: 'Close chat' }).click();
  expect(await page.locator('main').evaluate((m) => m.closest('[inert]') !== null)).toBe(false);
  await expect(fab).toBeFocused();
  await logOut(page);
  // The chat user is logged out at the chat too: the widget tells the chat's server, after the
  // page has shown the visitor's view (fresh-clone CI once asked before that call was in).
  const whois = async () =>
    (await request.post(`http://127.0.0.1:${E2E_PORT}/__chat/whois`, { data: { key } })).json() as Promise<unknown>;
  await expect.poll(whois).toEqual({ member: null });
});

test('pages of a switched-off promotion keep a heading and say so; a visitor without referral is told it is coming', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/mission');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This promotion is not available.');
  await page.goto(site('dragon', '/m/promocode'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promo code');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveCount(0); // no form for a switched-off promotion
  await page.goto(site('lotus', '/m/inviteFriends'));
  await expect(page.getByText('Inviting friends is coming soon.', { exact: false })).toBeVisible();
  await expect(page.getByText('Log in to get your own invite link and code.')).toHaveCount(0);
});

test('VIP progress that failed to load says so and retries; it never shows "0 of 0"', async ({ page, request }) => {
  await request.post(control('/faults'), {
    data: { path: '/wps/relay/MCSFE_getPlayerRankProgress', kind: 'http', status: 500, count: 1 },
  });
  await signIn(page, request, 'dragon', 'dragonagent', '/m/vip');
  await expect(page.getByText('Your VIP progress could not be loaded.')).toBeVisible();
  await expect(page.getByText('0 of 0')).toHaveCount(0);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('2 of 3 conditions')).toBeVisible();
});

test('profile icons (PROFILE_ICON_COUNT, default 9): the member chooses one, it is saved and shows at once; the merchant sets how many', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/member/home');
  const avatar = page.getByRole('button', { name: 'Choose your profile icon (Icon 1)' });
  await avatar.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your profile icon' });
  const icons = dialog.getByRole('button', { name: /^Icon \d+$/ });
  await expect(icons).toHaveCount(9);
  await expect(dialog.getByRole('button', { name: 'Icon 1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Close leaves it as it was; open again to choose.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await avatar.click();
  await dialog.getByRole('button', { name: 'Icon 4', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose your profile icon (Icon 4)' })).toBeFocused();
  const member = async () =>
    ((await (await request.get(control('/members/LOTUS/lotusplayer'))).json()) as { profileIcon: number | null })
      .profileIcon;
  expect(await member()).toBe(4);
  // Kept by the server: the next visit shows it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose your profile icon (Icon 4)' })).toBeVisible();

  // A merchant with twelve icons offers twelve; the sandbox refuses one beyond them.
  await configure(request, 'lotus', { merchantConfig: { gw: { PROFILE_ICON_COUNT: 12 } } });
  await page.reload();
  await page.getByRole('button', { name: 'Choose your profile icon (Icon 4)' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Choose your profile icon' }).getByRole('button', { name: /^Icon \d+$/ }),
  ).toHaveCount(12);
  await page
    .getByRole('dialog', { name: 'Choose your profile icon' })
    .getByRole('button', { name: 'Icon 12', exact: true })
    .click();
  await expect(page.getByRole('button', { name: 'Choose your profile icon (Icon 12)' })).toBeVisible();
  expect(await member()).toBe(12);
});

test('feedback: the page says customer service reads every message, and Contact Us opens the chat as the member', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByText('customer service reads every message')).toBeVisible();
  await page.getByRole('button', { name: 'Contact Us' }).click();
  await expect(chatFrame(page).locator('#who')).toHaveText('You are chatting as lotusplayer.');
});

test("each merchant's profile icons are its own: dragon's and lotus's first icons differ", async ({
  page,
  request,
}) => {
  const drawn = async (tenant: string, username: string) => {
    await signIn(page, request, tenant, username, '/m/member/home');
    const avatar = page.getByRole('button', { name: 'Choose your profile icon (Icon 1)' });
    await expect(avatar).toBeVisible();
    return avatar.locator('svg').evaluate((svg) => svg.innerHTML);
  };
  const dragon = await drawn('dragon', 'dragonplayer');
  await logOut(page);
  const lotus = await drawn('lotus', 'lotusplayer');
  expect(dragon).not.toBe(lotus);
  expect(dragon).toContain('hsl(0 '); // dragon's red
  expect(lotus).toContain('hsl(173 '); // lotus's teal
});
