/**
 * The real dialect's member answers, read into the site's member facts: VIP progress, the unread
 * counts, the deposit facts, the referral details, the profile icon, the promo-code switch, the
 * chat page.
 */
import { flag, num, text, firstText, isObject, listOf } from './primitives.ts';
import type { RankProgress, ReferralInfo } from '../../core/content-types.ts';

/** MCSFE_getPlayerRankProgress: { currentProgress: { completed, total }, playerRankProgress: { labelId } } (the earlier flat one too). */
export function readRankProgress(v: unknown): RankProgress {
  const o = isObject(v) ? v : {};
  const p = isObject(o.currentProgress) ? o.currentProgress : o;
  const l = isObject(o.playerRankProgress) ? o.playerRankProgress : o;
  return {
    completedConditions: num(p.completedConditions) ?? 0,
    totalExpectedConditions: num(p.totalExpectedConditions) ?? 0,
    labelId: num(l.labelId) ?? null,
  };
}

/** inbox-unread (the number itself) and chat-unread ({ unReadCount }; the earlier { count }). */
export function readUnread(v: unknown): number {
  if (isObject(v)) return Math.max(0, num(v.unReadCount) ?? num(v.unreadCount) ?? num(v.count) ?? 0);
  return Math.max(0, num(v) ?? 0);
}

/** MCSFE_getDepositSettings: the member's successful deposits (count, and the amount where the back end says). */
export function readDeposits(v: unknown): { count: number; amount: number | null } {
  const o = isObject(v) ? v : {};
  return { count: num(o.totalDepositSuccessCount) ?? 0, amount: num(o.totalDepositSuccessAmount) ?? null };
}

/** MCSFE_getReferralDetails and MCSFE_getReferralList: the code, and whom it brought in. */
export function readReferral(details: unknown, list: unknown): ReferralInfo {
  const d = isObject(details) ? details : {};
  const l = isObject(list) ? list : {};
  const invited = listOf(l, 'content', 'list', 'invited').flatMap((x) => {
    if (!isObject(x)) return [];
    const account = firstText(x.account, x.userName, x.customerName);
    return account ? [{ account, registeredAt: num(x.registerDate ?? x.registeredAt) ?? 0 }] : [];
  });
  return {
    referralCode: text(d.referralCode) ?? '',
    invitedCount: num(l.totalCount) ?? num(d.invitedCount) ?? invited.length,
    invited,
  };
}

/** MCSFE_getPlayerAvatar: a STATIC avatar's number from 0 is the site's icon number from 1; a CUSTOM picture is not one of them. */
export function readAvatar(v: unknown): number | null {
  if (!isObject(v) || (text(v.avatarType) ?? 'STATIC') !== 'STATIC') return null;
  const n = num(v.avatar);
  return n !== undefined && Number.isInteger(n) && n >= 0 ? n + 1 : null;
}

/** PROMOFE_getPromoCodeEnable: the flag itself, or { enable } (the member centre), or the earlier { enabled }. */
export function readPromoCodeEnabled(v: unknown): boolean {
  if (isObject(v)) return flag(v.enable) ?? flag(v.enabled) ?? false;
  return flag(v) ?? false;
}

/** CBS_launchChat: the chat page (chatUrl; the earlier url, or the address itself). */
export function readChatUrl(v: unknown): string | undefined {
  return typeof v === 'string' ? text(v) : isObject(v) ? firstText(v.chatUrl, v.url) : undefined;
}

/** The member's wallet as the site shows it: the total, in the merchant's currency and its symbol's place. */
export interface Wallet {
  total: number;
  currency: string;
  currencySymbol: string;
  /** 'before' or 'after' the digits (the country info's words; the wallet's F / B). */
  currencyPosition: string;
}

/**
 * /wps/v2/wallets/balance (the real member centre's WalletStore): { sumBalance, balance: one
 * wallet or a list of { accountName, accountTypeId, availBalance, ... }, currency,
 * currencySymbol, currencyPosition F | B }. Without sumBalance, the wallets' sum; amounts to the cent, down.
 */
export function readWallet(v: unknown): Wallet {
  const o = isObject(v) ? v : {};
  const wallets = Array.isArray(o.balance) ? o.balance : isObject(o.balance) ? [o.balance] : [];
  const sum = wallets.reduce<number>((s, w) => s + (isObject(w) ? (num(w.availBalance) ?? 0) : 0), 0);
  const total = num(o.sumBalance) ?? sum;
  const position = text(o.currencyPosition);
  return {
    total: Math.floor(Math.round(total * 1000) / 10) / 100,
    currency: text(o.currency) ?? '',
    currencySymbol: text(o.currencySymbol) ?? '',
    currencyPosition: position === 'B' || position === 'after' ? 'after' : 'before',
  };
}
