/**
 * The sandbox's member-centre answers: referral codes and whom they brought in, promo-code
 * redemption (once per member and code), and the per-account demo facts (unread messages,
 * deposits, VIP progress) from the tenant's sandbox.json.
 */
import type { Db } from './db.ts';
import type { Member } from './store/members.ts';
import type { Sandbox, SandboxAccount } from '../src/core/schema/sandbox.ts';
import type { ReferralInfo } from '../src/core/content-types.ts';

/** A member's referral code: the merchant's first two letters and the member id in base 36. */
export function referralCodeOf(m: Pick<Member, 'merchant' | 'id'>): string {
  return `${m.merchant.slice(0, 2).toUpperCase()}${m.id.toString(36).toUpperCase().padStart(4, '0')}`;
}

export function referralInfo(db: Db, m: Member): ReferralInfo {
  const code = referralCodeOf(m);
  const rows = db
    .prepare(
      "SELECT username, created_at FROM members WHERE merchant = ? AND json_extract(reg_info, '$.referralCode') = ? ORDER BY created_at DESC, id DESC",
    )
    .all(m.merchant, code) as { username: string; created_at: number }[];
  return {
    referralCode: code,
    invitedCount: rows.length,
    invited: rows.slice(0, 20).map((r) => ({ account: r.username, registeredAt: r.created_at })),
  };
}

export type Redemption =
  { ok: true; code: string; bonus: number; currency: string } | { ok: false; error: [string, string] };

export function redeemPromoCode(db: Db, content: Sandbox['content'], m: Member, raw: string, now: number): Redemption {
  const code = raw.trim().toUpperCase();
  const promo = content.promoCodes.find((p) => p.code.toUpperCase() === code);
  if (!promo) return { ok: false, error: ['promocode.invalid', 'This promo code does not exist.'] };
  if (promo.expired) return { ok: false, error: ['promocode.expired', 'This promo code has expired.'] };
  const done = db
    .prepare('INSERT OR IGNORE INTO promo_redemptions (member_id, code, bonus, redeemed_at) VALUES (?, ?, ?, ?)')
    .run(m.id, code, promo.bonus, now);
  if (!done.changes) return { ok: false, error: ['promocode.used', 'You have already used this promo code.'] };
  return { ok: true, code, bonus: promo.bonus, currency: content.country.currency };
}

/** The seeded deposits of an account plus those made at the sandbox cashier (routes/cashier.ts). */
export function depositsOf(
  db: Db,
  seeded: Pick<SandboxAccount, 'deposits' | 'depositAmount'> | undefined,
  m: Pick<Member, 'id'>,
): { totalDepositSuccessCount: number; totalDepositSuccessAmount: number } {
  const r = db
    .prepare(
      "SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM cashier WHERE member_id = ? AND kind = 'deposit'",
    )
    .get(m.id) as { n: number; total: number };
  return {
    totalDepositSuccessCount: (seeded?.deposits ?? 0) + r.n,
    totalDepositSuccessAmount: (seeded?.depositAmount ?? 0) + r.total,
  };
}

/**
 * The member's main wallet (/wps/v2/wallets/balance): the seeded balance, plus the sandbox
 * cashier's deposits, less its withdrawals, to the cent.
 */
export function balanceOf(db: Db, seeded: Pick<SandboxAccount, 'balance'> | undefined, m: Pick<Member, 'id'>): number {
  const r = db
    .prepare(
      "SELECT COALESCE(SUM(CASE kind WHEN 'deposit' THEN amount ELSE -amount END), 0) AS moved FROM cashier WHERE member_id = ?",
    )
    .get(m.id) as { moved: number };
  return Math.round(((seeded?.balance ?? 0) + r.moved) * 100) / 100;
}

/** The demo facts of a seeded account; a member registered in the sandbox has none of them. */
export function accountOf(accounts: readonly SandboxAccount[], m: Member): SandboxAccount | undefined {
  return accounts.find((a) => a.username.toLowerCase() === m.username.toLowerCase());
}
