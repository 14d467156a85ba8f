/** The page's side of the worker's page copies (core/pwa.ts SW_PAGES_CACHE): Cache Storage, so not in core. */
import { PAGE_COPIES_FORGET_WAIT_MS, SW_PAGES_CACHE } from '../../core/pwa.ts';
import { withTimeout } from '../scheduling/timeout.ts';

class StillEmptying extends Error {}

/**
 * Empties the worker's page copies. A browser without Cache Storage has none; one that refuses it
 * (storage blocked) has none to give either, so the reload or the language change goes on. One
 * that does not answer within PAGE_COPIES_FORGET_WAIT_MS is left to finish behind the reload.
 */
export async function forgetPageCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await withTimeout(caches.delete(SW_PAGES_CACHE), PAGE_COPIES_FORGET_WAIT_MS, () => new StillEmptying());
  } catch (e) {
    // Otherwise storage is blocked: nothing was kept.
    if (e instanceof StillEmptying)
      console.warn(`The page copies were not emptied within ${PAGE_COPIES_FORGET_WAIT_MS} ms; going on.`);
  }
}
