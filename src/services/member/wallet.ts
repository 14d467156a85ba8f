/**
 * The member's balance (issue 52), from the real back end's wallet call (constants/wire.ts): asked
 * for when the session starts, on a tap (the header's and the member centre's refresh), when the
 * member centre opens, and when the player comes back to the page (from a game, the cashier or
 * another tab: the amount may have moved there). Asks closer together than
 * WALLET_REFRESH_THROTTLE_MS are one, as in the real member home; a tap always asks. A failed ask
 * keeps the amount shown and says it may be out of date.
 */
import { wps } from '../http/instance.ts';
import { memberStore, sessionStore } from '../../state/app.ts';
import { WALLET_REFRESH_THROTTLE_MS } from '../../core/spec-constants.ts';

let lastAsked = -Infinity;
let inFlight: Promise<void> | null = null;

export function refreshWallet(o: { tap?: boolean } = {}): Promise<void> {
  const token = sessionStore.token;
  if (!token) return Promise.resolve();
  if (inFlight) return inFlight;
  const now = performance.now();
  if (!o.tap && now - lastAsked < WALLET_REFRESH_THROTTLE_MS) return Promise.resolve();
  lastAsked = now;
  memberStore.walletLoading = true;
  const mine = () => sessionStore.token === token; // an answer for a member who has logged out is dropped
  inFlight = wps()
    .member.wallet()
    .then(
      (w) => {
        if (!mine()) return;
        memberStore.wallet = w;
        memberStore.walletFailed = false;
      },
      () => {
        if (mine()) memberStore.walletFailed = true;
      },
    )
    .finally(() => {
      memberStore.walletLoading = false;
      inFlight = null;
    });
  return inFlight;
}

/** Logged out: no amount, and the next member's first ask is not held back. */
export function clearWallet(): void {
  memberStore.wallet = null;
  memberStore.walletFailed = false;
  lastAsked = -Infinity;
}

let watching = false;
/** Back on the page (a tab shown again, a page restored from the back-forward cache): ask again. */
export function refreshOnReturn(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshWallet();
  });
  addEventListener('pageshow', (e: PageTransitionEvent) => {
    if (e.persisted) void refreshWallet();
  });
}
