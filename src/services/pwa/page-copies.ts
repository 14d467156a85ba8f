/** The page's side of the worker's page copies (core/pwa.ts SW_PAGES_CACHE): Cache Storage, so not in core. */
import { SW_PAGES_CACHE } from '../../core/pwa.ts';

/**
 * Empties the worker's page copies. A browser without Cache Storage has none; one that refuses it
 * (storage blocked) has none to give either, so the reload or the language change goes on.
 */
export async function forgetPageCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SW_PAGES_CACHE);
  } catch {
    // storage blocked: nothing was kept
  }
}
