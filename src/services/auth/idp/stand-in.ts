/**
 * On the identity provider's emulator only: the sandbox's stand-in for the provider's popup
 * (/__idp/popup on the site's origin) lets the tester pick a test user and posts `{ sub, email }`
 * back; the SDK then signs in with the emulator's fake credential for it. A closed popup is a
 * cancelled sign-in, as with the provider's own.
 */
import { IdpError } from './idp-error.ts';
import { TEXT_POPUP_BLOCKED } from '../../../core/spec-constants.ts';
import type { SocialProvider } from './sdk.ts';

export const IDP_STAND_IN_EVENT = 'idpCredential';
const POPUP_POLL_MS = 500;

export function socialStandIn(provider: SocialProvider): Promise<{ sub: string; email: string }> {
  const popup = window.open(`/__idp/popup?provider=${provider}`, 'idp_auth', 'width=500,height=600');
  if (!popup) return Promise.reject(new IdpError('auth/popup-blocked', TEXT_POPUP_BLOCKED));
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (e: MessageEvent) => {
      const m = e.data as { event?: string; sub?: unknown; email?: unknown } | null;
      if (e.origin !== location.origin || m?.event !== IDP_STAND_IN_EVENT) return;
      done();
      if (typeof m.sub === 'string' && typeof m.email === 'string') resolve({ sub: m.sub, email: m.email });
      else reject(new IdpError('auth/internal-error', 'the stand-in sent no user'));
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => {
      if (!popup.closed) return;
      done();
      reject(new IdpError('auth/popup-closed-by-user', 'the popup was closed'));
    }, POPUP_POLL_MS);
  });
}
