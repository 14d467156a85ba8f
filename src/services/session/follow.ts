/**
 * The one place for the session token's effects: the stored session follows the session store,
 * and a token set or cleared runs its effects (token-effects.ts) in the order it happened.
 */
import { subscribe } from 'valtio';
import { sessionStore, tenantStore } from '../../state/app.ts';
import { saveSessionInfo, clearSessionInfo } from './session.ts';
import type { SessionEffectDeps } from './token-effects.ts';
import { loadChunk } from '../scheduling/chunks.ts';
import { loadMemberInfo, syncLanguage } from '../member/member-info.ts';

/**
 * Keeps the stored session in step with the session store, and runs the token-change effects
 * (token-effects.ts, a chunk of its own: the first screen of a visitor never needs it; with a
 * stored session it is asked for at boot, beside the page's other first requests). The changes
 * run in the order they happened: each waits on the same import.
 */
export function followSession(deps?: SessionEffectDeps): () => void {
  // One after another, as they happened; a chunk that cannot load is tried again (loadChunk), and
  // if it still cannot, the effects of that change are skipped with a warning, not a broken chain.
  let queue: Promise<unknown> = Promise.resolve();
  const effects = (set: boolean) => {
    queue = queue
      .then(() => loadChunk(() => import('./token-effects.ts')))
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
        spanId: s.spanId ?? null,
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
