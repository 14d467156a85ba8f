/** Members and sessions in the sandbox database. Passwords are scrypt hashes; tokens random and expiring. */
import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db.ts';
import type { SandboxAccount } from '../../src/core/schema/sandbox.ts';
import { parseStored } from '../json-guard.ts';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function hashPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}
export function verifyPassword(password: string, stored: string): boolean {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  return timingSafeEqual(expected, scryptSync(password, Buffer.from(salt, 'base64'), expected.length));
}
const SEED_HASHES = new Map<string, string>();
/** Hashed once, verified against when a username does not exist: the answer takes as long either way. */
const DUMMY_HASH = hashPassword('no-such-account');

export interface Member {
  id: number;
  merchant: string;
  username: string;
  usesDefaultPassword: boolean;
  passwordExpired: boolean;
  firstTimeLogin: boolean;
  customerType: number;
  dialingCode: string | null;
  mobile: string | null;
  verify: { email: boolean; authenticator: boolean; sms: boolean };
  clubLabel: SandboxAccount['clubLabel'];
  language: string | null;
  regInfo: Record<string, unknown> | null;
  /** The profile icon the member chose (1..PROFILE_ICON_COUNT), or null: the default. */
  profileIcon: number | null;
}
interface Row {
  id: number;
  merchant: string;
  username: string;
  password_hash: string;
  uses_default_password: number;
  password_expired: number;
  first_time_login: number;
  customer_type: number;
  dialing_code: string | null;
  mobile: string | null;
  verify: string;
  club_label: string | null;
  language: string | null;
  reg_info: string | null;
  profile_icon: number | null;
}
const toMember = (r: Row): Member => ({
  id: r.id,
  merchant: r.merchant,
  username: r.username,
  usesDefaultPassword: !!r.uses_default_password,
  passwordExpired: !!r.password_expired,
  firstTimeLogin: !!r.first_time_login,
  customerType: r.customer_type,
  dialingCode: r.dialing_code,
  mobile: r.mobile,
  verify: parseStored(r.verify),
  clubLabel: r.club_label ? parseStored(r.club_label) : null,
  language: r.language,
  regInfo: r.reg_info ? parseStored(r.reg_info) : null,
  profileIcon: r.profile_icon,
});

export interface NewMember {
  username: string;
  password: string;
  usesDefaultPassword?: boolean;
  customerType?: number;
  dialingCode?: string | null;
  mobile?: string | null;
  regInfo?: Record<string, unknown>;
  firstTimeLogin?: boolean;
}

export class Members {
  constructor(
    private db: Db,
    private now: () => number = Date.now,
  ) {}

  /** Seeds the demo accounts once; an existing account (same username) is left as it is. */
  seed(merchant: string, accounts: SandboxAccount[], defaultPassword: string): void {
    // A demo password's hash is computed once per process (tests start many sandboxes); still salted scrypt.
    const hash = (pw: string) => {
      let h = SEED_HASHES.get(pw);
      if (!h) {
        h = hashPassword(pw);
        SEED_HASHES.set(pw, h);
      }
      return h;
    };
    const insert = this.db
      .prepare(`INSERT OR IGNORE INTO members (merchant, username, password_hash, uses_default_password, password_expired, first_time_login, customer_type, dialing_code, mobile, verify, club_label, seeded, created_at)
      VALUES (@merchant, @username, @hash, @usesDefault, @expired, @first, @type, @dialing, @mobile, @verify, @label, 1, @now)`);
    const tx = this.db.transaction(() => {
      for (const a of accounts) {
        const usesDefault = a.password === '$default';
        insert.run({
          merchant,
          username: a.username,
          hash: hash(usesDefault ? defaultPassword : a.password),
          usesDefault: usesDefault ? 1 : 0,
          expired: a.passwordExpired ? 1 : 0,
          first: a.firstTimeLogin ? 1 : 0,
          type: a.customerType,
          dialing: a.countryDialingCode ?? null,
          mobile: a.mobile ?? null,
          verify: JSON.stringify(a.verify),
          label: a.clubLabel ? JSON.stringify(a.clubLabel) : null,
          now: this.now(),
        });
        const row = this.byUsername(merchant, a.username);
        // A newly seeded account starts with its demo favourites (a kept one keeps what it has).
        if (row && (a.favourites ?? []).length && !this.favourites(row.id).length)
          (a.favourites ?? []).forEach((g, i) => this.setFavourite(row.id, g, true, this.now() - i));
      }
    });
    tx();
  }

  /** The member's favourite game ids, newest first. */
  favourites(memberId: number): string[] {
    const rows = this.db
      .prepare('SELECT game_id FROM favourites WHERE member_id = ? ORDER BY added_at DESC')
      .all(memberId) as {
      game_id: string;
    }[];
    return rows.map((r) => r.game_id);
  }
  setFavourite(memberId: number, gameId: string, on: boolean, at = this.now()): void {
    if (on)
      this.db
        .prepare(
          'INSERT INTO favourites (member_id, game_id, added_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_id) DO UPDATE SET added_at = excluded.added_at',
        )
        .run(memberId, gameId, at);
    else this.db.prepare('DELETE FROM favourites WHERE member_id = ? AND game_id = ?').run(memberId, gameId);
  }

  create(merchant: string, m: NewMember): Member {
    const info = this.db
      .prepare(
        `INSERT INTO members (merchant, username, password_hash, uses_default_password, first_time_login, customer_type, dialing_code, mobile, reg_info, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        merchant,
        m.username,
        hashPassword(m.password),
        m.usesDefaultPassword ? 1 : 0,
        m.firstTimeLogin === false ? 0 : 1,
        m.customerType ?? 0,
        m.dialingCode ?? null,
        m.mobile ?? null,
        m.regInfo ? JSON.stringify(m.regInfo) : null,
        this.now(),
      );
    return this.byId(Number(info.lastInsertRowid))!;
  }

  byId(id: number): Member | undefined {
    const r = this.db.prepare('SELECT * FROM members WHERE id = ?').get(id) as Row | undefined;
    return r && toMember(r);
  }
  byUsername(merchant: string, username: string): Member | undefined {
    const r = this.db.prepare('SELECT * FROM members WHERE merchant = ? AND username = ?').get(merchant, username) as
      Row | undefined;
    return r && toMember(r);
  }
  byMobile(merchant: string, dialingCode: string, mobile: string): Member | undefined {
    const r = this.db
      .prepare('SELECT * FROM members WHERE merchant = ? AND dialing_code = ? AND mobile = ?')
      .get(merchant, dialingCode, mobile) as Row | undefined;
    return r && toMember(r);
  }
  usernameTaken(merchant: string, username: string): boolean {
    return !!this.byUsername(merchant, username);
  }
  /** Holds a generated username for its requester for `ms` (no one else is offered it meanwhile). */
  reserveUsername(merchant: string, username: string, ms: number): boolean {
    const now = this.now();
    this.db.prepare('DELETE FROM username_reservations WHERE expires_at <= ?').run(now);
    if (this.usernameTaken(merchant, username)) return false;
    const r = this.db
      .prepare('INSERT OR IGNORE INTO username_reservations (merchant, username, expires_at) VALUES (?, ?, ?)')
      .run(merchant, username, now + ms);
    return r.changes === 1;
  }

  /** The member for these credentials, or undefined: a wrong username and a wrong password look the same. */
  authenticate(merchant: string, username: string, password: string): Member | undefined {
    const r = this.db.prepare('SELECT * FROM members WHERE merchant = ? AND username = ?').get(merchant, username) as
      Row | undefined;
    const ok = verifyPassword(password, r?.password_hash ?? DUMMY_HASH);
    return r && ok ? toMember(r) : undefined;
  }
  checkPassword(id: number, password: string): boolean {
    const r = this.db.prepare('SELECT password_hash FROM members WHERE id = ?').get(id) as
      { password_hash: string } | undefined;
    return !!r && verifyPassword(password, r.password_hash);
  }
  setPassword(id: number, password: string): void {
    this.db
      .prepare('UPDATE members SET password_hash = ?, uses_default_password = 0, password_expired = 0 WHERE id = ?')
      .run(hashPassword(password), id);
  }
  /** The first login clears the first-time flag (the answer still says it was the first). */
  markLoggedIn(id: number): void {
    this.db.prepare('UPDATE members SET first_time_login = 0 WHERE id = ?').run(id);
  }
  setProfileIcon(id: number, icon: number): void {
    this.db.prepare('UPDATE members SET profile_icon = ? WHERE id = ?').run(icon, id);
  }
  setLanguage(id: number, language: string): void {
    this.db.prepare('UPDATE members SET language = ? WHERE id = ?').run(language, id);
  }

  openSession(m: Member): string {
    const token = randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT INTO sessions (token, member_id, merchant, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(token, m.id, m.merchant, this.now(), this.now() + TOKEN_LIFETIME_MS);
    return token;
  }
  /** The member behind a token of this merchant, if the token exists and has not expired. */
  memberForToken(token: string | undefined | null, merchant: string): Member | undefined {
    if (!token) return undefined;
    const s = this.db
      .prepare('SELECT member_id, expires_at FROM sessions WHERE token = ? AND merchant = ?')
      .get(token, merchant) as { member_id: number; expires_at: number } | undefined;
    if (!s) return undefined;
    if (s.expires_at <= this.now()) {
      this.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
      return undefined;
    }
    return this.byId(s.member_id);
  }
  closeSession(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
  }
}
