/**
 * Every number, list and fixed name the product spec gives, in one place, with the spec's words.
 * "A" = spec/access-and-identity.md, "S" = spec/shell-and-content.md (section numbers follow).
 * Pure data: imported by the browser code, the CLI, the schema sources and the sandbox.
 */

/** A1 / S6: white-label switches (whitelabelVal) named in the spec's flag tables. */
export const WHITE_LABEL_SWITCHES = [
  'FIREBASECREATEACC3', // A1: account creation through the identity provider is allowed
  'MOBILENUMPASSREG3', // A1: mobile registration asks for its own password
  'MOBILEAUTOLOGIN3', // A1: auto login after mobile registration
  'REGMOBVERF3', // A1: mobile verification is required at registration
  'TELEGRAMLOGIN3', // A1: messaging-app login enabled
  'LINELOGIN3', // A1: line-app login enabled
  'SSOMANUALREG3', // A1: manual registration required for an unbound social account
  'GEETEST3', // A1: captcha features
  'GEETESTTEST3',
  'GEETESTVCODE3',
  'REWCEN3', // S6: feature switch (reward centre)
  'INBOX3', // S6: feature switch (inbox)
  'MANDATORYAPPUPDATES3', // S4: upgrade modal not closable when on
  'UPDATEMOBILEICC3', // S6: feature switch
] as const;
export type WhiteLabelSwitch = (typeof WHITE_LABEL_SWITCHES)[number];

/** A5 / S5: "A language is accepted only from: ..." */
export const ACCEPTED_LANGUAGES = [
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT',
  'PT-BR', 'MS', 'BN', 'TR', 'FR', 'NE', 'UR-LA', 'TE', 'RU', 'SW', 'KK', 'LO',
] as const;
export type Language = (typeof ACCEPTED_LANGUAGES)[number];
/** A5: "the default is EN". */
export const DEFAULT_LANGUAGE: Language = 'EN';
/** A5: "Browser ZH maps to CN, TW and HK to TW, TL and PH to TY". */
export const BROWSER_LANGUAGE_MAP: Readonly<Record<string, Language>> = {
  ZH: 'CN', TW: 'TW', HK: 'TW', TL: 'TY', PH: 'TY',
};
/** A5 / S3: "The language code map is EN en-US, CN zh-CN, TW zh-HK, plus RU, TH, VI, JA, PT, ES, AR." */
export const LANGUAGE_CODE_MAP: Readonly<Record<string, string>> = {
  EN: 'en-US', CN: 'zh-CN', TW: 'zh-HK', RU: 'ru', TH: 'th', VI: 'vi', JA: 'ja', PT: 'pt', ES: 'es', AR: 'ar',
};
/** A5: "Captcha languages: zh-cn, zh-tw, zh-hk, en, ja, ko, id, es, th, vi, ta." */
export const CAPTCHA_LANGUAGES = ['zh-cn', 'zh-tw', 'zh-hk', 'en', 'ja', 'ko', 'id', 'es', 'th', 'vi', 'ta'] as const;
/** A5: "The captcha language code must be at most 6 characters of letters, digits and hyphen." */
export const CAPTCHA_LANGUAGE_CODE = /^[A-Za-z0-9-]{1,6}$/;

/** S3: menu item types. */
export const MENU_ITEM_TYPES = ['VIP', 'AGENT', 'MISSION', 'SIGNIN', 'SAVIOR', 'PROMOCODE', 'REFERRAL', 'APP', 'SERVICE'] as const;
/** S3: customer-service types. */
export const CUSTOMER_SERVICE_TYPES = ['TX-CHAT', 'AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP'] as const;
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
  '/m/home', '/m/login', '/m/register', '/m/agentRegister', '/m/inviteFriends',
  '/m/sports', '/m/live', '/m/rng', '/m/table', '/m/fish', '/m/pvp', '/m/crash', '/m/arcade',
  '/m/elott', '/m/news', '/m/download', '/m/app',
] as const;

/** A9 / S9: "Default request timeout 30000 ms, JSON, credentials sent." */
export const REQUEST_TIMEOUT_MS = 30000;
/** S2: "Splash overlay hides about 1200 ms after load (plus 200 ms) and is remembered per session." */
export const SPLASH_MIN_MS = 1200;
export const SPLASH_FADE_MS = 200;
/** S2 / S9: "Layout ratio 9/16". */
export const LAYOUT_RATIO = 9 / 16;
