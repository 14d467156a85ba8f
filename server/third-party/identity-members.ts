/** Members behind third-party identities: who an identity signs in as, and a member made for a new one. */
import { randomBytes } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { Member } from '../store/members.ts';
import type { Provider } from '../store/identities.ts';
import { autoUsername } from '../usernames.ts';

export function memberOfIdentity(
  deps: Deps,
  merchant: string,
  provider: Provider,
  subject: string,
): Member | undefined {
  const id = deps.identities.memberFor(merchant, provider, subject);
  return id === undefined ? undefined : deps.members.byId(id);
}

/**
 * A member for an identity new to the merchant: a generated username and a random password the
 * player never sees (they sign in with the identity; a password can be set later).
 */
export function createIdentityMember(
  deps: Deps,
  merchant: string,
  provider: Provider,
  subject: string,
  regInfo: Record<string, unknown>,
): Member {
  const m = deps.members.create(merchant, {
    username: autoUsername(deps, merchant),
    password: randomBytes(18).toString('base64url'),
    regInfo: { ...regInfo, identity: provider },
  });
  deps.identities.bind(merchant, provider, subject, m.id);
  return m;
}
