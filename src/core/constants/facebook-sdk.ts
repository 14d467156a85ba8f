/** The Facebook SDK (S9), for Facebook sign-in in in-app browsers. Re-exported by spec-constants.ts. */
// ---- The Facebook SDK (S9), for Facebook sign-in in in-app browsers (docs/decisions.md) ----
/** S9: "Facebook SDK version v23.0". */
export const FACEBOOK_SDK_VERSION = 'v23.0';
/** Where the SDK loads from (the merchant config's sms.facebookSdkUrl defaults to it; the sandbox answers its stand-in). */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';
