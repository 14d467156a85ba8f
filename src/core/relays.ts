/**
 * The relay calls (S7 "Relay GET calls" and "Relay POST calls", A7's named relays), each once:
 * its method, who may call it, whether the client caches it and adds the image `ext`, its
 * parameters and the shape of its answer. The client's typed calls, the sandbox's relay routes
 * and the relay tables of docs/contract.md (relay-docs.ts) all read this, so a relay name is never
 * a bare string twice. Shapes the spec does not show are our contract (docs/contract.md).
 */
import { PROMOTION_KEYS, CONCURRENCY_GAME_LIST } from './spec-constants.ts';

export interface Game {
  id: string;
  name: string;
  vendor: string;
  category: string;
  image: string;
  hot: boolean;
  /** Trial play (GCS_gameTrialLaunch) is offered. */
  trial: boolean;
  nodeId?: string;
  /** A lottery game: launched through the lottery call (S7), Vietnam mode or the SEA variant. */
  lotto?: { area: 'VN' | 'SEA'; prizeMode?: string };
}
/** S3 "Announcement text items: codes (language codes) and text"; title and terms are our contract's. */
export interface AnnouncementText {
  codes: string[];
  title?: string;
  text: string;
  terms?: string;
}
export interface Announcement {
  id: string;
  /** MARQUEE, POPUP, PR (a promotion) or NEWS (docs/contract.md). */
  type: string;
  category: string;
  /** For a promotion: which of the merchant's promotions it is (MISSION, LOGIN, RESCUE, ...). */
  key?: string;
  image?: string;
  texts: AnnouncementText[];
}
/** S3 Banner: linkageType (P, URL, G), linkage, roomId, nodeId, gameType, vendor, groupName, url. */
export interface Banner {
  id: string;
  title: string;
  linkageType: 'P' | 'URL' | 'G';
  linkage: string;
  url: string;
  groupName: string;
  image: string;
  vendor?: string;
  gameType?: string;
  nodeId?: string;
  roomId?: string;
}
export interface Match {
  id: string;
  league: string;
  home: string;
  away: string;
  startTime: string;
  /** The sportsbook game the match is bet in, and its vendor. */
  gameId: string;
  vendor: string;
  odds: { home: number; draw: number; away: number };
}
export interface RankEntry {
  rank: number;
  gameId: string;
  vendor: string;
  lotto?: Game['lotto'];
  name: string;
  image: string;
  /** How many times it was played (the rank follows the players). */
  plays: number;
  winAmount: number;
}
export interface VendorCard {
  accountTypeName: string;
  displayName: string;
  freeplay: boolean;
  gameClassify: string;
  gameCount: number;
}
export interface VendorStructure {
  categories: { title: string; cards: VendorCard[] }[];
}
export type Promotions = Partial<Record<(typeof PROMOTION_KEYS)[number], { enabled: boolean; count: number }>>;
export interface RankProgress {
  completedConditions: number;
  totalExpectedConditions: number;
  labelId: number | null;
}
/** Our contract: a member's referral code and whom it brought in. */
export interface ReferralInfo {
  referralCode: string;
  invitedCount: number;
  invited: { account: string; registeredAt: number }[];
}
export interface CustomerServiceEntry {
  path: string;
  csType: string;
  csPosition: string;
  labelIds?: number[];
}

/**
 * Who may call: `member` needs a session (else CUSTOMER_NOT_LOGIN); `optional` sends the token
 * when there is one; `none` never sends it (S6: available promotions, app-download announcements).
 */
export type RelayAuth = 'member' | 'optional' | 'none';

export interface RelaySpec<Params = unknown, Answer = unknown> {
  method: 'GET' | 'POST';
  auth: RelayAuth;
  /** S7 "Listed endpoints are cached": the client keeps the answer for the cache lifetime. */
  cache?: boolean;
  /** S7: the call carries the image format (`ext`: webp or avif) when the browser shows one. */
  ext?: boolean;
  /** S7: calls of this relay at once (default: the path group's 10). */
  concurrency?: number;
  /** Phantom: carries the TypeScript types, never set. */
  readonly types?: { params: Params; answer: Answer };
}

type Options = Omit<RelaySpec, 'types' | 'method'>;
const get = <Params = Record<string, never>, Answer = unknown>(o: Options) =>
  ({ method: 'GET', ...o }) as RelaySpec<Params, Answer> & { method: 'GET' };
const post = <Params, Answer>(o: Options) =>
  ({ method: 'POST', ...o }) as RelaySpec<Params, Answer> & { method: 'POST' };

export const RELAYS = {
  CBS_launchChat: get<{ b2c: string; title: string; backUrl: string; language: string }, { url: string }>({
    auth: 'optional',
  }),
  CBS_unreadCount: get<Record<string, never>, { count: number }>({ auth: 'member' }),
  MCSFE_getMerchantAvailablePromotions: get<Record<string, never>, Promotions>({ auth: 'none' }),
  MCSFE_getListAnnouncements: get<{ types?: string; platform?: string; category?: string }, Announcement[]>({
    auth: 'optional',
    cache: true,
    ext: true,
  }),
  CCSFE_getListAnnouncements: get<{ types?: string; platform?: string; category?: string }, Announcement[]>({
    auth: 'optional',
    ext: true,
  }),
  MCSFE_getFavoriteGamesList: get<Record<string, never>, Game[]>({ auth: 'member', ext: true }),
  GCS_gameTrialLaunch: get<
    {
      gameId: string;
      nodeId?: string;
      platform: 'html5';
      /** The captcha result when GEETEST3 and GEETESTTEST3 are on (v3 fields, or v4 as JSON text). */
      geetestChallenge?: string;
      geetestSeccode?: string;
      geetestValidateV4?: string;
    },
    { gameUrl: string }
  >({
    auth: 'optional',
  }),
  GCSGAME_gameList: get<
    { category?: string; vendor?: string; page?: number; pageSize?: number },
    { list: Game[]; total: number; page: number; pageSize: number }
  >({ auth: 'optional', ext: true, concurrency: CONCURRENCY_GAME_LIST }), // S7: "2 for the game list"
  GCS_recentGame: get<Record<string, never>, Game[]>({ auth: 'member', ext: true }),
  GCSGAME_hotGamesV2: get<{ size?: number }, Game[]>({ auth: 'optional', ext: true }),
  GCSGAME_getRankList: get<{ size?: number }, RankEntry[]>({ auth: 'optional', ext: true }),
  GCSGAME_gameVendor: get<Record<string, never>, VendorStructure>({ auth: 'optional', ext: true }),
  GCSGAME_newGameVendor: get<Record<string, never>, VendorStructure>({ auth: 'optional', ext: true }),
  MCSFE_getPlayerRankProgress: get<Record<string, never>, RankProgress>({ auth: 'member' }),
  WPSCORE_getCustomerServiceScript: get<Record<string, never>, CustomerServiceEntry[]>({
    auth: 'optional',
  }),
  PROMOFE_getPromotionAnnouncementCategory: get<Record<string, never>, { name: string }[]>({
    auth: 'optional',
  }),
  GCSGAME_getGameMatchV2: get<Record<string, never>, Match[]>({ auth: 'optional' }),
  WPSCORE_getDownloadSetting: get<{ domain?: string }, { app_desc: string; login_prompt_text: string }>({
    auth: 'none',
  }),
  PROMOFE_getPromoCodeEnable: get<Record<string, never>, { enabled: boolean }>({ auth: 'optional' }),
  WPSCORE_getTelegramLoginSetting: get<Record<string, never>, { botId: string; authDomain: string }>({
    auth: 'none',
  }),
  WPS3RD_refreshMayaTokens: get<{ env: string }, { env: string; accessToken: string; expiresIn: number }>({
    auth: 'member',
  }),
  /** A7 line code exchange (code, redirect); our contract adds the PKCE verifier and the nonce, and POSTs them (no secrets in a URL). */
  WPS3RD_verifyLineCode: post<
    { code: string; redirect: string; codeVerifier: string; nonce: string },
    { lineSessionToken: string; name: string; picture: string }
  >({ auth: 'none' }),
  /** A7 line session exchange by accessToken (our contract: the spec names the exchange, not its call); a POST keeps the token out of URLs. */
  WPS3RD_verifyLineAccessToken: post<
    { accessToken: string },
    { lineSessionToken: string; name: string; picture: string }
  >({ auth: 'none' }),
  /** Our contract (the spec names the banner, not its call): the banners of a group. */
  MCSFE_getBannerList: get<{ groupName?: string }, Banner[]>({ auth: 'optional', cache: true }),
  /** Our contract (the spec lists favourites, not how one is added): add or remove a favourite. */
  MCSFE_saveFavoriteGame: post<{ gameId: string; favourite: boolean }, { favourites: string[] }>({ auth: 'member' }),
  /**
   * Our contract (the spec loads "deposit settings" on login and holds the deposit count): the
   * member's deposit facts; the amount (in the merchant's currency) gives the deposit events their value.
   */
  PAYFE_getDepositSetting: get<
    Record<string, never>,
    { totalDepositSuccessCount: number; totalDepositSuccessAmount: number }
  >({ auth: 'member' }),
  /** Our contract (referral pages need the member's code): the referral code and the members it brought in. */
  MCSFE_getReferralInfo: get<Record<string, never>, ReferralInfo>({ auth: 'member' }),
  /** Our contract (the spec checks PROMOFE_getPromoCodeEnable, not how a code is used): redeem a promo code. */
  PROMOFE_redeemPromoCode: post<{ code: string }, { code: string; bonus: number; currency: string }>({
    auth: 'member',
  }),
  CSP_fcmBind: post<{ registrationToken: string }, { bound: true }>({ auth: 'member' }),
  CSP_fcmSubscribe: post<{ registrationToken: string; topic: string }, { topics: string[] }>({
    auth: 'member',
  }),
  CSP_fcmUnsubscribe: post<
    { registrationToken: string; unsubscribeAll?: boolean; topic?: string },
    { unsubscribed: true }
  >({ auth: 'member' }),
  WPSCORE_saveMemberInfoByAuthKey: post<{ authKey: string }, { saved: true }>({ auth: 'member' }),
} as const;

export type RelayName = keyof typeof RELAYS;
type TypesOf<N extends RelayName> = NonNullable<(typeof RELAYS)[N]['types']>;
export type RelayParams<N extends RelayName> = TypesOf<N>['params'];
export type RelayAnswer<N extends RelayName> = TypesOf<N>['answer'];
export type GetRelay = { [N in RelayName]: (typeof RELAYS)[N]['method'] extends 'GET' ? N : never }[RelayName];

/** A relay of the catalogue: own entries only (a name such as "constructor" is not one). */
export const isRelayName = (name: string): name is RelayName => Object.hasOwn(RELAYS, name);
