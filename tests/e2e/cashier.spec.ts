/**
 * The member centre's hand-over to the merchant's cashier (S3 event names depositSubmit, withdraw)
 * and the value of the deposits it leads to (S3 payload revenue, amount, value, currency,
 * af_revenue, af_currency), in the merchant's currency (S5 "Currency TLB maps to PHP; otherwise the
 * first 3 letters are used"). The sandbox's cashier stand-in (server/routes/cashier.ts) records
 * what the player does there; the site sees a deposit as the member's deposit settings rising.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { site, resetSandbox, configure } from './helpers.ts';
import { control, signIn } from './access-helpers.ts';

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

interface Received {
  name: string;
  eventID: string;
  payload: Record<string, unknown>;
}
let since = 0;
test.beforeEach(() => {
  since = Date.now();
});
const events = async (request: APIRequestContext, merchant: string, name: string): Promise<Received[]> =>
  ((await (await request.get(control(`/events?merchant=${merchant}`))).json()) as Received[]).filter(
    (e) => e.name === name && (e.payload.at as number) >= since,
  );
const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });
const memberId = async (request: APIRequestContext, merchant: string, username: string) =>
  ((await (await request.get(control(`/members/${merchant}/${username}`))).json()) as { id: number }).id;

test('depositSubmit on the hand-over to the cashier, then deposit, firstDeposit and firstDepositArrival with revenue, amount, value, currency, af_revenue, af_currency: Currency TLB maps to PHP', async ({
  page,
  request,
}) => {
  await configure(request, 'lotus', {
    content: {
      country: {
        countryCode: 'PH',
        countryDialingCode: '63',
        countries: [{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }],
        currency: 'TLB',
        currencySymbol: '',
        currencyPosition: 'before',
      },
    },
  });
  // lotusplayer has never deposited: this device's first look is the baseline (0).
  await signIn(page, request, 'lotus', 'lotusplayer', '/m/member/home');
  const id = await memberId(request, 'LOTUS', 'lotusplayer');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('depositSeen')))
    .toBe(JSON.stringify({ [id]: { count: 0, amount: 0 } }));

  const cashierAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/__cashier/deposit');
  await memberMenu(page).getByRole('button', { name: 'Deposit' }).click();
  // The hand-over: the site's own origin, the session as redirectUrl carries it, back to the member centre.
  const asked = new URL((await cashierAsked).url());
  expect(asked.origin).toBe(new URL(site('lotus', '/')).origin);
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({
    token: expect.stringMatching(/.+/),
    b2c: '1',
    backUrl: '/m/member/home',
  });
  await expect(page.getByRole('heading', { name: 'Deposit' })).toBeVisible();
  await expect(page.locator('[data-field="account"]')).toHaveText('lotusplayer');
  // The stand-in takes the token out of the address bar at once.
  await expect(page).toHaveURL(/\/__cashier\/deposit$/);

  // depositSubmit: the member and the merchant's currency; the amount is chosen in the cashier, so no value.
  await expect.poll(async () => (await events(request, 'LOTUS', 'depositSubmit')).length).toBe(1);
  const [submit] = await events(request, 'LOTUS', 'depositSubmit');
  expect(submit!.payload).toMatchObject({
    customerId: id,
    customerName: 'lotusplayer',
    currency: 'PHP',
    af_currency: 'PHP',
    content_id: 'deposit',
  });
  expect(submit!.payload).not.toHaveProperty('revenue');
  expect(submit!.eventID).toMatch(/^[0-9a-f-]{36}$/);

  await page.getByLabel(/Amount/).fill('250');
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit received' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.locator('.member-stats div').filter({ hasText: 'Deposits' }).getByRole('definition')).toHaveText(
    '1',
  );

  // Back on the site the deposit count has risen 0 -> 1 and the sum by 250: the first deposit.
  const money = { revenue: 250, amount: 250, value: 250, af_revenue: 250, currency: 'PHP', af_currency: 'PHP' };
  for (const name of ['deposit', 'firstDeposit', 'firstDepositArrival']) {
    await expect.poll(async () => (await events(request, 'LOTUS', name)).length, { message: name }).toBe(1);
    const [e] = await events(request, 'LOTUS', name);
    expect(e!.payload).toMatchObject({ customerId: id, customerName: 'lotusplayer', ...money });
  }
  expect(await events(request, 'LOTUS', 'redeposit')).toEqual([]);
});

test('withdraw on the hand-over to the cashier, in the merchant currency (otherwise the first 3 letters are used); an address the token may not go to is refused', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'dragon', 'dragonplayer', '/m/member/home');
  const id = await memberId(request, 'DRAGON', 'dragonplayer');
  await memberMenu(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
  await expect(page).toHaveURL(/\/__cashier\/withdraw$/);
  await expect.poll(async () => (await events(request, 'DRAGON', 'withdraw')).length).toBe(1);
  const [withdraw] = await events(request, 'DRAGON', 'withdraw');
  // dragon's country info says VND.
  expect(withdraw!.payload).toMatchObject({
    customerId: id,
    customerName: 'dragonplayer',
    currency: 'VND',
    af_currency: 'VND',
    content_id: 'withdraw',
  });
  await page.getByLabel(/Amount/).fill('120000');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);

  // A cashier on a host that is neither the site, a tenant host nor a listed domain: the token stays here.
  await configure(request, 'dragon', { settings: { withdrawUrl: 'https://cashier.elsewhere.example/withdraw' } });
  await page.reload();
  const left: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('elsewhere.example')) left.push(r.url());
  });
  await memberMenu(page).getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The cashier is not available right now.');
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  expect(left).toEqual([]);
  expect(await events(request, 'DRAGON', 'withdraw')).toHaveLength(1);

  // No deposit address: no Deposit entry.
  await configure(request, 'dragon', { settings: { depositUrl: '' } });
  await page.reload();
  await expect(memberMenu(page).getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expect(memberMenu(page).getByRole('button', { name: 'Deposit' })).toHaveCount(0);
});
