/**
 * The relay calls (S7 "Relay GET calls" and "Relay POST calls", A7's named relays, and those the
 * real client makes for what the spec leaves unnamed), each once: its method as the real client
 * sends it, who may call it, whether the client caches it and adds the image `ext`, its
 * parameters and the shape of its answer (wire/answers.ts: the real dialect). The client's typed
 * calls, the sandbox's relay routes and the relay tables of docs/contract.md (relay-docs.ts, which
 * also says where each was seen in the real client, or that it is our extension) all read this,
 * so a relay name is never a bare string twice.
 */
import { CONCURRENCY_GAME_LIST } from './spec-constants.ts';
import type { Static, TSchema } from '@sinclair/typebox';
import type * as W from './wire/answers.ts';

/**
 * Who may call: `member` needs a session (else CUSTOMER_NOT_LOGIN); `optional` sends the token
 * when there is one; `none` never sends it (S6: available promotions, app-download announcements).
 */
export type RelayAuth = 'member' | 'optional' | 'none';

export interface RelaySpec<Params = unknown, Answer = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  auth: RelayAuth;
  /** S7 "Listed endpoints are cached": the client keeps the answer for the cache lifetime. */
  cache?: boolean;
  /** S7: the call carries the image format (`ext`: webp or avif) when the browser shows one. */
  ext?: boolean;
  /** S7: calls of this relay at once (default: the path group's 10). */
  concurrency?: number;
  /** The call sends no body at all (save-authkey-returns-key). */
  noBody?: boolean;
  /** Phantom: carries the TypeScript types, never set. */
  readonly types?: { params: Params; answer: Answer };
}

type Options = Omit<RelaySpec, 'types' | 'method'>;
type A<T extends TSchema> = Static<T>;
const call =
  <M extends RelaySpec['method']>(method: M) =>
  <Params = Record<string, never>, Answer = unknown>(o: Options) =>
    ({ method, ...o }) as RelaySpec<Params, Answer> & { method: M };
const get = call('GET');
const post = call('POST');
const del = call('DELETE');

/** The captcha result a trial launch carries when GEETEST3 and GEETESTTEST3 are on (v3 fields, or v4 as JSON text). */
type CaptchaQuery = { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string };
/** What every game call of the real client carries (game-list): the platform and the language. */
type GameQuery = { platform: 'html5'; language: string };
type Announcements = A<typeof W.WireAnnouncements>;
type AnnouncementQuery = { types: string; platform: string; category?: string; groupName?: string };

export const RELAYS = {
  CBS_launchChat: get<{ b2c: string; title: string; backUrl: string; language: string }, A<typeof W.WireLaunchChat>>({
    auth: 'optional',
  }),
  CBS_unreadCount: get<Record<string, never>, A<typeof W.WireChatUnread>>({ auth: 'member' }),
  /** inbox-unread: the inbox's unread messages, the number itself (INBOX3). */
  EMFE_getInboxUnreadCount: get<Record<string, never>, number>({ auth: 'member' }),
  MCSFE_getMerchantAvailablePromotions: get<Record<string, never>, A<typeof W.WirePromotions>>({ auth: 'none' }),
  MCSFE_getListAnnouncements: get<AnnouncementQuery, Announcements>({ auth: 'optional', cache: true, ext: true }),
  /** announcements-object: one object of the kinds asked for (B banners, PL notices, PU popups, PR promotions, H hot). */
  CCSFE_getListAnnouncements: get<AnnouncementQuery, Announcements>({ auth: 'optional', cache: true, ext: true }),
  MCSFE_getFavoriteGamesList: get<
    GameQuery & { pageNo: number; pageSize: number; gameType?: string; vendor?: string },
    A<typeof W.WireFavouriteGames>
  >({ auth: 'member', ext: true }),
  /** The member's favourites as their nodeIds (the real client's favourite marks). */
  MCSFE_getFavoriteGames: get<{ pageNo: number; pageSize: number }, (number | string)[]>({ auth: 'member' }),
  MCSFE_addFavoriteGameV2: post<{ nodeId: string; vendor: string }, unknown>({ auth: 'member' }),
  MCSFE_removeFavoriteGameV2: del<{ nodeId: string; vendor: string }, unknown>({ auth: 'member' }),
  GCS_gameTrialLaunch: get<
    { gameId: string; nodeId?: string; platform: 'html5' } & CaptchaQuery,
    A<typeof W.WireLaunchContent>
  >({ auth: 'optional' }),
  /** game-list: paged by pageNo and pageSize; vassalage (a vendor), gameType (a category) and gameName (a search) narrow it. */
  GCSGAME_gameList: get<
    GameQuery & {
      pageNo: number;
      pageSize: number;
      gameType?: string;
      vassalage?: string;
      gameName?: string;
      clientType?: number;
    },
    A<typeof W.WireGameList>
  >({ auth: 'optional', ext: true, concurrency: CONCURRENCY_GAME_LIST }), // S7: "2 for the game list"
  GCS_recentGame: get<GameQuery & { page: number; pageSize: number; clientType: number }, A<typeof W.WireRecentGames>>({
    auth: 'member',
    ext: true,
  }),
  GCSGAME_hotGamesV2: get<GameQuery & { merchantCode: string; isPlatform: number }, A<typeof W.WireGames>>({
    auth: 'optional',
    ext: true,
  }),
  GCSGAME_getRankList: get<{ gameCategory: string; language: string; limitNum: number }, A<typeof W.WireRankList>>({
    auth: 'optional',
    ext: true,
  }),
  GCSGAME_gameVendor: get<{ merchantCode: string }, A<typeof W.WireLanes>>({ auth: 'optional', ext: true }),
  GCSGAME_newGameVendor: get<{ platform: 'html5' }, A<typeof W.WireLanes>>({ auth: 'optional', ext: true }),
  GCSGAME_getVassGameType: get<{ typeId: string; merchant_code: string }, A<typeof W.WireVassGameType>>({
    auth: 'optional',
  }),
  MCSFE_getPlayerRankProgress: get<Record<string, never>, A<typeof W.WireRankProgress>>({ auth: 'member' }),
  WPSCORE_getCustomerServiceScript: get<Record<string, never>, A<typeof W.WireCustomerServiceScript>>({
    auth: 'optional',
  }),
  PROMOFE_getPromotionAnnouncementCategory: get<Record<string, never>, A<typeof W.WirePromotionCategories>>({
    auth: 'optional',
  }),
  GCSGAME_getGameMatchV2: get<Record<string, never>, A<typeof W.WireMatchGroups>>({ auth: 'optional' }),
  WPSCORE_getDownloadSetting: get<{ domain: string }, A<typeof W.WireDownloadSetting>>({ auth: 'none', cache: true }),
  /** PROMOFE_getPromoCodeEnable: the flag itself (the member centre reads { enable }: both are read). */
  PROMOFE_getPromoCodeEnable: get<Record<string, never>, boolean | { enable: boolean }>({
    auth: 'optional',
    cache: true,
  }),
  WPSCORE_getTelegramLoginSetting: get<Record<string, never>, { botId: string; authDomain: string }>({ auth: 'none' }),
  WPS3RD_refreshMayaTokens: get<{ env: string }, { env: string; accessToken: string; expiresIn: number }>({
    auth: 'member',
  }),
  /**
   * line-code: the line code exchange `{ code, redirectUri }`, and the session exchange by a line
   * access token `{ accessToken }` through the same relay. Our contract adds the PKCE verifier and
   * the nonce to the code exchange (the sandbox checks them; a back end that does not, ignores them).
   */
  WPS3RD_verifyLineCode: post<
    { code: string; redirectUri: string; codeVerifier?: string; nonce?: string } | { accessToken: string },
    A<typeof W.WireLineSession>
  >({ auth: 'none' }),
  /** The member's profile icon (the member centre's avatar: its number from 0, or a picture). */
  MCSFE_getPlayerAvatar: get<Record<string, never>, A<typeof W.WireAvatar>>({ auth: 'member' }),
  MCSFE_uploadPlayerAvatar: post<{ avatar: number; avatarType: 'STATIC' }, unknown>({ auth: 'member' }),
  /** The member's deposit facts: the success count (the real client's) and the amount (ours). */
  MCSFE_getDepositSettings: get<Record<string, never>, A<typeof W.WireDepositSettings>>({ auth: 'member' }),
  /** The member's referral code (the member centre's referral page). */
  MCSFE_getReferralDetails: get<Record<string, never>, A<typeof W.WireReferralDetails>>({ auth: 'member' }),
  /** Whom the member's referral brought in. */
  MCSFE_getReferralList: get<{ pageNo: number; pageSize: number }, A<typeof W.WireReferralList>>({ auth: 'member' }),
  /** Redeem a promo code (the member centre's promo codes; its body field and answer are ours: docs/contract.md). */
  PROMOFE_claimPromoCode: post<{ promoCode: string }, unknown>({ auth: 'member' }),
  CSP_fcmBind: post<{ registrationToken: string }, unknown>({ auth: 'member' }),
  CSP_fcmSubscribe: post<{ registrationToken: string; topic: string }, unknown>({ auth: 'member' }),
  /** fcm-unsubscribe-delete: DELETE with a JSON body. */
  CSP_fcmUnsubscribe: del<{ registrationToken: string; unsubscribeAll?: boolean; topic?: string }, unknown>({
    auth: 'member',
  }),
  /** save-authkey-returns-key: no body; the value is the chat's auth key. */
  WPSCORE_saveMemberInfoByAuthKey: post<Record<string, never>, string>({ auth: 'member', noBody: true }),
} as const;

export type RelayName = keyof typeof RELAYS;
type TypesOf<N extends RelayName> = NonNullable<(typeof RELAYS)[N]['types']>;
export type RelayParams<N extends RelayName> = TypesOf<N>['params'];
export type RelayAnswer<N extends RelayName> = TypesOf<N>['answer'];
export type GetRelay = { [N in RelayName]: (typeof RELAYS)[N]['method'] extends 'GET' ? N : never }[RelayName];

/** A relay of the catalogue: own entries only (a name such as "constructor" is not one). */
export const isRelayName = (name: string): name is RelayName => Object.hasOwn(RELAYS, name);
