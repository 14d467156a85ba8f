/**
 * Identity-provider sign-in (A4/A5/A8): phone (an SMS code the provider sends), Google, Facebook,
 * Twitter. The SDK loads only here (sdk.ts, its own chunk). Its calls are guarded by the 5000 ms
 * network guard; its errors are told as the translated text for the code plus "Code:" and
 * "Reason:" lines (auth/unknown when the code has no text), a missing confirmation is
 * auth/code-expired, a cancelled popup is no error. Social sign-in is refused in a private
 * window (not_support_incognito). The ID token then signs in at the back end (type firebase).
 */
import { tenantStore, sessionStore } from '../../../state/app.ts';
import { detectPlatform } from '../../session/platform.ts';
import { wps } from '../../http/instance.ts';
import { WpsError } from '../../http/wps-error.ts';
import { pushAlert } from '../../app-port/notify.ts';
import { appPort } from '../../app-port/port.ts';
import { loadChunk } from '../../scheduling/chunks.ts';
import { deviceFacts, formText, guarded } from '../common.ts';
import { identityLogin, SOCIAL_LOGIN_CODES } from '../social/identity.ts';
import { isPrivateWindow } from './incognito.ts';
import { socialStandIn } from './stand-in.ts';
import { IdpError } from './idp-error.ts';
import { facebookSdk, facebookAccessToken } from './facebook-sdk.ts';
import {
  IDP_GUARD_TIMEOUT_MS,
  IDP_UNKNOWN_ERROR,
  IDP_CODE_EXPIRED,
  IDP_CANCELLED_CODES,
  TEXT_NOT_SUPPORT_INCOGNITO,
  TEXT_COMING_SOON,
} from '../../../core/spec-constants.ts';
import type { ConfirmationResult } from 'firebase/auth';
import { withTimeout } from '../../scheduling/timeout.ts';
import type { SocialProvider, SignedIn } from './sdk.ts';
import { keepTokenFresh } from './token-refresh.ts';
import { appSignsIn, askAppToSignIn } from '../../native/sign-in.ts';
import { authStore, type PendingIdentity } from '../../../state/auth.ts';

const sdk = () => loadChunk(() => import('./sdk.ts'));

/** A9: the provider's calls give up after 5000 ms (a network that never answers is a network error). */
export const guardNetwork = <T>(p: Promise<T>, ms = IDP_GUARD_TIMEOUT_MS): Promise<T> =>
  withTimeout(
    p,
    ms,
    () => new IdpError('auth/network-request-failed', `no answer from the identity provider in ${ms} ms`),
  );

/** A8: "Translated text for the error code, plus 'Code:' and 'Reason:' lines; fallback auth/unknown". */
export function idpErrorText(e: unknown, t: (key: string) => string): string | null {
  const code = typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : IDP_UNKNOWN_ERROR;
  if ((IDP_CANCELLED_CODES as readonly string[]).includes(code)) return null; // the player closed the popup
  // i18n keys cannot hold "/": auth/invalid-verification-code is auth.invalid-verification-code.
  const key = (c: string) => c.replace('/', '.');
  const translated = t(key(code));
  const text = translated === key(code) ? t(key(IDP_UNKNOWN_ERROR)) : translated;
  const reason = (e as Error)?.message || code;
  return `${text}\nCode: ${code}\nReason: ${reason}`;
}

function report(e: unknown): void {
  const text = idpErrorText(e, (k) => appPort().t(k));
  if (text) pushAlert(text);
}

/**
 * The ID token signs in; an account no member has goes to registration or the choice (A4), and
 * while it waits there its token is kept fresh (A9).
 */
async function loginWithIdToken(user: SignedIn, channel: string): Promise<void> {
  const d = await deviceFacts();
  const identity: PendingIdentity = { provider: 'firebase', idToken: user.token, channel };
  await identityLogin(identity, () =>
    wps().session.login(
      {
        type: 'firebase',
        firebaseChannel: channel,
        firebaseIdToken: user.token,
        loginDeviceId: d.loginDeviceId,
        isOfficialAppLogin: d.isOfficialAppLogin,
      },
      d.kind,
      { expected: SOCIAL_LOGIN_CODES },
    ),
  );
  const waiting = authStore.pendingIdentity;
  if (waiting?.provider === 'firebase' && waiting.idToken === user.token)
    keepTokenFresh(
      user,
      user.renew,
      (t) => {
        waiting.idToken = t.token;
      },
      () => authStore.pendingIdentity === waiting || authStore.identityToLink === waiting,
    );
}

const merchantSms = () => tenantStore.merchant!.sms;
let confirmation: ConfirmationResult | null = null;

/** A5: "The phone for identity-provider SMS is sent as plus, dialling code, number"; digits only. */
export function providerPhone(dialingCode: string, number: string): string | null {
  return /^\d+$/.test(dialingCode) && /^\d+$/.test(number) ? `+${dialingCode}${number}` : null;
}

export async function sendProviderCode(form: Record<string, unknown>): Promise<void> {
  const phone = providerPhone(formText(form.countryDialingCode), formText(form.mobileNum));
  if (!phone) {
    pushAlert(appPort().t('validation.phoneDigits'));
    return;
  }
  try {
    const s = await sdk();
    const auth = s.authFor(merchantSms(), tenantStore.language);
    const holder =
      document.getElementById('idp-recaptcha') ??
      document.body.appendChild(Object.assign(document.createElement('div'), { id: 'idp-recaptcha' }));
    confirmation = await guardNetwork(s.sendPhoneCode(auth, phone, holder));
    pushAlert(appPort().t('idp.codeSent'));
  } catch (e) {
    report(e);
  }
}

export async function confirmProviderCode(form: Record<string, unknown>): Promise<void> {
  try {
    if (!confirmation) throw new IdpError(IDP_CODE_EXPIRED, 'no SMS code was sent for this sign-in, or it was used');
    const result = await guardNetwork(confirmation.confirm(formText(form.smsCode)));
    confirmation = null;
    await loginWithIdToken(await (await sdk()).signedIn(result.user), 'phone');
  } catch (e) {
    if (e instanceof WpsError) throw e; // the back end's answer: the client told it
    report(e);
  }
}

/**
 * The auth.idp action: phone confirms the form's code; the others open the provider. Facebook and
 * Twitter inside the native app go through the app's own sign-in when it says it has it, else
 * coming_soon (A6: the provider's popup cannot work in the app's web view).
 */
export function identityProviderSignIn(
  provider: 'phone' | SocialProvider,
  form: Record<string, unknown>,
): Promise<void> {
  if (sessionStore.token) return Promise.resolve(); // A6: only without a session
  if (provider === 'phone') return guarded('social', () => confirmProviderCode(form));
  if ((provider === 'facebook' || provider === 'twitter') && detectPlatform().nativeApp) {
    if (appSignsIn(provider)) return guarded('social', () => signInThroughApp(provider));
    pushAlert(appPort().t(TEXT_COMING_SOON));
    return Promise.resolve();
  }
  return guarded('social', () => socialSignIn(provider));
}

/** The app's SDK signs the player in and hands over the provider's credential; the identity provider checks it. */
async function signInThroughApp(provider: 'facebook' | 'twitter'): Promise<void> {
  const c = await askAppToSignIn<Partial<Record<'accessToken' | 'token' | 'secret', unknown>>>(provider);
  if (!c) return;
  const credential =
    provider === 'facebook' && typeof c.accessToken === 'string'
      ? { accessToken: c.accessToken }
      : provider === 'twitter' && typeof c.token === 'string' && typeof c.secret === 'string'
        ? { token: c.token, secret: c.secret }
        : null;
  try {
    if (!credential) throw new IdpError('auth/invalid-credential', `the app sent no ${provider} credential`);
    const s = await sdk();
    const auth = s.authFor(merchantSms(), tenantStore.language);
    await loginWithIdToken(await guardNetwork(s.credentialSignIn(auth, provider, credential)), provider);
  } catch (e) {
    if (e instanceof WpsError) throw e;
    report(e);
  }
}

/** The identity provider's popup does not work in in-app browsers; the Facebook SDK's login does (docs/decisions.md). */
const viaFacebookSdk = (provider: SocialProvider) =>
  provider === 'facebook' && detectPlatform().inAppBrowser && !!merchantSms().facebookAppId;

async function facebookSdkToken(sms: ReturnType<typeof merchantSms>): Promise<string> {
  const fb = await guardNetwork(facebookSdk(sms.facebookSdkUrl, sms.facebookAppId));
  return facebookAccessToken(fb);
}

export async function socialSignIn(provider: SocialProvider): Promise<void> {
  if (await isPrivateWindow()) {
    pushAlert(appPort().t(TEXT_NOT_SUPPORT_INCOGNITO));
    return;
  }
  try {
    const s = await sdk();
    const sms = merchantSms();
    const auth = s.authFor(sms, tenantStore.language);
    // Facebook in an in-app browser: the Facebook SDK's login, whose access token the provider checks.
    // Otherwise the one seam: the provider's popup, or on the emulator its stand-in and fake credential.
    const user = viaFacebookSdk(provider)
      ? await s.credentialSignIn(auth, provider, { accessToken: await facebookSdkToken(sms) })
      : sms.authEmulatorUrl
        ? await s.emulatorCredentialSignIn(auth, provider, await socialStandIn(provider))
        : await s.popupSignIn(auth, provider);
    await loginWithIdToken(user, provider);
  } catch (e) {
    if (e instanceof WpsError) throw e;
    report(e);
  }
}
