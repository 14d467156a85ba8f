/**
 * Spec constants that only code loaded after the first screen uses (the tracker, the pixels, the
 * download bar). Kept in their own file so the first screen does not download them; spec-constants.ts
 * re-exports them, and code imports them from there.
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
// ---- The Facebook SDK (S9), for Facebook sign-in in in-app browsers (docs/decisions.md) ----
/** S9: "Facebook SDK version v23.0". */
export const FACEBOOK_SDK_VERSION = 'v23.0';
/** Where the SDK loads from (the merchant config's sms.facebookSdkUrl defaults to it; the sandbox answers its stand-in). */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
// ---- Download bar and popup (S2, S4, S5) ----
/** S2: "store rating shown as 5.0". */
export const APP_RATING_SHOWN = '5.0';
/** S4: "Links ending mobileconfig, apk or ipa trigger a download." */
export const DOWNLOAD_FILE_EXTENSIONS = ['mobileconfig', 'apk', 'ipa'] as const;
/** S4: "On iOS 17 and later a profile-download tip is shown." */
export const PROFILE_TIP_MIN_IOS = 17;
/** S4: "Closing stores a session flag" (our key). */
export const DOWNLOAD_BAR_CLOSED_KEY = 'downloadBarClosed';
// ---- Add to home screen (S2, S4, S9) ----
/** S2: "The add-to-home-screen prompt is offered at start on /, /m/home and /m/index.html." */
export const A2HS_PATHS = ['/', '/m/home', '/m/index.html'] as const;
/** S4: "waits up to 20 tries at 150 ms intervals for the browser install prompt". */
export const A2HS_PROMPT_TRIES = 20;
export const A2HS_PROMPT_INTERVAL_MS = 150;
/** S4: "The bottom popup (cancel and agree) appears after 1 s, with a 250 ms animation." */
export const A2HS_POPUP_DELAY_MS = 1000;
export const A2HS_POPUP_ANIMATION_MS = 250;
/** S4: "Installed event: the counter is set to 99". */
export const A2HS_INSTALLED_COUNT = 99;
/** S4 storage (our key names): the flag when no prompt came, the session flags and counter of a decline, the installed flag. */
export const A2HS_KEYS = {
  noPrompt: 'a2hsNoPrompt',
  declined: 'a2hsDeclined',
  count: 'a2hsCount',
  installed: 'a2hsInstalled',
} as const;
/** S8: the install toast (i18n key). */
export const A2HS_INSTALLING_KEY = 'a2hs_installing';
// ---- Native app bridge and upgrade modal (S4, S8, S9) ----
/** S9: "native callback time-out default 10000 ms". */
export const NATIVE_CALLBACK_TIMEOUT_MS = 10_000;
/** S8: "native callbacks starting with 'Failure' alert". */
export const NATIVE_FAILURE_PREFIX = 'Failure';
/** Issue 14 / S4: installation states polled every 100 ms. */
export const INSTALL_STATE_POLL_MS = 100;

// ---- Settings refresh (S9) ----
/** S9: "settings refresh debounce 300 ms": triggers this close together make one status call. */
export const SETTINGS_REFRESH_DEBOUNCE_MS = 300;

// ---- The home-screen manifest built from the template (S5) ----
/** S5: "icons 192/256/384/512, start /m/home, scope /m/, standalone, portrait, white theme". */
export const MANIFEST_ICON_SIZES = [192, 256, 384, 512] as const;
export const MANIFEST_START_URL = '/m/home';
export const MANIFEST_SCOPE = '/m/';
export const MANIFEST_DISPLAY = 'standalone';
export const MANIFEST_ORIENTATION = 'portrait';
export const MANIFEST_THEME_COLOR = '#ffffff';
