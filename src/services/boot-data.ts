/**
 * Data the shell loads around the session: promotions (no authorisation, S6), member info when a
 * token is set (A7 "stored as memberInfo"). The status call's timing goes in the performance report (tracking/perf-report.ts).
 */
import { subscribe } from 'valtio';
import { wps } from './http/instance.ts';
import { sessionStore, memberStore, promotionsStore, tenantStore } from '../state/app.ts';
import { PROMOTION_KEYS } from '../core/spec-constants.ts';
import { heldPageData } from '../core/page-data.ts';
import { saveSessionInfo, clearSessionInfo, completeSession } from './session.ts';
import type { SessionEffectDeps } from './session-effects.ts';
import { decided } from './decided.ts';
import { loadChunk } from './chunks.ts';

let promotionsLoading: Promise<void> | undefined;

/** The available promotions in a pre-rendered page's data (the build writes them, boot starts from them). */
export const PROMOTIONS_PAGE_KEY = 'promotions';

/**
 * Start from the promotions the pre-rendered page was rendered with (the download bar's gift, say):
 * hydration then renders what the HTML holds, whenever the live answer comes; it replaces them.
 */
export function promotionsFromPage(): void {
  const held = heldPageData(PROMOTIONS_PAGE_KEY)?.value;
  if (held && typeof held === 'object' && !Array.isArray(held))
    promotionsStore.byKey = held as typeof promotionsStore.byKey;
}

export function loadPromotions(): Promise<void> {
  promotionsLoading = (async () => {
    try {
      const all = await wps().relay('MCSFE_getMerchantAvailablePromotions', {}, { auth: false, quiet: true });
      const byKey = Object.fromEntries(PROMOTION_KEYS.map((k) => [k, all?.[k] ?? { enabled: false, count: 0 }]));
      // The same as the page's (the usual case): nothing to render again (a store change re-renders
      // every reader at once, in one task).
      if (JSON.stringify(byKey) !== JSON.stringify(promotionsStore.byKey)) promotionsStore.byKey = byKey;
      decided('promotions', 'loaded');
    } catch {
      promotionsStore.byKey = {}; // promotions hidden, the site still works
      decided('promotions', 'failed');
    }
  })();
  return promotionsLoading;
}

/** Settles when the promotions asked for at start have arrived (or failed): a decision that needs them waits. */
export const promotionsSettled = (): Promise<void> => promotionsLoading ?? Promise.resolve();

export async function loadMemberInfo(): Promise<void> {
  const info = await wps().member.info();
  memberStore.info = {
    account: info.account,
    type: info.type,
    clubLabel: info.clubLabel,
    profileIcon: info.profileIcon ?? null,
  };
  // A token that came in the URL has no stored session yet: complete it from the member info.
  completeSession(info);
}

/** A7: the member's language goes to the server (not for type 4). */
export function syncLanguage(): void {
  const m = memberStore.info;
  if (!sessionStore.token || !m) return;
  if (m.type === 4) return decided('language-sync', 'not-for-type-4');
  decided('language-sync', 'sent');
  void wps()
    .member.language(tenantStore.language, tenantStore.tenant?.merchantCode ?? '')
    .catch(() => {});
}

/**
 * Keeps the stored session in step with the session store, and runs the token-change effects
 * (session-effects.ts, a chunk of its own: the first screen of a visitor never needs it; with a
 * stored session it is asked for at boot, beside the page's other first requests). The changes
 * run in the order they happened: each waits on the same import.
 */
export function followSession(deps?: SessionEffectDeps): () => void {
  // One after another, as they happened; a chunk that cannot load is tried again (loadChunk), and
  // if it still cannot, the effects of that change are skipped with a warning, not a broken chain.
  let queue: Promise<unknown> = Promise.resolve();
  const effects = (set: boolean) => {
    queue = queue
      .then(() => loadChunk(() => import('./session-effects.ts')))
      .then((m) => {
        const d = deps ?? m.sessionEffectDeps(loadMemberInfo, syncLanguage);
        // Started in order, not awaited: a logout does not wait for the login's loads to finish.
        void (set ? m.tokenSet(d) : m.tokenCleared(d));
      })
      .catch((e: unknown) =>
        console.warn(`The session's ${set ? 'start' : 'end'} effects did not run: ${(e as Error).message}`),
      );
  };
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
  if (last) effects(true);
  return subscribe(sessionStore, () => {
    const s = sessionStore;
    store();
    if (s.token === last) return;
    last = s.token;
    effects(!!s.token);
  });
}
