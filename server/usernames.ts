/** Generated usernames (A5 "A username can be auto-generated"): mobile registration and third-party sign-up. */
import { randomBytes } from 'node:crypto';
import type { Deps } from './context.ts';

/** How long a name from /register/autoUsername is held for the one who asked. */
export const USERNAME_RESERVATION_MS = 10 * 60 * 1000;

/** A generated username: the merchant's prefix and 10 random base-36 characters (about 51 bits: not guessable), held for its requester. */
export function autoUsername(deps: Deps, merchant: string): string {
  for (;;) {
    const tail = BigInt(`0x${randomBytes(7).toString('hex')}`)
      .toString(36)
      .padStart(10, '0')
      .slice(-10);
    const name = `${merchant.toLowerCase().slice(0, 8)}${tail}`;
    if (deps.members.reserveUsername(merchant, name, USERNAME_RESERVATION_MS)) return name;
  }
}
