/**
 * Third-party identities bound to members, and the short-lived grants of the sign-in stand-ins
 * (line codes, access and session tokens, Maya sessions, spent messaging-app proofs). Grants are single
 * use where the real service makes them so; every one expires.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import { parseStored } from '../json-guard.ts';

export type Provider = 'telegram' | 'line' | 'maya' | 'firebase';
export type GrantKind = 'line-code' | 'line-access' | 'line-session' | 'maya-session' | 'telegram-spent';

export class Identities {
  constructor(
    private db: Db,
    private now: () => number = Date.now,
  ) {}

  memberFor(merchant: string, provider: Provider, subject: string): number | undefined {
    const row = this.db
      .prepare('SELECT member_id FROM identities WHERE merchant = ? AND provider = ? AND subject = ?')
      .get(merchant, provider, subject) as { member_id: number } | undefined;
    return row?.member_id;
  }

  /** Binds an identity to a member; false when it is already bound (to anyone). */
  bind(merchant: string, provider: Provider, subject: string, memberId: number): boolean {
    const r = this.db
      .prepare(
        'INSERT OR IGNORE INTO identities (merchant, provider, subject, member_id, bound_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(merchant, provider, subject, memberId, this.now());
    return r.changes === 1;
  }

  /** A new grant with a random id (or the given one), kept for ttlMs. */
  grant(
    kind: GrantKind,
    merchant: string,
    payload: unknown,
    ttlMs: number,
    id = randomBytes(24).toString('base64url'),
  ) {
    this.db
      .prepare('INSERT OR REPLACE INTO grants (id, kind, merchant, payload, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(id, kind, merchant, JSON.stringify(payload), this.now() + ttlMs);
    return id;
  }

  /** The grant's payload while it lives (it stays usable). */
  peek<T>(kind: GrantKind, merchant: string, id: string): T | undefined {
    const row = this.db
      .prepare('SELECT payload FROM grants WHERE id = ? AND kind = ? AND merchant = ? AND expires_at > ?')
      .get(id, kind, merchant, this.now()) as { payload: string } | undefined;
    return row ? parseStored<T>(row.payload) : undefined;
  }

  /** The grant's payload, spending it: a second take finds nothing. */
  take<T>(kind: GrantKind, merchant: string, id: string): T | undefined {
    const found = this.peek<T>(kind, merchant, id);
    if (found !== undefined) this.db.prepare('DELETE FROM grants WHERE id = ?').run(id);
    return found;
  }

  spend(kind: GrantKind, merchant: string, id: string): void {
    this.db.prepare('DELETE FROM grants WHERE id = ? AND kind = ? AND merchant = ?').run(id, kind, merchant);
  }
}
