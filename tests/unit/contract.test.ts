/**
 * The sandbox answers what the client expects: every relay of the catalogue (src/core/relays.ts)
 * and every typed call (src/services/http/calls.ts), on both demo tenants, as a visitor or a
 * member as the call needs, is checked against its schema (tests/support/contract-schemas.ts).
 * The schemas are held to the TypeScript types at compile time (below), so a shape that drifts on
 * either side fails here, not in a browser test.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { sandbox, LOGIN } from '../support/sandbox.ts';
import { lineCode, authorize, verifier, telegramLogin } from '../support/stand-ins.ts';
import { RELAY_ANSWERS, CALL_ANSWERS } from '../support/contract-schemas.ts';
import { RELAYS, type RelayName, type RelayAnswer } from '../../src/core/relays.ts';
import type { WpsCalls, LoginValue, MemberInfo, CountryInfo, GeetestChallenge } from '../../src/services/http/calls.ts';
import { checkMerchantConfig } from '../../src/services/merchant/check.ts';
import { launchParams } from '../../src/services/games/launch-call.ts';

// ---- compile time: each schema is its type's shape, both ways ----
/** The same type (not merely assignable both ways: an optional field on one side only differs too). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Answer<F extends (...a: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type RelayShapes = { [N in RelayName]: Same<Static<(typeof RELAY_ANSWERS)[N]>, RelayAnswer<N>> };
type CallShapes = {
  login: Same<Static<typeof CALL_ANSWERS.login>, LoginValue>;
  register: Same<Static<typeof CALL_ANSWERS.register>, Answer<WpsCalls['member']['register']>>;
  memberInfo: Same<Static<typeof CALL_ANSWERS.memberInfo>, MemberInfo>;
  country: Same<Static<typeof CALL_ANSWERS.country>, CountryInfo>;
  geetest: Same<Static<typeof CALL_ANSWERS.geetest>, GeetestChallenge>;
  smsNoLogin: Same<Static<typeof CALL_ANSWERS.smsNoLogin>, Answer<WpsCalls['verification']['smsNoLogin']>>;
  bindIdentity: Same<Static<typeof CALL_ANSWERS.bindIdentity>, Answer<WpsCalls['member']['bindIdentity']>>;
  changePassword: Same<Static<typeof CALL_ANSWERS.changePassword>, Answer<WpsCalls['member']['changePassword']>>;
  domainRoute: Same<Static<typeof CALL_ANSWERS.domainRoute>, Answer<WpsCalls['system']['domainRoute']>>;
  eventUpload: Same<Static<typeof CALL_ANSWERS.eventUpload>, Answer<WpsCalls['event']['upload']>>;
  launch: Same<Static<typeof CALL_ANSWERS.launch>, Answer<WpsCalls['game']['launch']>>;
};
// A `false` anywhere (a field on one side only, another type, optional on one side) fails `tsc`.
export const relayShapesAgree: { [N in RelayName]: true } = {} as RelayShapes;
export const callShapesAgree: { [K in keyof typeof CALL_ANSWERS]: true } = {} as CallShapes;

// ---- run time: what the sandbox answers ----
/** The schema's complaints about a value, as "path: message" lines (none: it matches). */
function mismatches(schema: TSchema, value: unknown): string[] {
  return [...Value.Errors(schema, value)].slice(0, 8).map((e) => `${e.path || '/'}: ${e.message}`);
}

const TENANTS = [
  { merchant: 'DRAGON', id: 'dragon', player: 'dragonagent', password: 'agent123', promoCode: 'DRAGON88' },
  { merchant: 'LOTUS', id: 'lotus', player: 'lotusagent', password: 'agent123', promoCode: 'LOTUS100' },
] as const;
type Tenant = (typeof TENANTS)[number];

async function contextFor(t: Tenant) {
  const sb = sandbox();
  let token: string | null = null;
  const member = sb.client(t.merchant, () => token);
  token = (await member.session.login({ ...LOGIN, username: t.player, password: t.password })).token;
  return { sb, t, member, anon: sb.client(t.merchant) };
}
type Ctx = Awaited<ReturnType<typeof contextFor>>;

/**
 * How each relay is asked, as the site asks it: `null` where the tenant has not set the feature
 * up (its answer is then an error, checked in the relay tests). The type makes the list whole.
 */
const GAME = { platform: 'html5', language: 'EN' } as const;
const firstGame = async (x: Ctx, p: (g: { freeplay?: unknown; lottoMode?: unknown }) => boolean = () => true) =>
  (await x.anon.relay('GCSGAME_gameList', { ...GAME, pageNo: 1, pageSize: 100 })).games.find(p)!;
const RELAY_CASES: { [N in RelayName]: (x: Ctx) => Promise<RelayAnswer<N>> | null } = {
  CBS_launchChat: (x) =>
    x.member.relay('CBS_launchChat', { b2c: '1', title: 'Chat', backUrl: '/m/home', language: 'EN' }),
  CBS_unreadCount: (x) => x.member.relay('CBS_unreadCount'),
  EMFE_getInboxUnreadCount: (x) => x.member.relay('EMFE_getInboxUnreadCount'),
  MCSFE_getMerchantAvailablePromotions: (x) => x.anon.relay('MCSFE_getMerchantAvailablePromotions'),
  MCSFE_getListAnnouncements: (x) => x.anon.relay('MCSFE_getListAnnouncements', { types: 'PL,PU,PR', platform: 'M' }),
  CCSFE_getListAnnouncements: (x) =>
    x.member.relay('CCSFE_getListAnnouncements', { types: 'B,PL,PU,PR,H', platform: 'M' }),
  MCSFE_getFavoriteGamesList: (x) =>
    x.member.relay('MCSFE_getFavoriteGamesList', { ...GAME, pageNo: 1, pageSize: 100 }),
  MCSFE_getFavoriteGames: (x) => x.member.relay('MCSFE_getFavoriteGames', { pageNo: 1, pageSize: 100 }),
  MCSFE_addFavoriteGameV2: async (x) => {
    const g = await firstGame(x);
    return x.member.relay('MCSFE_addFavoriteGameV2', { nodeId: String(g.nodeId), vendor: g.vassalage! });
  },
  MCSFE_removeFavoriteGameV2: async (x) => {
    const g = await firstGame(x);
    return x.member.relay('MCSFE_removeFavoriteGameV2', { nodeId: String(g.nodeId), vendor: g.vassalage! });
  },
  GCS_gameTrialLaunch: async (x) => {
    await x.sb.control(`/tenants/${x.t.id}/config`, {
      method: 'POST',
      body: JSON.stringify({ switches: { GEETESTTEST3: false } }),
    });
    const g = await firstGame(x, (g) => g.freeplay === 1 && !g.lottoMode);
    return x.anon.relay('GCS_gameTrialLaunch', {
      gameId: String(g.roomId),
      nodeId: String(g.nodeId),
      platform: 'html5',
    });
  },
  GCSGAME_gameList: (x) => x.anon.relay('GCSGAME_gameList', { ...GAME, pageNo: 1, pageSize: 20 }),
  GCS_recentGame: (x) => x.member.relay('GCS_recentGame', { ...GAME, page: 1, pageSize: 24, clientType: 2 }),
  GCSGAME_hotGamesV2: (x) => x.anon.relay('GCSGAME_hotGamesV2', { ...GAME, merchantCode: x.t.merchant, isPlatform: 2 }),
  GCSGAME_getRankList: (x) =>
    x.anon.relay('GCSGAME_getRankList', { gameCategory: 'ALL', language: 'EN', limitNum: 10 }),
  GCSGAME_gameVendor: (x) => x.anon.relay('GCSGAME_gameVendor', { merchantCode: x.t.merchant }),
  GCSGAME_newGameVendor: (x) => x.anon.relay('GCSGAME_newGameVendor', { platform: 'html5' }),
  GCSGAME_getVassGameType: (x) => x.anon.relay('GCSGAME_getVassGameType', { typeId: '1', merchant_code: x.t.merchant }),
  MCSFE_getPlayerRankProgress: (x) => x.member.relay('MCSFE_getPlayerRankProgress'),
  WPSCORE_getCustomerServiceScript: (x) => x.member.relay('WPSCORE_getCustomerServiceScript'),
  PROMOFE_getPromotionAnnouncementCategory: (x) => x.anon.relay('PROMOFE_getPromotionAnnouncementCategory'),
  GCSGAME_getGameMatchV2: (x) => x.anon.relay('GCSGAME_getGameMatchV2'),
  WPSCORE_getDownloadSetting: (x) => x.anon.relay('WPSCORE_getDownloadSetting', { domain: `${x.t.id}.localhost` }),
  PROMOFE_getPromoCodeEnable: (x) => x.anon.relay('PROMOFE_getPromoCodeEnable'),
  WPSCORE_getTelegramLoginSetting: (x) =>
    x.t.id === 'lotus' ? x.anon.relay('WPSCORE_getTelegramLoginSetting', {}) : null,
  WPS3RD_refreshMayaTokens: (x) => x.member.relay('WPS3RD_refreshMayaTokens', { env: 'sandbox' }),
  WPS3RD_verifyLineCode: (x) =>
    x.t.id === 'dragon'
      ? lineCode(x.sb, 'U4af4980629a1b2c3d4e5f60718293a4b').then((code) =>
          x.anon.relay('WPS3RD_verifyLineCode', {
            code,
            redirectUri: authorize.redirect_uri,
            codeVerifier: verifier,
            nonce: authorize.nonce,
          }),
        )
      : null,
  MCSFE_getPlayerAvatar: (x) => x.member.relay('MCSFE_getPlayerAvatar'),
  MCSFE_uploadPlayerAvatar: (x) => x.member.relay('MCSFE_uploadPlayerAvatar', { avatar: 2, avatarType: 'STATIC' }),
  MCSFE_getDepositSettings: (x) => x.member.relay('MCSFE_getDepositSettings'),
  MCSFE_getReferralDetails: (x) => x.member.relay('MCSFE_getReferralDetails'),
  MCSFE_getReferralList: (x) => x.member.relay('MCSFE_getReferralList', { pageNo: 1, pageSize: 20 }),
  PROMOFE_claimPromoCode: (x) => x.member.relay('PROMOFE_claimPromoCode', { promoCode: x.t.promoCode }),
  CSP_fcmBind: (x) => x.member.relay('CSP_fcmBind', { registrationToken: 'fcm-contract' }),
  CSP_fcmSubscribe: async (x) => {
    await x.member.relay('CSP_fcmBind', { registrationToken: 'fcm-contract' });
    return x.member.relay('CSP_fcmSubscribe', { registrationToken: 'fcm-contract', topic: 'ALL' });
  },
  CSP_fcmUnsubscribe: async (x) => {
    await x.member.relay('CSP_fcmBind', { registrationToken: 'fcm-contract' });
    return x.member.relay('CSP_fcmUnsubscribe', { registrationToken: 'fcm-contract' });
  },
  WPSCORE_saveMemberInfoByAuthKey: (x) => x.member.relay('WPSCORE_saveMemberInfoByAuthKey', {}),
};

const REGISTRATION = {
  registerMethod: 'H5',
  loginDeviceId: 'd'.repeat(36),
  isOfficialAppLogin: false,
  affiliateCode: '',
  referralCode: '',
  pixelTrack: null,
};

/** How each typed call is asked; the merchant config (status) has a validator of its own. */
const CALL_CASES: { [K in keyof typeof CALL_ANSWERS]: (x: Ctx) => Promise<unknown> } = {
  login: (x) => x.anon.session.login({ ...LOGIN, username: x.t.player, password: x.t.password }),
  register: async (x) => {
    await x.sb.control(`/tenants/${x.t.id}/config`, {
      method: 'POST',
      body: JSON.stringify({ merchantConfig: { register: { captcha: { enabled: false } } } }),
    });
    return x.anon.member.register({
      ...REGISTRATION,
      registerUrl: `http://${x.t.id}.localhost/m/register`,
      domain: `${x.t.id}.localhost`,
      username: `${x.t.id}contract1`,
      password: 'secret12',
      login: true,
    });
  },
  memberInfo: (x) => x.member.member.info(),
  country: (x) => x.anon.system.country(),
  geetest: (x) => x.anon.captcha.geetest(),
  smsNoLogin: (x) => x.anon.verification.smsNoLogin(x.t.id === 'dragon' ? '84' : '66', '912345678'),
  bindIdentity: async (x) => {
    // An identity no member has (the stand-ins' unbound test users), joined to this member.
    if (x.t.id === 'lotus')
      return x.member.member.bindIdentity({ telegramAuth: await telegramLogin(x.sb, '8100000002') });
    const code = await lineCode(x.sb, 'U9c0d1e2f3a4b5c6d7e8f90a1b2c3d4e5');
    const { lineSessionToken } = await x.anon.relay('WPS3RD_verifyLineCode', {
      code,
      redirectUri: authorize.redirect_uri,
      codeVerifier: verifier,
      nonce: authorize.nonce,
    });
    return x.member.member.bindIdentity({ provider: 'line', lineSessionToken });
  },
  changePassword: async (x) => {
    // the tenant's player, not the member the other cases use (its password stays as it is)
    let token: string | null = null;
    const player = x.sb.client(x.t.merchant, () => token);
    token = (await player.session.login({ ...LOGIN, username: `${x.t.id}player`, password: 'player123' })).token;
    return player.member.changePassword({ oldPassword: 'player123', newPassword: 'fresh-pass9' });
  },
  domainRoute: (x) => x.anon.system.domainRoute(),
  eventUpload: (x) =>
    x.anon.event.upload({
      events: [
        { eventID: `contract-${x.t.id}`, name: 'viewContent', merchant: x.t.merchant, at: Date.now(), payload: {} },
      ],
      dropped: 0,
      droppedId: '',
    }),
  launch: async (x) => {
    const game = await firstGame(x, (g) => !g.lottoMode);
    const query = launchParams(
      {
        kind: 'vendor',
        vendor: String((game as { vassalage?: string }).vassalage),
        code: String((game as { roomId?: string }).roomId),
        nodeId: String((game as { nodeId?: number }).nodeId),
        backUrl: '/m/home',
      },
      { language: 'EN', merchantCode: x.t.merchant, title: 'Contract', labelName: '' },
    );
    return x.member.game.launch(query);
  },
};

// One sandbox per tenant for all its cases (each case leaves what it does to the others' members).
describe.each(TENANTS)('$merchant: the sandbox answers the contract', (t) => {
  let x: Ctx;
  beforeAll(async () => {
    x = await contextFor(t);
  });
  it.each(Object.keys(RELAYS) as RelayName[])('relay %s', async (name) => {
    const asked = RELAY_CASES[name](x);
    if (asked === null) return; // not set up for this tenant
    expect(mismatches(RELAY_ANSWERS[name], await asked)).toEqual([]);
  });
  it.each(Object.keys(CALL_ANSWERS) as (keyof typeof CALL_ANSWERS)[])('call %s', async (name) => {
    expect(mismatches(CALL_ANSWERS[name], await CALL_CASES[name](x))).toEqual([]);
  });
  it('the merchant config (status) passes the validator the site boots with', async () => {
    const config = await x.sb.status(t.merchant, `${t.id}.localhost`);
    expect(checkMerchantConfig(config)).toMatchObject({ ok: true });
  });
});

describe('the checks can fail', () => {
  it('a drifted answer is named by its path', () => {
    expect(mismatches(RELAY_ANSWERS.CBS_unreadCount, { unReadCount: '3' })).toEqual(['/unReadCount: Expected number']);
    expect(mismatches(CALL_ANSWERS.login, { token: 't', userName: 'u' })).toContain(
      '/firstTimeLogin: Expected required property',
    );
  });
});
