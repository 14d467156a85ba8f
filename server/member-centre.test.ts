/** The sandbox's member-centre answers: demo facts per account, referral codes, promo codes, the chat page. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../tests/support/sandbox.ts';
import { referralCodeOf } from './member-centre.ts';

async function as(merchant: string, username: string, password: string) {
  const sb = sandbox();
  let token: string | null = null;
  const c = sb.client(merchant, () => token);
  token = (await c.session.login({ ...LOGIN, username, password })).token;
  return { ...sb, c };
}

describe('member facts from sandbox.json', () => {
  it('unread messages, deposits and VIP progress of the account', async () => {
    const { c } = await as('DRAGON', 'dragonagent', 'agent123');
    expect(await c.relay('CBS_unreadCount')).toEqual({ unReadCount: 1 });
    expect(await c.relay('EMFE_getInboxUnreadCount')).toBe(1);
    expect(await c.relay('MCSFE_getDepositSettings')).toEqual({
      totalDepositSuccessCount: 14,
      totalDepositSuccessAmount: 86000,
    });
    expect(await c.relay('MCSFE_getPlayerRankProgress')).toEqual({
      currentProgress: { completedConditions: 2, totalExpectedConditions: 3 },
      playerRankProgress: { labelId: 3 },
    });
    const p = await as('DRAGON', 'dragonplayer', 'player123');
    expect(await p.c.relay('MCSFE_getPlayerRankProgress')).toEqual({
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      playerRankProgress: { labelId: null },
    });
  });
});

describe('referral codes', () => {
  it('a registration with the code counts for its owner, newest first', async () => {
    const sb = await as('LOTUS', 'lotusagent', 'agent123');
    const mine = await sb.c.relay('MCSFE_getReferralDetails');
    expect(await sb.c.relay('MCSFE_getReferralList', { pageNo: 1, pageSize: 20 })).toEqual({
      content: [],
      totalCount: 0,
    });
    expect(mine.referralCode).toMatch(/^LO[0-9A-Z]{4}$/);
    const reg = (username: string, referralCode: string) =>
      sb.client('LOTUS').member.register({ username, password: 'secret1', referralCode, login: false });
    await reg('friend_one', mine.referralCode);
    sb.clock.advance(1000);
    await reg('friend_two', mine.referralCode);
    await reg('stranger', 'LO9999');
    const after = await sb.c.relay('MCSFE_getReferralList', { pageNo: 1, pageSize: 20 });
    expect(after.totalCount).toBe(2);
    expect(after.content.map((m) => m.account)).toEqual(['friend_two', 'friend_one']);
  });
  it('codes are per merchant and member', () => {
    expect(referralCodeOf({ merchant: 'LOTUS', id: 35 })).toBe('LO000Z');
    expect(referralCodeOf({ merchant: 'DRAGON', id: 36 })).toBe('DR0010');
  });
});

describe('promo codes', () => {
  it('a code redeems once per member; wrong and expired codes say so', async () => {
    const { c } = await as('LOTUS', 'lotusplayer', 'player123');
    expect(await c.relay('PROMOFE_claimPromoCode', { promoCode: 'lotus100' })).toEqual({
      promoCode: 'LOTUS100',
      bonus: 100,
      currency: 'THB',
    });
    const claim = (promoCode: string) => failure(c.relay('PROMOFE_claimPromoCode', { promoCode }));
    expect((await claim('LOTUS100')).code).toBe('promocode.used');
    expect((await claim('NOPE1')).code).toBe('promocode.invalid');
    expect((await claim('SONGKRAN')).code).toBe('promocode.expired');
  });
});

describe('chat', () => {
  it('CBS_launchChat names the desk; the chat page knows the member by the saved auth key, else a guest', async () => {
    const { c, app } = await as('DRAGON', 'dragonplayer', 'player123');
    const { chatUrl: url } = await c.relay('CBS_launchChat', {
      b2c: 'LIVECHAT',
      title: 'Dragon',
      backUrl: '/m/home',
      language: 'EN',
    });
    expect(url).toBe('/__chat/?desk=LIVECHAT&title=Dragon&language=EN&backUrl=%2Fm%2Fhome');
    const key = await c.relay('WPSCORE_saveMemberInfoByAuthKey', {});
    expect(await (await app.request(url)).text()).toContain('Desk: LIVECHAT');
    const whois = async (key: string) =>
      (
        await (
          await app.request('/__chat/whois', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ key }),
          })
        ).json()
      ).member;
    expect(await whois(key)).toBe('dragonplayer');
    expect(await whois('other')).toBeNull();
    const echo = await app.request('/__chat/echo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key, text: '<b>hi</b>' }),
    });
    expect((await echo.json()).reply).toBe('We received "<b>hi</b>", dragonplayer. An agent will answer shortly.');
    // the chat user logs out: the key names nobody any more
    await app.request('/__chat/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: key }),
    });
    expect(await whois(key)).toBeNull();
  });
  it('the loader script installs a queueing stub at once', async () => {
    const { app } = await as('DRAGON', 'dragonplayer', 'player123');
    const res = await app.request('/__chat/loader.js?desk=LIVECHAT');
    expect(res.headers.get('Content-Type')).toContain('javascript');
    expect(await res.text()).toContain('queue.push');
  });
});

describe('risk tokens (A5)', () => {
  it('a login with risk control on needs a token for the login scene, spent once', async () => {
    const sb = sandbox();
    await sb.control('/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { settings: { riskControl: true } } }),
    });
    const c = sb.client('DRAGON');
    const login = (geetestRisk?: unknown) =>
      c.session.login({
        ...LOGIN,
        username: 'dragonplayer',
        password: 'player123',
        ...(geetestRisk ? { geetestRisk } : {}),
      } as never);
    expect((await failure(login())).code).toBe('risk.required');
    const token = async (appId = 'sandbox-risk-dragon') =>
      (await (
        await sb.app.request('/captcha/sandbox/risk/token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ merchant: 'DRAGON', appId, scene: 'login' }),
        })
      ).json()) as { ok: boolean; token?: string; code?: string };
    expect(await token('other')).toMatchObject({ ok: false, code: 'appid_invalid' });
    const t = (await token()).token!;
    expect((await failure(login({ geeToken: t, scene: 'register' }))).code).toBe('risk.invalid');
    expect(await login({ geeToken: t, scene: 'login' })).toMatchObject({ userName: 'dragonplayer' });
    expect((await failure(login({ geeToken: t, scene: 'login' }))).code).toBe('risk.invalid'); // once
  });
});

describe('the wallet (/wps/v2/wallets/balance, as the real member centre reads it)', () => {
  const cashier = (sb: Awaited<ReturnType<typeof as>>, kind: string, token: string, amount: string) =>
    sb.app.request(`http://dragon.localhost/__cashier/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, amount, backUrl: '/m/member/home' }).toString(),
    });

  it("answers the seeded balance in the merchant's currency; the cashier's deposits add, withdrawals take, never below 0", async () => {
    const sb = sandbox();
    let token: string | null = null;
    const c = sb.client('DRAGON', () => token);
    token = (await c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123' })).token;
    expect(await c.member.wallet()).toEqual({
      total: 1250500,
      currency: 'VND',
      currencySymbol: '₫',
      currencyPosition: 'after',
    });
    const me = { ...sb, c } as Awaited<ReturnType<typeof as>>;
    expect((await cashier(me, 'deposit', token, '100.25')).status).toBe(200);
    expect((await c.member.wallet()).total).toBe(1250600.25);
    const refused = await cashier(me, 'withdraw', token, '5000000');
    expect(await refused.text()).toContain('Not enough balance: 1250600.25 VND can be withdrawn.');
    expect((await c.member.wallet()).total).toBe(1250600.25);
    await cashier(me, 'withdraw', token, '600.25');
    expect((await c.member.wallet()).total).toBe(1250000);
  });

  it('asks with a token only, and for typeId 0 (all wallets)', async () => {
    const sb = sandbox();
    const visitor = sb.client('DRAGON');
    expect((await failure(visitor.member.wallet())).code).toBeTruthy();
    let token: string | null = null;
    const c = sb.client('DRAGON', () => token);
    token = (await c.session.login({ ...LOGIN, username: 'dragonplayer', password: 'player123' })).token;
    const res = await sb.app.request('/wps/v2/wallets/balance?typeId=7', {
      headers: { Merchant: 'DRAGON', Authorization: token },
    });
    expect(JSON.stringify(await res.json())).toContain('wallet.type.invalid');
  });
});
