/**
 * Every number the spec gives, pinned by value: changing one constant fails here (a test that
 * compares a constant with itself would pass for any value).
 */
import { describe, it, expect } from 'vitest';
import * as C from './spec-constants.ts';

const PINNED: [keyof typeof C, unknown, string][] = [
  ['REQUEST_TIMEOUT_MS', 30_000, 'A9/S7 request timeout 30000 ms'],
  ['REENTRY_GUARD_MS', 500, 'A9 re-entry guard 500 ms'],
  ['PING_ABORT_MS', 15_000, 'S9 ping abort 15000 ms'],
  ['OFFLINE_NOTICE_MS', 1500, 'S8 offline notice 1.5 s'],
  ['DEVICE_ID_COOKIE_DAYS', 365, 'A9 device id cookie 365 days'],
  ['DEVICE_ID_LENGTH', 36, 'A9 device id length 36'],
  ['PERF_REPORT_DELAY_MS', 5000, 'S4/S9 performance report 5 s (A9 status timing after 5 s rides in it)'],
  ['PERF_REPORT_FORCE_MS', 15_000, 'S4/S9 forced after 15 s'],
  ['EVENT_ATTEMPTS', 3, 'S4 up to 3 attempts'],
  ['EVENT_BACKOFF_BASE_MS', 1000, 'S4 base 1000 ms'],
  ['EVENT_BACKOFF_JITTER_MS', 500, 'S4 plus up to 500 ms jitter'],
  ['EVENT_FALLBACK_ATTEMPTS', 5, 'S4 then a fallback of 5 attempts'],
  ['EVENT_FALLBACK_BASE_MS', 0, 'S4 with base 0'],
  ['PIXEL_COOKIE_DAYS', 90, 'S5/S9 cookies _fbc and _fbp 90 days'],
  ['FACEBOOK_SDK_VERSION', 'v23.0', 'S9 Facebook SDK version v23.0'],
  ['SETTINGS_REFRESH_DEBOUNCE_MS', 300, 'S9 settings refresh debounce 300 ms'],
  ['ALERT_HIDE_INTERVAL_MS', 1000, 'S8 error alerts hide interval 1 s'],
  ['ALERT_HIDE_MAX_TIMES', 3, 'S8 up to 3 times'],
  ['CAPTCHA_TIMEOUT_MS', 5000, 'A9 captcha timeout 5000 ms'],
  ['IDP_GUARD_TIMEOUT_MS', 5000, 'A9 identity-provider guard network timeout 5000 ms'],
  ['IDP_TOKEN_REFRESH_LEAD_MS', 300_000, 'A9 identity library token refresh 5 minutes before expiry'],
  ['IDP_REFRESH_BACKOFF_FIRST_MS', 30_000, 'A9 error backoff from 30 s'],
  ['IDP_REFRESH_BACKOFF_MAX_MS', 960_000, 'A9 doubling to 16 min'],
  ['IDP_UNKNOWN_ERROR', 'auth/unknown', 'A8 identity-provider fallback auth/unknown'],
  ['IDP_CODE_EXPIRED', 'auth/code-expired', 'A8 a missing confirmation result gives auth/code-expired'],
  ['TELEGRAM_FRAME_VERSION', '1.0.1', 'A2 the frame path carries version 1.0.1'],
  ['TELEGRAM_HASH_PARAM', 'tgAuthResult', 'A2 the result in the URL hash as tgAuthResult'],
  ['LINE_REDIRECT_PATH', '/m/home', 'A7 line authorize redirect target /m/home'],
  ['LINE_SCOPE', 'profile openid', 'A7 line authorize scope profile openid'],
  ['SESSION_MAX_BYTES', 1.5 * 1024 * 1024, 'A3 session info over 1.5 MB rejected'],
  ['SPLASH_MIN_MS', 1200, 'S2 splash about 1200 ms'],
  ['SPLASH_FADE_MS', 200, 'S2 plus 200 ms'],
  ['CACHE_LIFETIME_MS', 180_000, 'S9 cache lifetime 180 s'],
  ['CACHE_MAX_ITEMS', 30, 'S9 max 30 items'],
  ['CACHE_CLEANUP_INTERVAL_MS', 300_000, 'S9 cleanup every 300000 ms'],
  ['CACHE_EVICT_OLDEST_SHARE', 0.2, 'S9 20 percent oldest removed'],
  ['THROTTLE_SPACING_MS', 120, 'S9 throttler 120 ms'],
  ['THROTTLE_MARGIN_MS', 30, 'S9 plus 30 ms'],
  ['THROTTLE_MAX_ENTRIES', 100, 'S9 100 entries'],
  ['THROTTLE_PATTERN_MAX_CHARS', 200, 'S9 200-character pattern limit'],
  ['CONCURRENCY_PER_PATH_GROUP', 10, 'S9 concurrency 10 per path group'],
  ['CONCURRENCY_GAME_LIST', 2, 'S9 2 for the game list'],
  ['GAME_LAUNCH_TIMEOUT_MS', 10_000, 'S9 game launch timeout 10000 ms'],
  ['GAME_LAUNCH_DELAY_MS', 150, 'S9 with 150 ms delay'],
  ['IMAGE_EXT_MIN_IOS', 14, 'S5 iOS below 14 gets no image format'],
  ['BEACON_MIN_IOS', 16, 'S7 beacon skipped on iOS below 16'],
  ['INDEXING_MAX_PATH_LEVELS', 2, 'S2 not deeper than two path levels'],
  ['DRAG_SCROLL_DEBOUNCE_MS', 100, 'S9 drag scroll debounce 100 ms'],
  ['DEFAULT_PROFILE_ICON_COUNT', 9, 'S3/S9 PROFILE_ICON_COUNT default 9'],
  ['VENDOR_ORDINAL_START', 100, 'S9 ordinal starts at 100'],
  ['VENDOR_ORDINAL_STEP', 100, 'S9 rises by 100 per category'],
  ['MARQUEE_SPEED_PX_PER_S', 60, 'S9 marquee 60 px per second'],
  ['CURRENCY_CODE_LENGTH', 3, 'S5 the first 3 letters'],
  ['CS_PATH_KEY_LENGTH', 8, 'S3 the last 8 characters as key'],
  ['CHAT_SCRIPT_DELAY_MS', 500, 'S9 chat scripts after 500 ms'],
  ['CHAT_REBIND_DELAYS_MS', [1000, 3000], 'S9 chat openers rebound at 1 s and 3 s'],
  ['MANIFEST_ICON_SIZES', [192, 256, 384, 512], 'S5 manifest icons 192/256/384/512'],
  ['MANIFEST_START_URL', '/m/home', 'S5 manifest start /m/home'],
  ['MANIFEST_SCOPE', '/m/', 'S5 manifest scope /m/'],
  ['MANIFEST_DISPLAY', 'standalone', 'S5 manifest standalone'],
  ['MANIFEST_ORIENTATION', 'portrait', 'S5 manifest portrait'],
  ['MANIFEST_THEME_COLOR', '#ffffff', 'S5 manifest white theme'],
  // Ours (docs/decisions.md, issue 53): the lobby's search.
  ['SEARCH_DEBOUNCE_MS', 300, 'a search is asked 300 ms after the last key'],
  ['SEARCH_MIN_CHARS', 2, 'a search starts at two characters'],
  ['SEARCH_PARAM', 'q', 'the search lives in ?q='],
];

describe('spec constants are the spec numbers', () => {
  it.each(PINNED)('%s = %j (%s)', (name, value) => {
    expect(C[name]).toEqual(value);
  });
  it('the error-alert rule and the code lists', () => {
    expect(C.LOGOUT_CODES).toEqual([
      'CUSTOMER_NOT_LOGIN',
      'customer.not.login',
      'user.or.token.invalid',
      'login.not.session',
    ]);
    expect(C.CLEAR_REMEMBERED_CODES).toEqual(['login.cred.err', 'not.exists.user']);
    expect(C.TOKEN_IP_DIFFERENT).toBe('token_ip_different');
    expect(C.QUIET_CODE_PREFIX).toBe('TOO_MANY_REQUEST');
    expect(C.CAPTCHA_LANGUAGES).toEqual(['zh-cn', 'zh-tw', 'zh-hk', 'en', 'ja', 'ko', 'id', 'es', 'th', 'vi', 'ta']);
    expect(C.CAPTCHA_LANGUAGE_CODE.test('zh-hk')).toBe(true);
    expect(C.CAPTCHA_LANGUAGE_CODE.test('zh-hans')).toBe(false);
    expect(C.ACCEPTED_LANGUAGES).toHaveLength(28);
  });
});
