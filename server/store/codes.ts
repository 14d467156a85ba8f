/**
 * One-time codes: SMS codes (the outbox the test controls read), second-step verification
 * tickets, and captcha challenges. Every code and captcha result is single-use and expires.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db.ts';

export const SMS_CODE_LIFETIME_MS = 5 * 60 * 1000;
export const SMS_SEND_COOLDOWN_MS = 60 * 1000;
export const VERIFICATION_LIFETIME_MS = 5 * 60 * 1000;
export const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;
/** How close (in slider pixels) a captcha answer must be to the target. */
export const CAPTCHA_TOLERANCE = 6;
export const CAPTCHA_TRACK = 260;

/** What spending a captcha result or a risk token came to. */
export type CaptchaUse = 'ok' | 'otherMerchant' | 'invalid';

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export interface OutboxEntry {
  id: number;
  merchant: string;
  dialingCode: string;
  mobile: string;
  code: string;
  purpose: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

/** Wrong guesses a code survives: the 5th wrong one voids it (a 6-digit code is not to be guessed). */
export const CODE_MAX_WRONG = 5;

export class Codes {
  constructor(
    private db: Db,
    private now: () => number = Date.now,
  ) {}

  /** Milliseconds until this number may get another SMS (0: now). */
  smsCooldown(merchant: string, dialingCode: string, mobile: string): number {
    const last = this.db
      .prepare('SELECT MAX(created_at) AS t FROM sms_codes WHERE merchant = ? AND dialing_code = ? AND mobile = ?')
      .get(merchant, dialingCode, mobile) as { t: number | null };
    return last.t === null ? 0 : Math.max(0, last.t + SMS_SEND_COOLDOWN_MS - this.now());
  }

  sendSms(merchant: string, dialingCode: string, mobile: string, purpose: string): OutboxEntry {
    const code = sixDigits();
    const info = this.db
      .prepare(
        'INSERT INTO sms_codes (merchant, dialing_code, mobile, code, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(merchant, dialingCode, mobile, code, purpose, this.now(), this.now() + SMS_CODE_LIFETIME_MS);
    return this.outbox({ id: Number(info.lastInsertRowid) })[0]!;
  }

  /** Uses the newest unexpired, unused code for this number; true once per code. */
  /**
   * Spends the number's latest live code if `code` is it. A wrong guess counts against that code;
   * at the 5th wrong one (CODE_MAX_WRONG) the code is void, the right one included.
   */
  useSms(merchant: string, dialingCode: string, mobile: string, code: string): boolean {
    const row = this.db
      .prepare(
        'SELECT id, code FROM sms_codes WHERE merchant = ? AND dialing_code = ? AND mobile = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1',
      )
      .get(merchant, dialingCode, mobile, this.now()) as { id: number; code: string } | undefined;
    if (!row) return false;
    if (row.code !== code) {
      if (this.wrongGuess(`sms:${row.id}`))
        this.db.prepare('UPDATE sms_codes SET expires_at = 0 WHERE id = ?').run(row.id);
      return false;
    }
    return (
      this.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ? AND used_at IS NULL').run(this.now(), row.id)
        .changes === 1
    );
  }

  /** Counts a wrong guess at a code; true when that was the last one allowed (the code must go). */
  private wrongGuess(ref: string): boolean {
    const r = this.db
      .prepare(
        'INSERT INTO code_attempts (ref, wrong) VALUES (?, 1) ON CONFLICT (ref) DO UPDATE SET wrong = wrong + 1 RETURNING wrong',
      )
      .get(ref) as { wrong: number };
    return r.wrong >= CODE_MAX_WRONG;
  }

  outbox(filter: { id?: number; merchant?: string; mobile?: string } = {}): OutboxEntry[] {
    const rows = this.db
      .prepare(
        `SELECT * FROM sms_codes WHERE (@id IS NULL OR id = @id) AND (@merchant IS NULL OR merchant = @merchant) AND (@mobile IS NULL OR mobile = @mobile) ORDER BY id DESC LIMIT 100`,
      )
      .all({ id: filter.id ?? null, merchant: filter.merchant ?? null, mobile: filter.mobile ?? null }) as {
      id: number;
      merchant: string;
      dialing_code: string;
      mobile: string;
      code: string;
      purpose: string;
      created_at: number;
      expires_at: number;
      used_at: number | null;
    }[];
    return rows.map((r) => ({
      id: r.id,
      merchant: r.merchant,
      dialingCode: r.dialing_code,
      mobile: r.mobile,
      code: r.code,
      purpose: r.purpose,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      usedAt: r.used_at,
    }));
  }

  /** A second-step ticket; its code goes to the outbox (the sandbox's stand-in for email, authenticator and SMS). */
  openVerification(
    merchant: string,
    memberId: number,
    kinds: { email: boolean; authenticator: boolean; sms: boolean },
    outboxTo: { dialingCode: string; mobile: string },
  ): { ticket: string; code: string } {
    const ticket = randomBytes(16).toString('base64url');
    const code = sixDigits();
    this.db
      .prepare(
        'INSERT INTO verifications (ticket, member_id, merchant, code, kinds, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(ticket, memberId, merchant, code, JSON.stringify(kinds), this.now() + VERIFICATION_LIFETIME_MS);
    this.db
      .prepare(
        'INSERT INTO sms_codes (merchant, dialing_code, mobile, code, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        merchant,
        outboxTo.dialingCode,
        outboxTo.mobile,
        code,
        'login-verification',
        this.now(),
        this.now() + VERIFICATION_LIFETIME_MS,
      );
    return { ticket, code };
  }

  /** The member id of a ticket whose code matches. A success spends the ticket; a wrong code leaves it until it expires. */
  useVerification(merchant: string, ticket: string, code: string): number | undefined {
    const row = this.db
      .prepare(
        'SELECT member_id, code FROM verifications WHERE ticket = ? AND merchant = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(ticket, merchant, this.now()) as { member_id: number; code: string } | undefined;
    if (!row) return undefined;
    if (row.code !== code) {
      if (this.wrongGuess(`verify:${ticket}`))
        this.db.prepare('UPDATE verifications SET expires_at = 0 WHERE ticket = ?').run(ticket);
      return undefined;
    }
    const spent =
      this.db
        .prepare('UPDATE verifications SET used_at = ? WHERE ticket = ? AND used_at IS NULL')
        .run(this.now(), ticket).changes === 1;
    return spent ? row.member_id : undefined;
  }

  newCaptcha(merchant: string, version: 'v3' | 'v4'): { challenge: string; target: number } {
    const challenge = randomBytes(16).toString('hex');
    const target = randomInt(60, CAPTCHA_TRACK - 20);
    this.db
      .prepare(
        'INSERT INTO captcha (challenge, merchant, version, target, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(challenge, merchant, version, target, this.now(), this.now() + CAPTCHA_LIFETIME_MS);
    return { challenge, target };
  }
  captchaTarget(merchant: string, challenge: string): number | undefined {
    const r = this.db
      .prepare(
        'SELECT target FROM captcha WHERE challenge = ? AND merchant = ? AND solved_token IS NULL AND expires_at > ?',
      )
      .get(challenge, merchant, this.now()) as { target: number } | undefined;
    return r?.target;
  }
  /** A solve attempt: the slider position must be within tolerance. Returns the proof token. */
  solveCaptcha(merchant: string, challenge: string, position: number): string | undefined {
    const target = this.captchaTarget(merchant, challenge);
    if (target === undefined || Math.abs(position - target) > CAPTCHA_TOLERANCE) {
      this.db.prepare('UPDATE captcha SET expires_at = 0 WHERE challenge = ?').run(challenge); // a failed attempt burns the challenge
      return undefined;
    }
    const token = randomBytes(16).toString('hex');
    this.db.prepare('UPDATE captcha SET solved_token = ? WHERE challenge = ?').run(token, challenge);
    return token;
  }
  /**
   * Spends a solved captcha: 'ok' once, within a captcha lifetime after the challenge expired (time
   * to finish the form), and only for the merchant that gave the challenge; 'otherMerchant' when
   * it is another merchant's (said as such: issue 37), else 'invalid'.
   */
  useCaptcha(merchant: string, challenge: string, token: string): CaptchaUse {
    const spent =
      this.db
        .prepare(
          'UPDATE captcha SET used_at = ? WHERE challenge = ? AND merchant = ? AND solved_token = ? AND used_at IS NULL AND expires_at > ?',
        )
        .run(this.now(), challenge, merchant, token, this.now() - CAPTCHA_LIFETIME_MS).changes === 1;
    if (spent) return 'ok';
    return this.givenElsewhere('captcha', 'challenge = ? AND solved_token = ?', merchant, challenge, token)
      ? 'otherMerchant'
      : 'invalid';
  }
  /** Whether a row with this key belongs to a merchant other than `merchant`. */
  private givenElsewhere(table: 'captcha' | 'risk_tokens', where: string, merchant: string, ...key: string[]) {
    const row = this.db.prepare(`SELECT merchant FROM ${table} WHERE ${where}`).get(...key) as
      { merchant: string } | undefined;
    return row !== undefined && row.merchant !== merchant;
  }

  /** A risk token for a scene (the risk SDK stand-in asks for it); spent once by the call it protects. */
  issueRiskToken(merchant: string, scene: string): string {
    const token = randomBytes(18).toString('base64url');
    this.db
      .prepare('INSERT INTO risk_tokens (token, merchant, scene, expires_at) VALUES (?, ?, ?, ?)')
      .run(token, merchant, scene, this.now() + CAPTCHA_LIFETIME_MS);
    return token;
  }
  /** Spends a risk token like a captcha: once, for its scene, at the merchant it was issued for. */
  useRiskToken(merchant: string, token: string, scene: string): CaptchaUse {
    const spent =
      this.db
        .prepare(
          'UPDATE risk_tokens SET used_at = ? WHERE token = ? AND merchant = ? AND scene = ? AND used_at IS NULL AND expires_at > ?',
        )
        .run(this.now(), token, merchant, scene, this.now()).changes === 1;
    if (spent) return 'ok';
    return this.givenElsewhere('risk_tokens', 'token = ?', merchant, token) ? 'otherMerchant' : 'invalid';
  }
}
