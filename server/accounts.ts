/**
 * Sandbox accounts and sessions (in memory for now; the embedded database arrives with the
 * sandbox issue). Passwords are scrypt hashes; tokens are random and expire.
 */
import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxAccount } from '../schemas/src/sandbox.ts';

export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function hashPassword(password: string, salt = randomBytes(16)): string {
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}
export function verifyPassword(password: string, stored: string): boolean {
  const [, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

export interface Member extends Omit<SandboxAccount, 'password'> { id: number; passwordHash: string; usesDefaultPassword: boolean }
export interface Session { token: string; memberId: number; merchantCode: string; expiresAt: number }

export class AccountStore {
  private members = new Map<string, Member>(); // key: merchant|username (lower case)
  private sessions = new Map<string, Session>();
  private nextId = 1000;

  constructor(private readonly now: () => number = Date.now) {}

  seed(merchantCode: string, accounts: SandboxAccount[], defaultPassword: string): void {
    for (const a of accounts) {
      const { password, ...rest } = a;
      const usesDefault = password === '$default';
      this.members.set(`${merchantCode}|${a.username.toLowerCase()}`, { ...rest, id: this.nextId++, passwordHash: hashPassword(usesDefault ? defaultPassword : password), usesDefaultPassword: usesDefault });
    }
  }

  /** The member for these credentials, or undefined: wrong username and wrong password look the same. */
  authenticate(merchantCode: string, username: string, password: string): Member | undefined {
    const m = this.members.get(`${merchantCode}|${username.toLowerCase()}`);
    // Hash even when the user does not exist, so timing does not tell either.
    const ok = verifyPassword(password, m?.passwordHash ?? hashPassword('unused'));
    return m && ok ? m : undefined;
  }

  openSession(m: Member, merchantCode: string): Session {
    const s: Session = { token: randomBytes(24).toString('base64url'), memberId: m.id, merchantCode, expiresAt: this.now() + TOKEN_LIFETIME_MS };
    this.sessions.set(s.token, s);
    return s;
  }

  session(token: string | undefined | null, merchantCode: string): Session | undefined {
    const s = token ? this.sessions.get(token) : undefined;
    if (!s || s.merchantCode !== merchantCode) return undefined;
    if (s.expiresAt <= this.now()) { this.sessions.delete(s.token); return undefined; }
    return s;
  }

  memberById(id: number): Member | undefined { return [...this.members.values()].find((m) => m.id === id); }
}
