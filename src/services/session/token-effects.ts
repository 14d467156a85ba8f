/**
 * A4 / S4 "Session token change", in the one place that follows the session: a promo-code check
 * runs first on every change. On set: the line token is cleared, member info (and the language
 * sync), VIP progress, deposit settings and the unread count load, and the chat gets an auth key
 * and the customer name. On clear: unread 0, member info cleared, deposit count 0, VIP progress
 * gone, and the chat user is cleared and logged out.
 */
import { wps } from '../http/instance.ts';
import { memberStore, sessionStore, tenantStore } from '../../state/app.ts';
import { STORAGE_KEYS } from '../../core/spec-constants.ts';
import { local } from './storage.ts';
import type { RelayAnswer } from '../../core/relays.ts';

export interface SessionEffectDeps {
  promoCodeCheck(): Promise<RelayAnswer<'PROMOFE_getPromoCodeEnable'>>;
  memberInfo(): Promise<void>;
  syncLanguage(): void;
  vipProgress(): Promise<RelayAnswer<'MCSFE_getPlayerRankProgress'>>;
  depositSettings(): Promise<RelayAnswer<'PAYFE_getDepositSetting'>>;
  unread(): Promise<RelayAnswer<'CBS_unreadCount'>>;
  /** INBOX3: the merchant has the message inbox (docs/decisions.md); off, no unread count is asked for. */
  inbox(): boolean;
  chatIdentify(name: string): Promise<void>;
  chatLogout(): Promise<void>;
}

const chat = () => import('../chat/chat.ts').then((m) => m.chat);

export function sessionEffectDeps(memberInfo: () => Promise<void>, syncLanguage: () => void): SessionEffectDeps {
  const quiet = { quiet: true } as const;
  return {
    promoCodeCheck: () => wps().relay('PROMOFE_getPromoCodeEnable', {}, quiet),
    memberInfo,
    syncLanguage,
    vipProgress: () => wps().relay('MCSFE_getPlayerRankProgress', {}, quiet),
    depositSettings: () => wps().relay('PAYFE_getDepositSetting', {}, quiet),
    unread: () => wps().relay('CBS_unreadCount', {}, quiet),
    inbox: () => tenantStore.merchant?.whitelabelVal.INBOX3 === true,
    chatIdentify: async (name) => (await chat()).identify(name),
    chatLogout: async () => (await chat()).logout(),
  };
}

/** Each load fails on its own: the member centre shows what came. */
const settle = <T>(p: Promise<T>, use: (v: T) => void) => p.then(use, () => {});

/** Issued before anything else on every change; nothing waits for its answer. */
function promoCodeCheck(d: SessionEffectDeps): Promise<void> {
  return settle(d.promoCodeCheck(), (r) => {
    memberStore.promoCodeEnabled = !!r?.enabled;
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
    loadVipProgress(d),
    settle(d.depositSettings(), (v) => {
      memberStore.depositCount = v?.totalDepositSuccessCount ?? 0;
      const id = sessionStore.id;
      void import('../tracking/deposits.ts').then((m) => m.depositsSeen(id, v));
    }),
    d.inbox()
      ? settle(d.unread(), (v) => {
          memberStore.unread = v?.count ?? 0;
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
  await Promise.all([settle(d.chatLogout(), () => {}), promo]);
}
