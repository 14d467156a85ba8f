/**
 * A4 / S4 "Session token change", in the one place that follows the session: a promo-code check
 * runs first on every change. On set: the line token is cleared, member info (and the language
 * sync), VIP progress, deposit settings, the unread count and the wallet's balance (issue 52) load,
 * and the chat gets an auth key and the customer name. On clear: unread 0, member info cleared,
 * deposit count 0, VIP progress and the balance gone, and the chat user is cleared and logged out.
 */
import { wps } from '../http/instance.ts';
import { memberStore, sessionStore, tenantStore } from '../../state/app.ts';
import { STORAGE_KEYS } from '../../core/spec-constants.ts';
import { local } from './storage.ts';
import type { RankProgress } from '../../core/content-types.ts';
import { readPromoCodeEnabled, readRankProgress, readDeposits, readUnread } from '../wire/member.ts';
// The wallet's code is the member's (visitors' first load does not carry it).
const wallet = () => import('../member/wallet.ts');

export interface SessionEffectDeps {
  /** PROMOFE_getPromoCodeEnable: the promo-code switch. */
  promoCodeCheck(): Promise<boolean>;
  memberInfo(): Promise<void>;
  syncLanguage(): void;
  vipProgress(): Promise<RankProgress>;
  /** MCSFE_getDepositSettings: the member's successful deposits (and their sum, where the back end says). */
  depositSettings(): Promise<{ count: number; amount: number | null }>;
  /** EMFE_getInboxUnreadCount: the inbox's unread messages. */
  unread(): Promise<number>;
  /** The wallet's balance (services/member/wallet.ts); on clear, its amount goes. */
  wallet(): Promise<void>;
  clearWallet(): void;
  /** INBOX3: the merchant has the message inbox (docs/decisions.md); off, no unread count is asked for. */
  inbox(): boolean;
  chatIdentify(name: string): Promise<void>;
  chatLogout(): Promise<void>;
}

const chat = () => import('../chat/chat.ts').then((m) => m.chat);

export function sessionEffectDeps(memberInfo: () => Promise<void>, syncLanguage: () => void): SessionEffectDeps {
  const quiet = { quiet: true } as const;
  return {
    promoCodeCheck: async () => readPromoCodeEnabled(await wps().relay('PROMOFE_getPromoCodeEnable', {}, quiet)),
    memberInfo,
    syncLanguage,
    vipProgress: async () => readRankProgress(await wps().relay('MCSFE_getPlayerRankProgress', {}, quiet)),
    depositSettings: async () => readDeposits(await wps().relay('MCSFE_getDepositSettings', {}, quiet)),
    unread: async () => readUnread(await wps().relay('EMFE_getInboxUnreadCount', {}, quiet)),
    wallet: () =>
      wallet().then((w) => {
        w.refreshOnReturn();
        return w.refreshWallet({ tap: true });
      }),
    clearWallet: () => void wallet().then((w) => w.clearWallet()),
    inbox: () => tenantStore.merchant?.whitelabelVal.INBOX3 === true,
    chatIdentify: async (name) => (await chat()).identify(name),
    chatLogout: async () => (await chat()).logout(),
  };
}

/** Each load fails on its own: the member centre shows what came. */
const settle = <T>(p: Promise<T>, use: (v: T) => void) => p.then(use, () => {});

/** Issued before anything else on every change; nothing waits for its answer. */
function promoCodeCheck(d: SessionEffectDeps): Promise<void> {
  return settle(d.promoCodeCheck(), (on) => {
    memberStore.promoCodeEnabled = on;
  });
}

/** VIP progress (S4), also asked again by the VIP page's retry. */
export function loadVipProgress(
  d: Pick<SessionEffectDeps, 'vipProgress'> = sessionEffectDeps(
    async () => {},
    () => {},
  ),
): Promise<void> {
  memberStore.vipProgressFailed = false;
  return d.vipProgress().then(
    (v) => {
      memberStore.vipProgress = v;
    },
    () => {
      memberStore.vipProgressFailed = true;
    },
  );
}

export async function tokenSet(d: SessionEffectDeps): Promise<void> {
  const promo = promoCodeCheck(d);
  local.remove(STORAGE_KEYS.lineToken);
  await settle(d.memberInfo(), () => d.syncLanguage());
  await Promise.all([
    settle(d.wallet(), () => {}),
    loadVipProgress(d),
    settle(d.depositSettings(), (v) => {
      memberStore.depositCount = v.count;
      const id = sessionStore.id;
      void import('../tracking/deposits.ts').then((m) => m.depositsSeen(id, v));
    }),
    d.inbox()
      ? settle(d.unread(), (n) => {
          memberStore.unread = n;
        })
      : (memberStore.unread = 0),
    settle(d.chatIdentify(sessionStore.userName ?? memberStore.info?.account ?? ''), () => {}),
    promo,
  ]);
}

export async function tokenCleared(d: SessionEffectDeps): Promise<void> {
  const promo = promoCodeCheck(d);
  memberStore.unread = 0;
  memberStore.info = null;
  memberStore.depositCount = 0;
  memberStore.vipProgress = null;
  memberStore.vipProgressFailed = false;
  d.clearWallet();
  await Promise.all([settle(d.chatLogout(), () => {}), promo]);
}
