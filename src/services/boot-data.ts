/**
 * Data the shell loads around the session: promotions (no authorisation, S6), member info when a
 * token is set (A7 "stored as memberInfo"), and the status-call timing report (S7: after 5 s).
 */
import { subscribe } from 'valtio';
import { wps } from './http/instance.ts';
import { sessionStore, memberStore, promotionsStore, tenantStore } from '../state/app.ts';
import { PROMOTION_KEYS, STATUS_TIMING_REPORT_DELAY_MS, STORAGE_KEYS } from '../core/spec-constants.ts';
import { saveSessionInfo, clearSessionInfo } from './session.ts';
import { local } from './storage.ts';

export async function loadPromotions(): Promise<void> {
  try {
    const all = await wps().relay('MCSFE_getMerchantAvailablePromotions', {}, { auth: false, quiet: true });
    promotionsStore.byKey = Object.fromEntries(
      PROMOTION_KEYS.map((k) => [k, all?.[k] ?? { enabled: false, count: 0 }]),
    );
  } catch {
    promotionsStore.byKey = {}; // promotions hidden, the site still works
  }
}

export async function loadMemberInfo(): Promise<void> {
  const info = await wps().member.info();
  memberStore.info = { account: info.account, type: info.type, clubLabel: info.clubLabel };
  // A token that came in the URL has no stored session yet: complete it from the member info.
  if (sessionStore.token && !sessionStore.userName) {
    sessionStore.id = info.id;
    sessionStore.userName = info.account;
    sessionStore.type = info.type;
  }
}

/** A7: the member's language goes to the server (not for type 4). */
export function syncLanguage(): void {
  const m = memberStore.info;
  if (!sessionStore.token || !m || m.type === 4) return;
  void wps()
    .member.language(tenantStore.language, tenantStore.tenant?.merchantCode ?? '')
    .catch(() => {});
}

/**
 * A4 "Session token change": a promo-code check first; on set, the line token is cleared and VIP
 * progress and the unread count are loaded (with member info and the language sync); on clear,
 * unread 0, member info cleared, deposit count 0. (Deposit settings have no call in the spec.)
 */
async function tokenSet(): Promise<void> {
  await wps()
    .relay('PROMOFE_getPromoCodeEnable', {}, { quiet: true })
    .then(
      (r) => {
        memberStore.promoCodeEnabled = !!r?.enabled;
      },
      () => {},
    );
  local.remove(STORAGE_KEYS.lineToken);
  await loadMemberInfo().catch(() => {
    /* the catalogue already told the player */
  });
  syncLanguage();
  await Promise.all([
    wps()
      .relay('MCSFE_getPlayerRankProgress', {}, { quiet: true })
      .then(
        (v) => {
          memberStore.vipProgress = v;
        },
        () => {},
      ),
    wps()
      .relay('CBS_unreadCount', {}, { quiet: true })
      .then(
        (v) => {
          memberStore.unread = v?.count ?? 0;
        },
        () => {},
      ),
  ]);
}
function tokenCleared(): void {
  memberStore.unread = 0;
  memberStore.info = null;
  memberStore.depositCount = 0;
  memberStore.vipProgress = null;
}

/** Keeps the stored session in step with the session store, and runs the token-change effects. */
export function followSession(): () => void {
  const store = () => {
    const s = sessionStore;
    if (s.token)
      saveSessionInfo({
        id: s.id,
        token: s.token,
        merchantCode: tenantStore.tenant?.merchantCode ?? '',
        userName: s.userName,
        type: s.type,
        firstTimeLogin: s.firstTimeLogin,
        spanId: null,
        account: s.userName,
      });
    else clearSessionInfo();
  };
  // A session opened by a URL token is stored at once: the next page load must find it.
  store();
  let last = sessionStore.token;
  if (last) void tokenSet();
  return subscribe(sessionStore, () => {
    const s = sessionStore;
    store();
    if (s.token === last) return;
    last = s.token;
    if (s.token) void tokenSet();
    else tokenCleared();
  });
}

/** S7 / A9: the status call's duration, reported 5 s after boot through the event fallback. */
export function reportStatusTiming(
  ms: number,
  schedule: (fn: () => void, delay: number) => unknown = setTimeout,
): void {
  schedule(() => {
    void wps()
      .system.ping({ event: 'statusTiming', ms: Math.round(ms) })
      .catch(() => {});
  }, STATUS_TIMING_REPORT_DELAY_MS);
}
