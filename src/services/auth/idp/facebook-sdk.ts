/**
 * The Facebook SDK (S9 "Facebook SDK version v23.0"), for Facebook sign-in where the identity
 * provider's popup cannot work: in-app browsers (docs/decisions.md). Loaded on the tap that needs
 * it, once, from the merchant config's address (the sandbox's stand-in in tests), and started with
 * the merchant's facebookAppId. FB.login gives an access token the identity provider then checks.
 */
import { FACEBOOK_SDK_VERSION } from '../../../core/spec-constants.ts';
import { IdpError } from './idp-error.ts';

interface LoginResponse {
  status: string;
  authResponse: { accessToken?: string } | null;
}
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(done: (r: LoginResponse) => void, o: { scope: string }): void;
}
declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

let loading: { key: string; sdk: Promise<FacebookSdk> } | undefined;

/** The SDK from `src`, initialised for `appId` (the page loads it once; a failed load can be tried again). */
export function facebookSdk(src: string, appId: string): Promise<FacebookSdk> {
  const key = `${src}|${appId}`;
  if (loading?.key === key) return loading.sdk;
  const sdk = new Promise<FacebookSdk>((resolve, reject) => {
    // The SDK calls fbAsyncInit once it has defined FB.
    window.fbAsyncInit = () => {
      // No cookie (the site's session is its own) and no XFBML parsing (no social plugins here).
      window.FB!.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
      resolve(window.FB!);
    };
    const script = Object.assign(document.createElement('script'), { src, async: true, crossOrigin: 'anonymous' });
    script.onerror = () => {
      loading = undefined;
      reject(new IdpError('auth/network-request-failed', 'the Facebook SDK did not load'));
    };
    document.head.appendChild(script);
  });
  loading = { key, sdk };
  return sdk;
}

/** Facebook's login; its access token, or a cancelled sign-in (the player closed it: no error shown). */
export function facebookAccessToken(fb: FacebookSdk): Promise<string> {
  return new Promise((resolve, reject) => {
    fb.login(
      (r) => {
        const token = r.status === 'connected' ? r.authResponse?.accessToken : undefined;
        if (token) resolve(token);
        else reject(new IdpError('auth/popup-closed-by-user', `Facebook sign-in ended: ${r.status}`));
      },
      { scope: 'public_profile,email' },
    );
  });
}
