/**
 * Data the shell loads around the session: promotions (no authorisation, S6), member info when a
 * token is set (A7 "stored as memberInfo"), and the status-call timing report (S7: after 5 s).
 */
import { subscribe } from 'valtio';
import { wps } from './http/instance.ts';
import { sessionStore, memberStore, promotionsStore, tenantStore } from '../state/app.ts';
import { PROMOTION_KEYS, STATUS_TIMING_REPORT_DELAY_MS } from './spec-constants.ts';
import { saveSessionInfo, clearSessionInfo } from './session.ts';

export async function loadPromotions(): Promise<void> {
  try {
    const all = await wps().relay.get<Record<string, { enabled: boolean; count: number }>>('MCSFE_getMerchantAvailablePromotions', {}, { auth: false, quiet: true });
    promotionsStore.byKey = Object.fromEntries(PROMOTION_KEYS.map((k) => [k, all?.[k] ?? { enabled: false, count: 0 }]));
  } catch {
    promotionsStore.byKey = {}; // promotions hidden, the site still works
  }
}

export async function loadMemberInfo(): Promise<void> {
  const info = await wps().member.info();
  memberStore.info = { type: info.type, clubLabel: info.clubLabel };
  // A token that came in the URL has no stored session yet: complete it from the member info.
  if (sessionStore.token && !sessionStore.userName) {
    sessionStore.userName = info.account;
    sessionStore.type = info.type;
  }
}

/** Keeps the stored session in step with the session store, and member info with the token. */
export function followSession(): () => void {
  let last = sessionStore.token;
  return subscribe(sessionStore, () => {
    const s = sessionStore;
    if (s.token) saveSessionInfo({ id: null, token: s.token, merchantCode: tenantStore.tenant?.merchantCode ?? '', userName: s.userName, type: s.type, firstTimeLogin: s.firstTimeLogin, spanId: null, account: s.userName });
    else clearSessionInfo();
    if (s.token === last) return;
    last = s.token;
    if (s.token) void loadMemberInfo().catch(() => { /* the catalogue already told the player */ });
    else memberStore.info = null;
  });
}

/** S7 / A9: the status call's duration, reported 5 s after boot through the event fallback. */
export function reportStatusTiming(ms: number, schedule: (fn: () => void, delay: number) => unknown = setTimeout): void {
  schedule(() => { void wps().system.ping({ event: 'statusTiming', ms: Math.round(ms) }).catch(() => {}); }, STATUS_TIMING_REPORT_DELAY_MS);
}
