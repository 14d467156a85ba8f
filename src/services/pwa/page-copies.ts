/** The page's side of the worker's page copies (core/pwa.ts SW_PAGES_CACHE): Cache Storage, so not in core. */
import { PAGE_COPIES_FORGET_WAIT_MS, SW_PAGES_CACHE } from '../../core/pwa.ts';

/**
 * Empties the worker's page copies. A browser without Cache Storage has none; one that refuses it
 * (storage blocked) has none to give either, so the reload or the language change goes on. One
 * that does not answer within PAGE_COPIES_FORGET_WAIT_MS is left to finish behind the reload.
 */
export async function forgetPageCopies(waitMs = PAGE_COPIES_FORGET_WAIT_MS): Promise<void> {
  if (typeof caches === 'undefined') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    const outcome = await Promise.race([caches.delete(SW_PAGES_CACHE), late]);
    if (outcome === 'late') console.warn(`The page copies were not emptied within ${waitMs} ms; going on.`);
  } catch {
    // storage blocked: nothing was kept
  } finally {
    clearTimeout(timer);
  }
}
