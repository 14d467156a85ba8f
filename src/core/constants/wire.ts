/**
 * Facts of the real WPS dialect the spec does not state, read from the platform's own client
 * (../shared/wire-evidence/, tests/cases/wire.json; each names its case). Where the spec names a
 * method or shape and the real client sends another, the real one is here and docs/decisions.md
 * says so.
 */

/** login-success-session: the session info's sessionStorage key (the spec names no key). */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
/** login-success-session: the answer header the real client keeps as the session's spanId. */
export const TRACE_ID_HEADER = 'x-app-trace-id';
/** self-exclusion-500: a login refused because the player excluded themself (HTTP 500 with the value). */
export const LOGIN_BLOCKED_BY_SELF_EXCLUSION = 'login_blocked_by_self_exclusion';
/** rsa-key-hex-modulus: the exponent of the bare modulus the key call answers (RSAKeyPair('10001', '', n)). */
export const RSA_PUBLIC_EXPONENT_HEX = '10001';
/** vendor-launch-content-game-url: a vendor's game is launched in GLS mode, for the html5 platform, client type 2. */
export const VENDOR_LAUNCH_MODE = 'GLS';
export const GAME_PLATFORM = 'html5';
export const GAME_CLIENT_TYPE = '2';
/** game-list: the real client's page size for a category grid. */
export const GAME_LIST_PAGE_SIZE = 24;
/** hot-games: isPlatform 2 (the mobile site's hot list). */
export const HOT_GAMES_PLATFORM = 2;
/** rank-list: the winner board asks every category. */
export const RANK_LIST_CATEGORY = 'ALL';
/** announcements-object: the types of one announcements call (B banners, PL player notices, PU popups, PR promotions, H hot) and the mobile platform. */
export const ANNOUNCEMENT_TYPES = { banners: 'B', player: 'PL', popup: 'PU', promotion: 'PR', hot: 'H' } as const;
export const ANNOUNCEMENT_PLATFORM = 'M';
/** announcements-object: a content entry for every language not listed. */
export const ANNOUNCEMENT_DEFAULT_LANGUAGE = 'default';
/**
 * The member's wallet as the real member centre asks for it (D3M09/go444
 * Proxy/cache/mobile/mc/memberCenter.e9332f00.js, modules ii9W and gOq+): GET with typeId 0 (all
 * wallets); the answer's sumBalance is the total shown. A failed call shows no error (its
 * extraError entry): the amount simply stays as it was.
 */
export const WALLET_BALANCE_PATH = '/wps/v2/wallets/balance';
export const WALLET_TYPE_ALL = 0;
/** The real member home asks again at most every 1.5 s however often it is opened (throttle 1500). */
export const WALLET_REFRESH_THROTTLE_MS = 1500;
