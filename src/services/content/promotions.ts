/**
 * The merchant's available promotions (S6, no authorisation): the shell loads them at boot and
 * the menus, the download bar's gift and the promotion pages read them from the store.
 */
import { wps } from '../http/instance.ts';
import { promotionsStore } from '../../state/app.ts';
import { PROMOTION_KEYS } from '../../core/spec-constants.ts';
import { heldPageData } from '../../core/page-data.ts';
import { decided } from '../app-port/decided.ts';
import { readPromotions } from '../wire/content.ts';

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
      const all = readPromotions(
        await wps().relay('MCSFE_getMerchantAvailablePromotions', {}, { auth: false, quiet: true }),
      );
      const byKey = Object.fromEntries(PROMOTION_KEYS.map((k) => [k, all[k] ?? { enabled: false, count: 0 }]));
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
