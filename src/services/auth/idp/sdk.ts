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
import { IdpError } from './idp-error.ts';

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
 * The provider's own credential, got outside the provider's popup (the native app's SDK, the
 * Facebook SDK): Facebook an access token, Twitter a token and secret, Google an ID token.
 */
export type ProviderCredential = { accessToken: string } | { token: string; secret: string } | { idToken: string };

export async function credentialSignIn(auth: Auth, provider: SocialProvider, c: ProviderCredential): Promise<SignedIn> {
  const credential =
    provider === 'google' && 'idToken' in c
      ? GoogleAuthProvider.credential(c.idToken)
      : provider === 'facebook' && 'accessToken' in c
        ? FacebookAuthProvider.credential(c.accessToken)
        : provider === 'twitter' && 'token' in c
          ? TwitterAuthProvider.credential(c.token, c.secret)
          : null;
  if (!credential) throw new IdpError('auth/invalid-credential', `not a ${provider} credential`);
  return signedIn((await signInWithCredential(auth, credential)).user);
}

/**
 * The emulator's stand-in for the popup (its popup needs apis.google.com, unreachable offline):
 * the emulator's fake credential for a test user `{ sub, email }`, as its own widget would give.
 */
export function emulatorCredentialSignIn(
  auth: Auth,
  provider: SocialProvider,
  user: { sub: string; email: string },
): Promise<SignedIn> {
  const json = JSON.stringify(user);
  const c: ProviderCredential =
    provider === 'google'
      ? { idToken: json }
      : provider === 'facebook'
        ? { accessToken: json }
        : { token: json, secret: 'emulator-secret' };
  return credentialSignIn(auth, provider, c);
}
