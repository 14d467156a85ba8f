/** S7 calls: system, game launch, every relay GET and POST, answered from sandbox.json and the database. */
import { describe, it, expect } from 'vitest';
import { sandbox, failure, LOGIN } from '../../tests/support/sandbox.ts';
import { RELAYS, type RelayName } from '../../src/core/relays.ts';

async function member() {
  const sb = sandbox();
  let token: string | null = null;
  const c = sb.client('DRAGON', () => token);
  token = (await c.session.login({ ...LOGIN, username: 'dragonagent', password: 'agent123' })).token;
  return { ...sb, c, anon: sb.client('DRAGON') };
}

describe('relay GET calls', () => {
  const gets = (Object.keys(RELAYS) as RelayName[]).filter((n) => RELAYS[n].method === 'GET');
  // Calls whose parameters decide the answer get their own tests below.
  const withParams = ['GCS_gameTrialLaunch', 'WPS3RD_verifyLineCode', 'WPSCORE_getTelegramLoginSetting'];
  const publicCalls = gets.filter((n) => RELAYS[n].auth !== 'member' && !withParams.includes(n));
  const memberCalls = gets.filter((n) => RELAYS[n].auth === 'member');
  it.each(publicCalls)('%s answers a visitor', async (name) => {
    const { anon } = await member();
    await expect(anon.relay(name)).resolves.toBeDefined();
  });
  it.each(memberCalls)('%s needs a session', async (name) => {
    const { c, anon } = await member();
    expect((await failure(anon.relay(name))).code).toBe('CUSTOMER_NOT_LOGIN');
    await expect(c.relay(name)).resolves.toBeDefined();
  });
  it('game list filters and pages; vendors are grouped by category', async () => {
    const { anon } = await member();
    const elott = await anon.relay('GCSGAME_gameList', { category: 'ELOTT', pageSize: 5 });
    expect(elott).toMatchObject({ total: 29, page: 1, pageSize: 5 });
    expect(elott.list.map((g) => g.id)).toEqual([
      'vnlott-north-lotto-45s',
      'vnlott-north-lotto-1-min',
      'vnlott-north-lotto-3-min',
      'vnlott-north-lotto-5-min',
      'vnlott-south-lotto-5-min',
    ]);
    expect(elott.list[1]).toMatchObject({ hot: true, lotto: { area: 'VN', prizeMode: 'M1' } });
    expect((await anon.relay('GCSGAME_gameList', { category: 'ELOTT', vendor: 'SEALOTT' })).list[0]).toMatchObject({
      lotto: { area: 'SEA' },
    });
    expect(await anon.relay('GCSGAME_gameList', { category: 'ELOTT', pageSize: 5, page: 7 })).toMatchObject({
      list: [],
      total: 29,
    });
    // the ext asked for is in the image addresses (S7)
    expect((await anon.relay('GCSGAME_gameList', { pageSize: 1, ext: 'webp' } as never)).list[0]!.image).toMatch(
      /\.webp$/,
    );
    const v = await anon.relay('GCSGAME_gameVendor');
    // dragon's category order (sandbox.json "categories"), its classifications for the S9 ordinals
    expect(v.categories.map((x) => x.title)).toEqual([
      'ELOTT',
      'RNG',
      'LIVE',
      'SPORTS',
      'FISH',
      'TABLE',
      'CRASH',
      'PVP',
    ]);
    expect(v.categories[0]!.cards.map((c) => `${c.accountTypeName}:${c.gameClassify}`)).toEqual([
      'VNLOTT:ELOTTO',
      'TCG:ELOTT',
      'RNG:ELOTT',
      'PVP:ELOTT',
      'SEALOTT:SEA_LOTT',
    ]);
    expect(v.categories[0]!.cards[0]).toMatchObject({ accountTypeName: 'VNLOTT', gameCount: 10, freeplay: false });
    expect(v.categories.flatMap((x) => x.cards).length).toBe(16); // no arcade for dragon
    // GCSGAME_newGameVendor: the same shape, only the vendors marked new (FC is arcade: not dragon's)
    const fresh = await anon.relay('GCSGAME_newGameVendor');
    expect(fresh.categories.map((x) => [x.title, x.cards.map((c) => c.accountTypeName)])).toEqual([
      ['CRASH', ['SPRIBE']],
    ]);
  });
  it('announcements filter by type; trial launch only for trial games; unknown relays say so', async () => {
    const { anon, app } = await member();
    expect((await anon.relay('MCSFE_getListAnnouncements', { types: 'PR' })).map((a) => a.key)).toEqual([
      'LOGIN',
      'REFERRAL',
      'APP_DOWNLOAD',
    ]);
    expect(await anon.relay('CCSFE_getListAnnouncements', { types: 'MARQUEE' })).toHaveLength(2);
    expect(await anon.relay('MCSFE_getListAnnouncements', { types: 'POPUP' })).toHaveLength(3);
    expect(await anon.relay('MCSFE_getListAnnouncements', { types: 'XX' })).toHaveLength(0);
    expect(
      (await failure(anon.relay('GCS_gameTrialLaunch', { gameId: 'vnlott-north-lotto-1-min', platform: 'html5' })))
        .code,
    ).toBe('game.trial.unavailable');
    // Relay names are looked up among the catalogue's own entries: Object.prototype names are unknown too.
    for (const name of ['NOPE_nothing', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await app.request(`/wps/relay/${name}`, { headers: { Merchant: 'DRAGON' } });
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { code: string }).code, name).toBe('relay.not.found');
    }
    const wrongMethod = await app.request('/wps/relay/CBS_unreadCount', {
      method: 'POST',
      headers: { Merchant: 'DRAGON' },
    });
    expect(wrongMethod.status).toBe(405);
  });
  it('GEETEST3 with GEETESTTEST3: a trial launch needs a solved captcha, good once (v4 result as JSON text)', async () => {
    const { anon, app, solveCaptcha } = await member();
    const trial = { gameId: 'pg-mahjong-ways', platform: 'html5' as const };
    await expect(anon.relay('GCS_gameTrialLaunch', trial)).resolves.toMatchObject({ gameUrl: expect.any(String) });
    await app.request('/__sandbox/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ switches: { GEETESTTEST3: true } }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await failure(anon.relay('GCS_gameTrialLaunch', trial))).code).toBe('captcha.required');
    const { challenge, token } = await solveCaptcha('DRAGON');
    const geetestValidateV4 = JSON.stringify({ lot_number: challenge, pass_token: token, captcha_output: token });
    await expect(anon.relay('GCS_gameTrialLaunch', { ...trial, geetestValidateV4 })).resolves.toMatchObject({
      gameUrl: expect.any(String),
    });
    expect((await failure(anon.relay('GCS_gameTrialLaunch', { ...trial, geetestValidateV4 }))).code).toBe(
      'captcha.invalid',
    );
    expect((await failure(anon.relay('GCS_gameTrialLaunch', { ...trial, geetestValidateV4: '{not json' }))).code).toBe(
      'captcha.invalid',
    );
  });
  it('the line code exchange refuses an unknown code (the round trip: server/third-party/sign-in.test.ts)', async () => {
    const { anon } = await member();
    const q = { code: 'abc', redirect: 'http://dragon.localhost/m/home', codeVerifier: 'v'.repeat(43), nonce: 'n' };
    expect((await failure(anon.relay('WPS3RD_verifyLineCode', q))).code).toBe('line.code.invalid');
  });
});

describe('relay POST calls', () => {
  it('push bind, subscribe to ALL, unsubscribe; chat auth key', async () => {
    const { c, anon } = await member();
    expect((await failure(anon.relay('CSP_fcmBind', { registrationToken: 'fcm-1' }))).code).toBe('CUSTOMER_NOT_LOGIN');
    expect((await failure(c.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' }))).code).toBe(
      'push.not.bound',
    );
    await c.relay('CSP_fcmBind', { registrationToken: 'fcm-1' });
    expect(await c.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' })).toEqual({
      topics: ['ALL'],
    });
    expect(await c.relay('CSP_fcmUnsubscribe', { registrationToken: 'fcm-1' })).toEqual({ unsubscribed: true });
    expect((await failure(c.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' }))).code).toBe(
      'push.not.bound',
    );
    expect(await c.relay('WPSCORE_saveMemberInfoByAuthKey', { authKey: 'chat-key' })).toEqual({ saved: true });
  });
});
