/**
 * The identity provider's SDK (Firebase Auth, modular): the only module that imports it, loaded
 * when a player uses an identity-provider button, never with the first screen. One app per
 * merchant config; the emulator when the back end names one (test back ends only).
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  initializeAuth,
  inMemoryPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  RecaptchaVerifier,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithCredential,
  GoogleAuthProvider,
  FacebookAuthProvider,
  TwitterAuthProvider,
  type Auth,
  type ConfirmationResult,
  type User,
} from 'firebase/auth';
import type { MerchantConfig } from '../../../core/schema/merchant-config.ts';

export type SocialProvider = 'google' | 'facebook' | 'twitter';

/** A signed-in user's ID token, when it expires, and how to get a new one. */
export interface SignedIn {
  token: string;
  expiresAt: number;
  renew: () => Promise<{ token: string; expiresAt: number }>;
}
export async function signedIn(user: User): Promise<SignedIn> {
  const read = async (force: boolean) => {
    const r = await user.getIdTokenResult(force);
    return { token: r.token, expiresAt: Date.parse(r.expirationTime) };
  };
  return { ...(await read(false)), renew: () => read(true) };
}
let app: { key: string; auth: Auth } | undefined;

export function authFor(sms: MerchantConfig['sms'], language: string): Auth {
  const key = `${sms.projectId}|${sms.apiKey}`;
  if (!app || app.key !== key) {
    const fb: FirebaseApp = initializeApp(
      {
        apiKey: sms.apiKey,
        appId: sms.appId,
        authDomain: sms.authDomain,
        projectId: sms.projectId,
        messagingSenderId: sms.messagingSenderId,
      },
      `idp-${key}`,
    );
    // In memory only: the provider's session ends with the page; the site's own session is the
    // back end's token (a stored refresh token would outlive a logout on a shared phone).
    const auth = initializeAuth(fb, {
      persistence: inMemoryPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (sms.authEmulatorUrl) {
      connectAuthEmulator(auth, sms.authEmulatorUrl, { disableWarnings: true });
      // The emulator checks no reCAPTCHA: the SDK skips it (Firebase's documented test setting).
      auth.settings.appVerificationDisabledForTesting = true;
    }
    app = { key, auth };
  }
  app.auth.languageCode = language.toLowerCase();
  return app.auth;
}

/** Sends the SMS code (the invisible reCAPTCHA proves a person asked). */
export function sendPhoneCode(auth: Auth, phone: string, container: HTMLElement): Promise<ConfirmationResult> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  return signInWithPhoneNumber(auth, phone, verifier).finally(() => verifier.clear());
}

const providers = {
  google: () => new GoogleAuthProvider(),
  facebook: () => new FacebookAuthProvider(),
  twitter: () => new TwitterAuthProvider(),
};

/** The provider's popup: the product's path. */
export async function popupSignIn(auth: Auth, provider: SocialProvider): Promise<SignedIn> {
  return signedIn((await signInWithPopup(auth, providers[provider]())).user);
}

/**
 * The emulator's stand-in for the popup (its popup needs apis.google.com, unreachable offline):
 * the emulator's fake credential for a test user `{ sub, email }`, as its own widget would give.
 */
export async function emulatorCredentialSignIn(
  auth: Auth,
  provider: SocialProvider,
  user: { sub: string; email: string },
): Promise<SignedIn> {
  const json = JSON.stringify(user);
  const credential =
    provider === 'google'
      ? GoogleAuthProvider.credential(json)
      : provider === 'facebook'
        ? FacebookAuthProvider.credential(json)
        : TwitterAuthProvider.credential(json, 'emulator-secret');
  return signedIn((await signInWithCredential(auth, credential)).user);
}
