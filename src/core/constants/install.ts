/**
 * The spec's constants of installing the app (S2, S4, S5, S8, S9): the download bar and popup, add
 * to home screen, the native app bridge and its upgrade modal, the home-screen manifest.
 * Re-exported by spec-constants.ts.
 */
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

// ---- The home-screen manifest built from the template (S5) ----
/** S5: "icons 192/256/384/512, start /m/home, scope /m/, standalone, portrait, white theme". */
export const MANIFEST_ICON_SIZES = [192, 256, 384, 512] as const;
export const MANIFEST_START_URL = '/m/home';
export const MANIFEST_SCOPE = '/m/';
export const MANIFEST_DISPLAY = 'standalone';
export const MANIFEST_ORIENTATION = 'portrait';
export const MANIFEST_THEME_COLOR = '#ffffff';

// ---- First-visit prompts, one at a time (issue 52; our choice, docs/decisions.md) ----
/** The order of the first-visit prompts: the announcement popups, then the install offer, then the push opt-in. */
export const PROMPT_ORDER = ['popups', 'install', 'push'] as const;
/** A prompt opens only once the player has paused this long (no tap, key or scroll): never under a tap in flight. */
export const PROMPT_PAUSE_MS = 1000;
/** Closing the announcement popups keeps them closed for the local day (our key), as the push prompt is. */
export const POPUPS_CLOSED_KEY = 'popupsClosed';
