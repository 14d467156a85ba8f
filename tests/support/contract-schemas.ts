/**
 * The answers the client expects, as JSON Schemas (TypeBox) beside the TypeScript types they
 * mirror: the relay catalogue's answers (src/core/relays.ts) and the typed calls' answers
 * (src/services/http/calls.ts). tests/unit/contract.test.ts checks, at compile time, that each
 * schema and its type are the same shape (a field added to one and not the other fails the type
 * check) and, at run time, that every answer the sandbox gives matches.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { PROMOTION_KEYS } from '../../src/core/spec-constants.ts';
import type { RelayName } from '../../src/core/relays.ts';

const S = Type.String();
const N = Type.Number();
const B = Type.Boolean();
const Opt = <T extends TSchema>(t: T) => Type.Optional(t);
const Id = Type.Union([S, N]);

const Lotto = Type.Object({
  area: Type.Union([Type.Literal('VN'), Type.Literal('SEA')]),
  prizeMode: Opt(S),
});
export const Game = Type.Object({
  id: S,
  name: S,
  vendor: S,
  category: S,
  image: S,
  hot: B,
  trial: B,
  nodeId: Opt(S),
  lotto: Opt(Lotto),
});
const AnnouncementText = Type.Object({ codes: Type.Array(S), title: Opt(S), text: S, terms: Opt(S) });
export const Announcement = Type.Object({
  id: S,
  type: S,
  category: S,
  key: Opt(S),
  image: Opt(S),
  texts: Type.Array(AnnouncementText),
});
export const Banner = Type.Object({
  id: S,
  title: S,
  linkageType: Type.Union([Type.Literal('P'), Type.Literal('URL'), Type.Literal('G')]),
  linkage: S,
  url: S,
  groupName: S,
  image: S,
  vendor: Opt(S),
  gameType: Opt(S),
  nodeId: Opt(S),
  roomId: Opt(S),
});
export const Match = Type.Object({
  id: S,
  league: S,
  home: S,
  away: S,
  startTime: S,
  gameId: S,
  vendor: S,
  odds: Type.Object({ home: N, draw: N, away: N }),
});
export const RankEntry = Type.Object({
  rank: N,
  gameId: S,
  vendor: S,
  lotto: Opt(Lotto),
  name: S,
  image: S,
  plays: N,
  winAmount: N,
});
const VendorCard = Type.Object({
  accountTypeName: S,
  displayName: S,
  freeplay: B,
  gameClassify: S,
  gameCount: N,
});
export const VendorStructure = Type.Object({
  categories: Type.Array(Type.Object({ title: S, cards: Type.Array(VendorCard) })),
});
export const Promotions = Type.Partial(
  Type.Object(
    Object.fromEntries(PROMOTION_KEYS.map((k) => [k, Type.Object({ enabled: B, count: N })])) as Record<
      (typeof PROMOTION_KEYS)[number],
      ReturnType<typeof Type.Object<{ enabled: typeof B; count: typeof N }>>
    >,
  ),
);
export const RankProgress = Type.Object({
  completedConditions: N,
  totalExpectedConditions: N,
  labelId: Type.Union([N, Type.Null()]),
});
export const ReferralInfo = Type.Object({
  referralCode: S,
  invitedCount: N,
  invited: Type.Array(Type.Object({ account: S, registeredAt: N })),
});
export const CustomerServiceEntry = Type.Object({
  path: S,
  csType: S,
  csPosition: S,
  labelIds: Opt(Type.Array(N)),
});

/** Every relay's answer (the catalogue's `RelayAnswer<N>`). */
export const RELAY_ANSWERS = {
  CBS_launchChat: Type.Object({ url: S }),
  CBS_unreadCount: Type.Object({ count: N }),
  MCSFE_getMerchantAvailablePromotions: Promotions,
  MCSFE_getListAnnouncements: Type.Array(Announcement),
  CCSFE_getListAnnouncements: Type.Array(Announcement),
  MCSFE_getFavoriteGamesList: Type.Array(Game),
  GCS_gameTrialLaunch: Type.Object({ gameUrl: S }),
  GCSGAME_gameList: Type.Object({ list: Type.Array(Game), total: N, page: N, pageSize: N }),
  GCS_recentGame: Type.Array(Game),
  GCSGAME_hotGamesV2: Type.Array(Game),
  GCSGAME_getRankList: Type.Array(RankEntry),
  GCSGAME_gameVendor: VendorStructure,
  GCSGAME_newGameVendor: VendorStructure,
  MCSFE_getPlayerRankProgress: RankProgress,
  WPSCORE_getCustomerServiceScript: Type.Array(CustomerServiceEntry),
  PROMOFE_getPromotionAnnouncementCategory: Type.Array(Type.Object({ name: S })),
  GCSGAME_getGameMatchV2: Type.Array(Match),
  WPSCORE_getDownloadSetting: Type.Object({ app_desc: S, login_prompt_text: S }),
  PROMOFE_getPromoCodeEnable: Type.Object({ enabled: B }),
  WPSCORE_getTelegramLoginSetting: Type.Object({ botId: S, authDomain: S }),
  WPS3RD_refreshMayaTokens: Type.Object({ env: S, accessToken: S, expiresIn: N }),
  WPS3RD_verifyLineCode: Type.Object({ lineSessionToken: S, name: S, picture: S }),
  WPS3RD_verifyLineAccessToken: Type.Object({ lineSessionToken: S, name: S, picture: S }),
  MCSFE_getBannerList: Type.Array(Banner),
  MCSFE_saveFavoriteGame: Type.Object({ favourites: Type.Array(S) }),
  PAYFE_getDepositSetting: Type.Object({ totalDepositSuccessCount: N, totalDepositSuccessAmount: N }),
  MCSFE_getReferralInfo: ReferralInfo,
  PROMOFE_redeemPromoCode: Type.Object({ code: S, bonus: N, currency: S }),
  CSP_fcmBind: Type.Object({ bound: Type.Literal(true) }),
  CSP_fcmSubscribe: Type.Object({ topics: Type.Array(S) }),
  CSP_fcmUnsubscribe: Type.Object({ unsubscribed: Type.Literal(true) }),
  WPSCORE_saveMemberInfoByAuthKey: Type.Object({ saved: Type.Literal(true) }),
} satisfies Record<RelayName, TSchema>;

/** A3 login response value. */
export const LoginValue = Type.Object({
  token: S,
  firstTimeLogin: B,
  passwordExpired: B,
  id: Opt(Id),
  customerId: Opt(Id),
  userName: S,
  customerType: N,
  usesDefaultPassword: Opt(B),
  email: Opt(B),
  ga: Opt(B),
  sms: Opt(B),
});
/** What the typed calls of src/services/http/calls.ts answer (the merchant config has its own validator). */
export const CALL_ANSWERS = {
  login: LoginValue,
  /** A registration answers a login value when it logged in, else who was registered. */
  register: Type.Partial(LoginValue),
  memberInfo: Type.Object({
    id: Id,
    account: S,
    type: N,
    language: S,
    clubLabel: Type.Union([Type.Object({ labelName: S, type: S, rankLevel: N, labelId: N }), Type.Null()]),
    profileIcon: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  }),
  country: Type.Object({
    countries: Type.Array(Type.Object({ countryCode: S, countryDialingCode: S, name: S })),
    countryCode: S,
    countryDialingCode: S,
    currency: S,
    currencySymbol: S,
    currencyPosition: S,
  }),
  geetest: Type.Union([
    Type.Object({ gt: S, challenge: S, new_captcha: B, success: N }),
    Type.Object({ captchaId: S, challenge: S, version: Type.Literal('v4') }),
  ]),
  smsNoLogin: Type.Object({ cooldownSeconds: N }),
  bindIdentity: Type.Object({ provider: S, bound: B }),
  changePassword: Type.Object({ changed: B }),
  domainRoute: Type.Object({ domainList: Type.Array(Type.Object({ domainName: S })) }),
  eventUpload: Type.Object({ stored: N, duplicates: N }),
  launch: Type.Object({ gameUrl: S }),
};
