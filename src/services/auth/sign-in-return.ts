/**
 * What a third-party sign-in brings back in the address (A2): the messaging app's tgAuthResult in
 * the hash, the line app's code and state on /m/home, the Maya session id (our choice:
 * docs/decisions.md). Taken out of the address at boot, before anything else reads or shares it,
 * and handed to the sign-in flows (loaded only then).
 */
import {
  TELEGRAM_HASH_PARAM,
  TELEGRAM_RETURN_NONCE_PARAM,
  LINE_REDIRECT_PATH,
  MAYA_SESSION_PARAM,
  MAYA_ENV_PARAM,
} from '../../core/spec-constants.ts';

export type SignInReturn =
  | { kind: 'telegram'; payload: string; nonce: string }
  | { kind: 'line'; code: string; state: string }
  | { kind: 'maya'; sessionId: string; env: string };

export function takeSignInReturn(href: string): { found: SignInReturn | null; cleaned: string } {
  const u = new URL(href);
  let found: SignInReturn | null = null;
  const hash = new URLSearchParams(u.hash.slice(1));
  const tg = hash.get(TELEGRAM_HASH_PARAM);
  if (tg !== null) {
    hash.delete(TELEGRAM_HASH_PARAM);
    u.hash = hash.toString();
    found = { kind: 'telegram', payload: tg, nonce: u.searchParams.get(TELEGRAM_RETURN_NONCE_PARAM) ?? '' };
  }
  const q = u.searchParams;
  if (q.has(TELEGRAM_RETURN_NONCE_PARAM)) q.delete(TELEGRAM_RETURN_NONCE_PARAM);
  const code = q.get('code');
  const state = q.get('state');
  if (u.pathname === LINE_REDIRECT_PATH && code !== null && state !== null) {
    q.delete('code');
    q.delete('state');
    found ??= { kind: 'line', code, state };
  }
  const maya = q.get(MAYA_SESSION_PARAM);
  if (maya !== null) {
    found ??= { kind: 'maya', sessionId: maya, env: q.get(MAYA_ENV_PARAM) ?? '' };
    q.delete(MAYA_SESSION_PARAM);
    q.delete(MAYA_ENV_PARAM);
  }
  return { found, cleaned: `${u.pathname}${u.search}${u.hash}` };
}
