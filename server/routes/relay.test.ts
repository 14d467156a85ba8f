/** S7 calls: system, game launch, every relay GET and POST, answered in the real dialect from sandbox.json and the database. */
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
const GAME = { platform: 'html5', language: 'EN' } as const;

describe('relay GET calls', () => {
  const gets = (Object.keys(RELAYS) as RelayName[]).filter((n) => RELAYS[n].method === 'GET');
  // Calls whose parameters decide the answer get their own tests below.
  const withParams = ['GCS_gameTrialLaunch', 'WPSCORE_getTelegramLoginSetting'];
  const publicCalls = gets.filter((n) => RELAYS[n].auth !== 'member' && !withParams.includes(n));
  const memberCalls = gets.filter((n) => RELAYS[n].auth === 'member');
  it.each(publicCalls)('%s answers a visitor', async (name) => {
    const { anon } = await member();
    await expect(anon.relay(name)).resolves.toBeDefined();
  });
  it.each(memberCalls)('%s needs a session (the code in the message, as the real back end sends it)', async (name) => {
    const { c, anon } = await member();
    expect((await failure(anon.relay(name))).code).toBe('CUSTOMER_NOT_LOGIN');
    await expect(c.relay(name)).resolves.toBeDefined();
  });
  it('the game list (game-list): gameType, vassalage and gameName narrow it, pageNo and pageSize page it', async () => {
    const { anon } = await member();
    const elott = await anon.relay('GCSGAME_gameList', { ...GAME, gameType: 'ELOTT', pageNo: 1, pageSize: 5 });
    expect(elott).toMatchObject({ pageNum: 1, totalPages: 6, totalCount: 29 });
    expect(elott.games.map((g) => g.roomId)).toEqual([
      'vnlott-north-lotto-45s',
      'vnlott-north-lotto-1-min',
      'vnlott-north-lotto-3-min',
      'vnlott-north-lotto-5-min',
      'vnlott-south-lotto-5-min',
    ]);
    expect(elott.games[1]).toMatchObject({
      nodeId: expect.any(Number),
      vassalage: 'VNLOTT',
      gameType: 'ELOTT',
      gameName: 'North Lotto 1 min',
      supportPlay: 1,
      freeplay: 0,
      lottoMode: 'VN',
      lottoPrizeMode: 'M1',
    });
    const sea = await anon.relay('GCSGAME_gameList', {
      ...GAME,
      gameType: 'ELOTT',
      vassalage: 'SEALOTT',
      pageNo: 1,
      pageSize: 20,
    });
    expect(sea.games[0]).toMatchObject({ lottoMode: 'SEA_Tradition_Mobile' });
    expect(await anon.relay('GCSGAME_gameList', { ...GAME, gameType: 'ELOTT', pageNo: 7, pageSize: 5 })).toMatchObject({
      games: [],
      totalCount: 29,
    });
    const named = await anon.relay('GCSGAME_gameList', { ...GAME, gameName: 'mahjong', pageNo: 1, pageSize: 20 });
    expect(named.games.length).toBeGreaterThan(0);
    for (const g of named.games) expect(g.gameName!.toLowerCase()).toContain('mahjong');
    // the ext asked for is in the image addresses (S7)
    expect(
      (await anon.relay('GCSGAME_gameList', { ...GAME, pageNo: 1, pageSize: 1, ext: 'webp' } as never)).games[0]!
        .showIcon,
    ).toMatch(/\.webp$/);
  });
  it('the vendor lanes (vendor-lanes): the categories in order, each classification with its vendors', async () => {
    const { anon } = await member();
    const { lanes } = (await anon.relay('GCSGAME_gameVendor', { merchantCode: 'DRAGON' })).data;
    expect(lanes.map((x) => x.title)).toEqual(['ELOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'TABLE', 'CRASH', 'PVP']);
    expect(lanes[0]!.gameClassify!.map((k) => [k.gameClassify, k.vendors])).toEqual([
      ['ELOTTO', ['VNLOTT']],
      ['ELOTT', ['TCG', 'RNG', 'PVP']],
      ['SEA_LOTT', ['SEALOTT']],
    ]);
    expect(lanes[0]!.cards[0]).toMatchObject({ accountTypeName: 'VNLOTT', gameCount: 10, freeplay: false });
    expect(lanes.flatMap((x) => x.cards).length).toBe(16); // no arcade for dragon
    // GCSGAME_newGameVendor: the same shape, only the vendors marked new (FC is arcade: not dragon's)
    const fresh = (await anon.relay('GCSGAME_newGameVendor', { platform: 'html5' })).data.lanes;
    expect(fresh.map((x) => [x.title, x.cards.map((c) => c.accountTypeName)])).toEqual([['CRASH', ['SPRIBE']]]);
  });
  it('announcements (announcements-object): one object of the kinds asked for, texts in contents[], banners inside', async () => {
    const { anon, app } = await member();
    const all = await anon.relay('MCSFE_getListAnnouncements', { types: 'B,PL,PU,PR', platform: 'M' });
    expect(all.promotion!.map((a) => a.promotionType)).toEqual(['LOGIN', 'REFERRAL', 'APP_DOWNLOAD']);
    expect(all.player).toHaveLength(3); // the two marquee notices and the news item
    expect(all.popup).toHaveLength(3);
    expect(all.banners!.map((b) => b.linkageType)).toEqual(['P', 'G', 'URL', 'URL']);
    expect(all.banners![0]).toMatchObject({ url: expect.stringMatching(/^\/__art\/banner\//), groupName: 'm_top' });
    expect(all.player![0]!.contents[0]).toMatchObject({
      language: 'EN',
      isDefault: true,
      content: expect.stringMatching(/^<p>/),
    });
    const pr = await anon.relay('CCSFE_getListAnnouncements', { types: 'PR', platform: 'M', category: 'app_download' });
    expect(Object.keys(pr)).toEqual(['promotion']);
    expect(pr.promotion!.map((a) => a.promotionType)).toEqual(['APP_DOWNLOAD']);
    expect(await anon.relay('MCSFE_getListAnnouncements', { types: 'XX', platform: 'M' })).toEqual({});
    expect(
      (await failure(anon.relay('GCS_gameTrialLaunch', { gameId: 'vnlott-north-lotto-1-min', platform: 'html5' })))
        .code,
    ).toBe('game.trial.unavailable');
    // Relay names are looked up among the catalogue's own entries: Object.prototype names are unknown too.
    for (const name of ['NOPE_nothing', 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await app.request(`/wps/relay/${name}`, { headers: { Merchant: 'DRAGON' } });
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { errorCode: string }).errorCode, name).toBe('relay.not.found');
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
    await expect(anon.relay('GCS_gameTrialLaunch', trial)).resolves.toMatchObject({
      content: { game_url: expect.any(String) },
    });
    await app.request('/__sandbox/tenants/dragon/config', {
      method: 'POST',
      body: JSON.stringify({ switches: { GEETESTTEST3: true } }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await failure(anon.relay('GCS_gameTrialLaunch', trial))).code).toBe('captcha.required');
    const { challenge, token } = await solveCaptcha('DRAGON');
    const geetestValidateV4 = JSON.stringify({ lot_number: challenge, pass_token: token, captcha_output: token });
    await expect(anon.relay('GCS_gameTrialLaunch', { ...trial, geetestValidateV4 })).resolves.toMatchObject({
      content: { game_url: expect.any(String) },
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
    const q = { code: 'abc', redirectUri: 'http://dragon.localhost/m/home', codeVerifier: 'v'.repeat(43), nonce: 'n' };
    expect((await failure(anon.relay('WPS3RD_verifyLineCode', q))).code).toBe('line.code.invalid');
    expect((await failure(anon.relay('WPS3RD_verifyLineCode', { accessToken: 'nope' }))).code).toBe(
      'line.token.invalid',
    );
  });
});

describe('relay POST and DELETE calls', () => {
  it('push bind, subscribe to ALL, unsubscribe (DELETE); favourites by node; the chat auth key from the server', async () => {
    const { c, anon, app } = await member();
    expect((await failure(anon.relay('CSP_fcmBind', { registrationToken: 'fcm-1' }))).code).toBe('CUSTOMER_NOT_LOGIN');
    expect((await failure(c.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' }))).code).toBe(
      'push.not.bound',
    );
    await c.relay('CSP_fcmBind', { registrationToken: 'fcm-1' });
    await c.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' });
    // fcm-unsubscribe-delete: a POST is the wrong method now
    const post = await app.request('/wps/relay/CSP_fcmUnsubscribe', {
      method: 'POST',
      headers: { Merchant: 'DRAGON', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(405);
    await c.relay('CSP_fcmUnsubscribe', { registrationToken: 'fcm-1' });
    expect((await failure(c.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' }))).code).toBe(
      'push.not.bound',
    );
    const g = (await anon.relay('GCSGAME_gameList', { ...GAME, pageNo: 1, pageSize: 1 })).games[0]!;
    await c.relay('MCSFE_addFavoriteGameV2', { nodeId: String(g.nodeId), vendor: g.vassalage! });
    expect(await c.relay('MCSFE_getFavoriteGames', { pageNo: 1, pageSize: 100 })).toContain(g.nodeId);
    await c.relay('MCSFE_removeFavoriteGameV2', { nodeId: String(g.nodeId), vendor: g.vassalage! });
    expect(await c.relay('MCSFE_getFavoriteGames', { pageNo: 1, pageSize: 100 })).not.toContain(g.nodeId);
    expect((await failure(c.relay('MCSFE_addFavoriteGameV2', { nodeId: '1', vendor: 'X' }))).code).toBe(
      'game.not.found',
    );
    // save-authkey-returns-key: no body, the value is the key; each save makes a new one
    const k1 = await c.relay('WPSCORE_saveMemberInfoByAuthKey', {});
    const k2 = await c.relay('WPSCORE_saveMemberInfoByAuthKey', {});
    expect(k1).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(k2).not.toBe(k1);
  });
});
