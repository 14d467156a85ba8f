/**
 * Sign-in through the native app (A5, A6; our protocol, docs/decisions.md): the app announces the
 * sign-ins its native side can do in the user agent (`WPSAppSignIn/line,facebook,twitter`), so the
 * tap decides at once, without waiting on an app that may not know the question. The page asks
 * with the bridge's `signIn { provider, ... }`; the app answers with JSON (the provider's result),
 * `Cancelled` (the player backed out: nothing to say), or `Failure...` (alerted with its text).
 * No answer within 10 s is a time-out (S9), told to the player. Loaded only with the access flows.
 */
import { callNative, NativeFailure, NativeTimeout } from './bridge.ts';
import { pushAlert } from '../app-port/notify.ts';
import { appPort } from '../app-port/port.ts';

export type NativeSignIn = 'line' | 'facebook' | 'twitter';
/** The app's answer when the player closed its sign-in without finishing. */
export const NATIVE_CANCELLED = 'Cancelled';

/** The sign-ins the app's user-agent mark announces (none for an app without the mark). */
export function nativeSignIns(ua: string): NativeSignIn[] {
  const list = /\bWPSAppSignIn\/([a-z,]+)/.exec(ua)?.[1]?.split(',') ?? [];
  return list.filter((p): p is NativeSignIn => p === 'line' || p === 'facebook' || p === 'twitter');
}

export const appSignsIn = (provider: NativeSignIn) => nativeSignIns(navigator.userAgent).includes(provider);

/**
 * Asks the app to sign in with a provider; its JSON answer, or null when the player cancelled or
 * the app failed or stayed silent (the player has been told then).
 */
export async function askAppToSignIn<T extends object>(
  provider: NativeSignIn,
  params: Record<string, unknown> = {},
  call = callNative,
): Promise<T | null> {
  let answer: string;
  try {
    answer = await call('signIn', { provider, ...params });
  } catch (e) {
    if (e instanceof NativeFailure)
      pushAlert(e.message); // A5: the app's own 'Failure...' text
    else if (e instanceof NativeTimeout) pushAlert(appPort().t('native.noAnswer'));
    else throw e;
    return null;
  }
  if (answer === NATIVE_CANCELLED) return null;
  try {
    const v: unknown = JSON.parse(answer);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as T;
  } catch {
    /* told below */
  }
  console.warn(`signIn ${provider}: the app's answer is not a sign-in result`);
  pushAlert(appPort().t('social.failed'));
  return null;
}
