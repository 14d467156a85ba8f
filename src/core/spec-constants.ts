/**
 * Every number, list and fixed name the product spec gives, in one place, with the spec's words.
 * "A" = spec/access-and-identity.md, "S" = spec/shell-and-content.md (section numbers follow).
 * Pure data: imported by the browser code, the CLI, the schema sources and the sandbox.
 */

/** A1 / S6: white-label switches (whitelabelVal) named in the spec's flag tables; what each does: SWITCH_EFFECTS (schema/merchant-config.ts). */
export const WHITE_LABEL_SWITCHES = [
  'FIREBASECREATEACC3',
  'MOBILENUMPASSREG3',
  'MOBILEAUTOLOGIN3',
  'REGMOBVERF3',
  'TELEGRAMLOGIN3',
  'LINELOGIN3',
  'SSOMANUALREG3',
  'GEETEST3',
  'GEETESTTEST3',
  'GEETESTVCODE3',
  'REWCEN3',
  'INBOX3',
  'MANDATORYAPPUPDATES3',
  'UPDATEMOBILEICC3',
] as const;
export type WhiteLabelSwitch = (typeof WHITE_LABEL_SWITCHES)[number];
export const isWhiteLabelSwitch = (name: string): name is WhiteLabelSwitch =>
  (WHITE_LABEL_SWITCHES as readonly string[]).includes(name);

/** A5 / S5: "A language is accepted only from: ..." */
export const ACCEPTED_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'TE',
  'RU',
  'SW',
  'KK',
  'LO',
] as const;
export type Language = (typeof ACCEPTED_LANGUAGES)[number];
/** A5: "the default is EN". */
export const DEFAULT_LANGUAGE: Language = 'EN';
/** A5: "Browser ZH maps to CN, TW and HK to TW, TL and PH to TY". */
export const BROWSER_LANGUAGE_MAP: Readonly<Record<string, Language>> = {
  ZH: 'CN',
  TW: 'TW',
  HK: 'TW',
  TL: 'TY',
  PH: 'TY',
};
/** A5 / S3: "The language code map is EN en-US, CN zh-CN, TW zh-HK, plus RU, TH, VI, JA, PT, ES, AR." */
export const LANGUAGE_CODE_MAP: Readonly<Record<string, string>> = {
  EN: 'en-US',
  CN: 'zh-CN',
  TW: 'zh-HK',
  RU: 'ru',
  TH: 'th',
  VI: 'vi',
  JA: 'ja',
  PT: 'pt',
  ES: 'es',
  AR: 'ar',
};
/** A5: "Captcha languages: zh-cn, zh-tw, zh-hk, en, ja, ko, id, es, th, vi, ta." */
export const CAPTCHA_LANGUAGES = ['zh-cn', 'zh-tw', 'zh-hk', 'en', 'ja', 'ko', 'id', 'es', 'th', 'vi', 'ta'] as const;
/** A5: "The captcha language code must be at most 6 characters of letters, digits and hyphen." */
export const CAPTCHA_LANGUAGE_CODE = /^[A-Za-z0-9-]{1,6}$/;

/** S3: menu item types. */
export const MENU_ITEM_TYPES = [
  'VIP',
  'AGENT',
  'MISSION',
  'SIGNIN',
  'SAVIOR',
  'PROMOCODE',
  'REFERRAL',
  'APP',
  'SERVICE',
] as const;
/** S3: customer-service types. */
export const CUSTOMER_SERVICE_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
/** S3: "path (obfuscated; decoded using the last 8 characters as key)". */
export const CS_PATH_KEY_LENGTH = 8;
/** S9: "Chat scripts load after 500 ms; chat opener rebinding at 1 s and 3 s." */
export const CHAT_SCRIPT_DELAY_MS = 500;
export const CHAT_REBIND_DELAYS_MS = [1000, 3000] as const;
/** S3: download link resource types. */
export const RESOURCE_TYPES = ['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon'] as const;
/** S3: banner linkage types: P opens a promotion, URL opens the link, G opens a game. */
export const BANNER_LINKAGE_TYPES = ['P', 'URL', 'G'] as const;
/** S3: available promotions the rule context exposes (APP_DOWNLOAD and REFERRAL named; the menu's promotions, S6). */
export const PROMOTION_KEYS = ['APP_DOWNLOAD', 'REFERRAL', 'MISSION', 'LOGIN', 'RESCUE', 'PROMOCODE'] as const;
/** A3: registerMethod values. */
export const REGISTER_METHODS = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
/** A3: geetest version default v3. */
export const GEETEST_VERSIONS = ['v3', 'v4'] as const;
/** S3: "PROFILE_ICON_COUNT default 9". */
export const DEFAULT_PROFILE_ICON_COUNT = 9;

/** A2 / S2: routes that need no token. Every other /m/ route needs one. */
export const PUBLIC_ROUTES = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/agentRegister',
  '/m/inviteFriends',
  '/m/activity',
  '/m/sports',
  '/m/live',
  '/m/rng',
  '/m/table',
  '/m/fish',
  '/m/pvp',
  '/m/crash',
  '/m/arcade',
  '/m/elott',
  '/m/news',
  '/m/download',
  '/m/app',
] as const;

/** S2: every route the spec's table names (the public ones and those that need a token); a player can land on each. */
export const SPEC_ROUTES = [
  ...PUBLIC_ROUTES,
  '/m/launchGame',
  '/m/feedback',
  '/m/changePsw',
  '/m/member/home',
] as const;

/** A9 / S9: "Default request timeout 30000 ms, JSON, credentials sent." */
export const REQUEST_TIMEOUT_MS = 30000;
/** S2: "Splash overlay hides about 1200 ms after load (plus 200 ms) and is remembered per session." */
export const SPLASH_MIN_MS = 1200;
export const SPLASH_FADE_MS = 200;

// ---- Shared request behaviour (S7 "Shared behaviour", S9, A9) ----
/** S9: "Request concurrency 10 per path group; 2 for the game list." */
export const CONCURRENCY_PER_PATH_GROUP = 10;
export const CONCURRENCY_GAME_LIST = 2;
/** S9: "Cache lifetime 180 s; max 30 items; cleanup every 300000 ms; 20 percent oldest removed." */
export const CACHE_LIFETIME_MS = 180_000;
export const CACHE_MAX_ITEMS = 30;
export const CACHE_CLEANUP_INTERVAL_MS = 300_000;
export const CACHE_EVICT_OLDEST_SHARE = 0.2;
/** S9: "Throttler 120 ms plus 30 ms; 100 entries; 200-character pattern limit." (GETs under /wps/) */
export const THROTTLE_SPACING_MS = 120;
export const THROTTLE_MARGIN_MS = 30;
export const THROTTLE_MAX_ENTRIES = 100;
export const THROTTLE_PATTERN_MAX_CHARS = 200;
/** S9: "ping abort 15000 ms" (event upload fallback GET /wps/system/test/ping). */
export const PING_ABORT_MS = 15_000;
/** S5: "The image format (avif or webp) is checked and cached; iOS below 14 gets none." */
export const IMAGE_EXT_MIN_IOS = 14;
/** S7: relay calls live under /wps/relay/<NAME>. */
export const RELAY_PREFIX = '/wps/relay/';
/** A7 / S7: "Token and authorization query parameters are stripped from URLs." */
export const STRIPPED_QUERY_PARAMS = ['token', 'authorization'] as const;

// ---- Error catalogue (A8, S8) ----
/** "CUSTOMER_NOT_LOGIN, customer.not.login, user.or.token.invalid, login.not.session, HTTP 401: log out, clear session storage, alert asking to log in, go to /m/login" */
export const LOGOUT_CODES = [
  'CUSTOMER_NOT_LOGIN',
  'customer.not.login',
  'user.or.token.invalid',
  'login.not.session',
] as const;
/** "Code starting with TOO_MANY_REQUEST: no popup" */
export const QUIET_CODE_PREFIX = 'TOO_MANY_REQUEST';
/** "domain_not_available (status call): modal with the error data" */
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';
/** S8: "offline notice (key network_offline), shown 1.5 s" */
export const OFFLINE_NOTICE_MS = 1500;
export const OFFLINE_NOTICE_KEY = 'network_offline';
/** A8: "No network on https: 'Internet lost, please refresh the page'"; "Plain http with no error code: 'Network Error / CORS Errors'" */
export const TEXT_OFFLINE = 'Internet lost, please refresh the page';
export const TEXT_CORS = 'Network Error / CORS Errors';
/** S8: "Error alerts hide interval 1 s up to 3 times." */
export const ALERT_HIDE_INTERVAL_MS = 1000;
export const ALERT_HIDE_MAX_TIMES = 3;
/** S7: "POST /wps/system/collect: beacon; skipped on iOS below 16". */
export const BEACON_MIN_IOS = 16;
/** S4 / S9: "game launch timeout 10000 ms with 150 ms delay". */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
export const GAME_LAUNCH_DELAY_MS = 150;
/** A7: registration module ids. */
export const MODULE_ID_REGISTER = 'REG3';
export const MODULE_ID_REGISTER_MOBILE = 'MOBILENUMREG3';
/** A3 / A5: "Session info ... rejected if larger than 1.5 MB." */
export const SESSION_MAX_BYTES = 1.5 * 1024 * 1024;
/** A2 / S2: "token or tokens: a session token supplied in the URL". */
export const URL_TOKEN_PARAMS = ['token', 'tokens'] as const;
/** S2: search-engine indexing only on public pages no deeper than two path levels, on hosts starting with www or localhost. */
export const INDEXING_MAX_PATH_LEVELS = 2;
export const INDEXING_HOST_PREFIXES = ['www', 'localhost'] as const;
/** S9: "drag scroll debounce 100 ms". */
export const DRAG_SCROLL_DEBOUNCE_MS = 100;
/** S2: "After an update or reload, the listed pages reload; any other page is replaced with /m/home." (aliases served by a screen) */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/m/index': '/m/home',
  '/m/index.html': '/m/home',
  '/m/register.html': '/m/register',
  '/m/game': '/m/elott',
};

// ---- Access (A4, A5, A9) ----
/** A9: "Re-entry guard for login and registration: 500 ms." */
export const REENTRY_GUARD_MS = 500;
/** A3 / A9: "Device id length 36; cookie 365 days." */
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE_DAYS = 365;
export const DEVICE_ID_KEY = 'deviceId';
/** A9: "Captcha timeout 5000 ms". */
export const CAPTCHA_TIMEOUT_MS = 5000;
/** A8 captcha texts. */
export const TEXT_VERIFY_FIRST = 'verify_first';
export const TEXT_VERIFY_TOO_FAST = 'verify geetest too fast';
export const TEXT_NOT_SETUP_GEETEST = 'not setup geetest';
export const TEXT_GEETEST_NOT_WORK = 'Geetest service not work';
/** A3 local storage keys. */
export const STORAGE_KEYS = {
  remembered: 'rememberMe',
  rememberKey: 'rememberKey',
  autoLogin: 'autoLogin',
  regInfo: 'reg_info',
  tid: 'tid',
  webclip: 'WEBCLIP',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  pixelTrack: 'pixelTrack',
  lineToken: 'lineSessionToken',
} as const;
/** A3 "pixelTrack": the ids it may hold (only non-empty ones are sent; null if all are empty). */
export const PIXEL_TRACK_FIELDS = [
  'tid',
  'facebookPixelId',
  'facebookClickId',
  'tiktokPixelId',
  'tiktokClickId',
  'gtagId',
  'gtmId',
  'kwaiPixelId',
  'kwaiClickId',
  'keyword',
  'fbc',
  'fbp',
  'twclid',
  'utm_source',
  'voluumCid',
  'propellerVisitorId',
  'kadamId',
  'okspIds',
  'phxClickId',
  'mgsClickId',
  'devilsClickId',
  'macanClickId',
] as const;
/** A4: codes that clear the remembered credential when auto login fails. */
export const CLEAR_REMEMBERED_CODES = ['login.cred.err', 'not.exists.user'] as const;
export const TOKEN_IP_DIFFERENT = 'token_ip_different';
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';
// ---- Third-party sign-in (A2, A3, A4, A7, A8) ----
/** A7: the line-app authorize redirect: "response_type code, client_id, redirect target /m/home, scope profile openid, state, nonce" (PKCE S256 added). */
export const LINE_AUTHORIZE_URL = 'https://access.line.me/oauth2/v2.1/authorize';
export const LINE_REDIRECT_PATH = '/m/home';
export const LINE_SCOPE = 'profile openid';
/** A2: the messaging-app result "in the URL hash as tgAuthResult"; the frame path "carries version 1.0.1 and a time rounded to the minute". */
export const TELEGRAM_HASH_PARAM = 'tgAuthResult';
export const TELEGRAM_FRAME_VERSION = '1.0.1';
/** Our choice (docs/decisions.md): the in-tab return carries the tab's one-time nonce, so a result in someone else's link is not taken. */
export const TELEGRAM_RETURN_NONCE_PARAM = 'tgs';
export const TELEGRAM_FRAME_EVENTS = { popupBlocked: 'popupBlocked', authData: 'getTgAuthData' } as const;
/** A8 codes of third-party sign-in. */
export const LINE_INVALID_TOKEN = 'line_invalid_token';
export const NOT_EXISTS_USER = 'not.exists.user';
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
export const TELEGRAM_VALIDATE_FAILED = 'telegram_validate_failed';
/** A8 texts (i18n keys): "Popup blocked (messaging app): popup_blocked message"; A6 coming_soon. */
export const TEXT_POPUP_BLOCKED = 'popup_blocked';
export const TEXT_COMING_SOON = 'coming_soon';
/** A9: "identity-provider guard network timeout 5000 ms". */
export const IDP_GUARD_TIMEOUT_MS = 5000;
/** A9: "Identity library token refresh 5 minutes before expiry, with error backoff from 30 s doubling to 16 min". */
export const IDP_TOKEN_REFRESH_LEAD_MS = 5 * 60_000;
export const IDP_REFRESH_BACKOFF_FIRST_MS = 30_000;
export const IDP_REFRESH_BACKOFF_MAX_MS = 16 * 60_000;
/** A8: identity-provider errors: the fallback code, the code for a missing confirmation, the cancelled popups (ignored). */
export const IDP_UNKNOWN_ERROR = 'auth/unknown';
export const IDP_CODE_EXPIRED = 'auth/code-expired';
export const IDP_CANCELLED_CODES = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'] as const;
/** A5: "Incognito mode blocks identity-provider social login (message not_support_incognito)". */
export const TEXT_NOT_SUPPORT_INCOGNITO = 'not_support_incognito';
/** Our choice (docs/decisions.md): the Maya app opens the site with these query parameters. */
export const MAYA_SESSION_PARAM = 'mayaSessionId';
export const MAYA_ENV_PARAM = 'mayaEnv';

/** A2: query parameters appended to redirectUrl after login. */
export const REDIRECT_PARAMS = { b2c: '1' } as const;

// ---- Games and lobby (S3, S4, S5, S9) ----
/** S9: "Default vendor ordinal starts at 100 and rises by 100 per category". */
export const VENDOR_ORDINAL_START = 100;
export const VENDOR_ORDINAL_STEP = 100;
/** S9: "ELOTT also maps ELOTTO to the same and SEA_LOTT to +5; LOTT maps VIETNAM_LOTTO to +1." */
export const CLASSIFY_ORDINAL_ALIASES: Readonly<Record<string, { of: string; plus: number }>> = {
  ELOTTO: { of: 'ELOTT', plus: 0 },
  SEA_LOTT: { of: 'ELOTT', plus: 5 },
  VIETNAM_LOTTO: { of: 'LOTT', plus: 1 },
};
/** S9: "Vendor codes RNG and PVP merge into TCG." */
export const MERGED_VENDOR_CODES: Readonly<Record<string, string>> = { RNG: 'TCG', PVP: 'TCG' };
/** S9: "marquee speed 60 px per second". */
export const MARQUEE_SPEED_PX_PER_S = 60;
/** S5: "Currency TLB maps to PHP; otherwise the first 3 letters are used." */
export const CURRENCY_ALIASES: Readonly<Record<string, string>> = { TLB: 'PHP' };
export const CURRENCY_CODE_LENGTH = 3;
/** S3: banners without a group are in "m_top". */
export const DEFAULT_BANNER_GROUP = 'm_top';
/** S4 lottery launch (Vietnam mode) and its Southeast-Asia variant (S7 GET /wps/game/launchGame). */
export const LOTTO_AREA_VN = 'VN';
export const LOTTO_LAUNCH_MODE = 'LOTT';
export const LOTTO_MODE_SEA = 'SEA_Tradition_Mobile';
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;
/** S7: trial launches say which platform they are for. */
export const TRIAL_PLATFORM = 'html5' as const;
/** S8 texts (i18n keys) of game launch. */
export const TEXT_TIMEOUT_RETRY = 'timeout_retry_please';
export const TEXT_START_GAME_ERROR = 'label_start_game_error';
// ---- Tracking (S3, S4, S5, S7, S9) ----
/** S3 local storage keys of tracking (firstOpen once per device; firstDeposit: customer ids already counted). */
export const TRACK_STORAGE_KEYS = {
  firstOpen: 'firstOpen',
  firstDeposit: 'firstDeposit',
  s2sInfo: 's2s_info',
  a2hsFirstOpen: 'a2hsFirstOpen',
} as const;

// Constants by domain, each in a module of its own (a module lands whole in the chunk of its first
// user, so the first screen does not carry what only later code uses); import them from here.
export * from './constants/index.ts';
