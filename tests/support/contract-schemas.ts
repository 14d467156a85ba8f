/**
 * The answers the client expects, as JSON Schemas (TypeBox) beside the TypeScript types they
 * mirror: the relay catalogue's answers (src/core/relays.ts: the real dialect's, from
 * src/core/wire/answers.ts) and the typed calls' answers after their readers
 * (src/services/http/calls.ts). tests/unit/contract.test.ts checks, at compile time, that each
 * schema and its type are the same shape (a field added to one and not the other fails the type
 * check) and, at run time, that every answer the sandbox gives matches.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import * as W from '../../src/core/wire/answers.ts';
import type { RelayName } from '../../src/core/relays.ts';

const S = Type.String();
const N = Type.Number();
const B = Type.Boolean();
const Opt = <T extends TSchema>(t: T) => Type.Optional(t);
const Id = Type.Union([S, N]);

/** Every relay's answer (the catalogue's `RelayAnswer<N>`): the real dialect's (src/core/wire/answers.ts). */
export const RELAY_ANSWERS = {
  CBS_launchChat: W.WireLaunchChat,
  CBS_unreadCount: W.WireChatUnread,
  EMFE_getInboxUnreadCount: N,
  MCSFE_getMerchantAvailablePromotions: W.WirePromotions,
  MCSFE_getListAnnouncements: W.WireAnnouncements,
  CCSFE_getListAnnouncements: W.WireAnnouncements,
  MCSFE_getFavoriteGamesList: W.WireFavouriteGames,
  MCSFE_getFavoriteGames: Type.Array(Id),
  MCSFE_addFavoriteGameV2: Type.Unknown(),
  MCSFE_removeFavoriteGameV2: Type.Unknown(),
  GCS_gameTrialLaunch: W.WireLaunchContent,
  GCSGAME_gameList: W.WireGameList,
  GCS_recentGame: W.WireRecentGames,
  GCSGAME_hotGamesV2: W.WireGames,
  GCSGAME_getRankList: W.WireRankList,
  GCSGAME_gameVendor: W.WireLanes,
  GCSGAME_newGameVendor: W.WireLanes,
  GCSGAME_getVassGameType: W.WireVassGameType,
  MCSFE_getPlayerRankProgress: W.WireRankProgress,
  WPSCORE_getCustomerServiceScript: W.WireCustomerServiceScript,
  PROMOFE_getPromotionAnnouncementCategory: W.WirePromotionCategories,
  GCSGAME_getGameMatchV2: W.WireMatchGroups,
  WPSCORE_getDownloadSetting: W.WireDownloadSetting,
  PROMOFE_getPromoCodeEnable: Type.Union([B, Type.Object({ enable: B })]),
  WPSCORE_getTelegramLoginSetting: Type.Object({ botId: S, authDomain: S }),
  WPS3RD_refreshMayaTokens: Type.Object({ env: S, accessToken: S, expiresIn: N }),
  WPS3RD_verifyLineCode: W.WireLineSession,
  MCSFE_getPlayerAvatar: W.WireAvatar,
  MCSFE_uploadPlayerAvatar: Type.Unknown(),
  MCSFE_getDepositSettings: W.WireDepositSettings,
  MCSFE_getReferralDetails: W.WireReferralDetails,
  MCSFE_getReferralList: W.WireReferralList,
  PROMOFE_claimPromoCode: Type.Unknown(),
  CSP_fcmBind: Type.Unknown(),
  CSP_fcmSubscribe: Type.Unknown(),
  CSP_fcmUnsubscribe: Type.Unknown(),
  WPSCORE_saveMemberInfoByAuthKey: S,
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
  spanId: Opt(S),
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
    Type.Object({ gt: S, challenge: S, newCaptcha: B }),
    Type.Object({ captchaId: S, challenge: S, version: Type.Literal('v4') }),
  ]),
  smsNoLogin: Type.Object({ cooldownSeconds: N }),
  bindIdentity: Type.Object({ provider: S, bound: B }),
  changePassword: Type.Object({ changed: B }),
  domainRoute: Type.Object({ domainList: Type.Array(Type.Object({ domainName: S })) }),
  eventUpload: Type.Object({ stored: N, duplicates: N }),
  launch: Type.Union([W.WireLaunchContent, Type.Object({ gameUrl: S })]),
};
