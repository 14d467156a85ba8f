/**
 * A9 "Identity library token refresh 5 minutes before expiry, with error backoff from 30 s
 * doubling to 16 min": an identity-provider ID token the site still holds (an account waiting for
 * the player to register it or to link it after a login) is renewed before it expires, so the
 * registration or binding that follows carries a valid one.
 */
import {
  IDP_TOKEN_REFRESH_LEAD_MS,
  IDP_REFRESH_BACKOFF_FIRST_MS,
  IDP_REFRESH_BACKOFF_MAX_MS,
} from '../../../core/spec-constants.ts';

/** The wait after a failed refresh: 30 s, then doubling, at most 16 min. */
export const backoffAfter = (failures: number): number =>
  Math.min(IDP_REFRESH_BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1), IDP_REFRESH_BACKOFF_MAX_MS);

/** When to renew a token that expires at `expiresAt`: 5 minutes before (now, when that has passed). */
export const refreshDelay = (expiresAt: number, now: number): number =>
  Math.max(0, expiresAt - IDP_TOKEN_REFRESH_LEAD_MS - now);

export interface FreshToken {
  token: string;
  expiresAt: number;
}

/**
 * Renews through `renew` while `wanted()` says the token is still needed; each new one goes to
 * `onToken`. Returns a stop function.
 */
export function keepTokenFresh(
  first: FreshToken,
  renew: () => Promise<FreshToken>,
  onToken: (t: FreshToken) => void,
  wanted: () => boolean,
  now: () => number = Date.now,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;
  const at = (ms: number) => {
    timer = setTimeout(() => void run(), ms);
  };
  const run = async () => {
    if (stopped || !wanted()) return;
    try {
      const t = await renew();
      failures = 0;
      if (stopped || !wanted()) return;
      onToken(t);
      at(refreshDelay(t.expiresAt, now()));
    } catch {
      failures += 1;
      at(backoffAfter(failures));
    }
  };
  at(refreshDelay(first.expiresAt, now()));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
