/**
 * The spec's tracking constants (S3, S4, S5, S7, S9): event names, delivery, pixels. Re-exported by
 * spec-constants.ts: code imports them from there. A module of its own so a first screen that
 * does not deliver events does not carry them (a module used anywhere lands whole in the chunk
 * of its first user).
 */
// ---- Tracking (S3, S4, S5, S7, S9) ----
/** S3: "Tracking event names". */
export const TRACK_EVENT_NAMES = [
  'firstOpen',
  'registerSubmit',
  'register',
  'depositSubmit',
  'firstDeposit',
  'withdraw',
  'deposit',
  'redeposit',
  'firstDepositArrival',
  'startTrial',
  'login',
  'viewContent',
  'downloadApp',
  'gameLaunch',
  'a2hsInstalled',
  'a2hsFirstOpen',
] as const;
/** S4: "Events are sent with up to 3 attempts using exponential backoff (base 1000 ms plus up to 500 ms jitter), then a fallback of 5 attempts with base 0." */
export const EVENT_ATTEMPTS = 3;
export const EVENT_BACKOFF_BASE_MS = 1000;
export const EVENT_BACKOFF_JITTER_MS = 500;
export const EVENT_FALLBACK_ATTEMPTS = 5;
export const EVENT_FALLBACK_BASE_MS = 0;
/** S4 / S9: "Performance report 5 s, forced 15 s." */
export const PERF_REPORT_DELAY_MS = 5000;
export const PERF_REPORT_FORCE_MS = 15_000;
/** S5 / S9: "cookies _fbc and _fbp 90 days". */
export const PIXEL_COOKIE_DAYS = 90;
/** S3 "Ad attribution (s2s_info)": the ids the native app supplies. */
export const S2S_INFO_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;
/** S7 "Advertising pixels are loaded for several networks": each network's own script (the sandbox answers stand-ins). */
export const PIXEL_SCRIPT_URLS = {
  facebook: 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  gtag: 'https://www.googletagmanager.com/gtag/js',
  gtm: 'https://www.googletagmanager.com/gtm.js',
  kwai: 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js',
} as const;
