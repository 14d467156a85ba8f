/**
 * Putting the app on the page: hydrating the pre-rendered page when this boot renders what it
 * holds, else rendering afresh over it, and the boot's error pages. Once the whole tree has
 * mounted, what the player did on the pre-rendered page before that is done again.
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { startTransition, useEffect, type ReactNode } from 'react';
import { readMark, configPrint, type PrerenderMark } from '../core/prerendered.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';
import type { TenantPackage } from '../core/schema/tenant.ts';
import { typedFields, focusedField, replayEarlyInput, type TypedField, type FocusedField } from '../app/early-input.ts';
import { handOver } from '../core/hand-over.ts';

export const container = document.getElementById('root')!;
/** What the build's pre-rendered page holds (scripts/prerender.tsx), or null for the bare app page. */
export const prerendered: PrerenderMark | null = readMark(container.dataset.prerendered);
let root: Root | null = null;
/** Whether the app has been put on the page (a boot retried after an error has a root already). */
export const mounted = () => root !== null;
export const show = (node: ReactNode) => (root ??= createRoot(container)).render(node);

/**
 * The pre-rendered page is hydrated when this boot renders what it holds: the same tenant, route,
 * language, merchant config and tenant package (a page still cached, or not yet re-rendered, while
 * its tenant was published again is never hydrated), for a visitor, on an open site. Otherwise the
 * app renders afresh over it (a member, another language chosen, other switches, maintenance,
 * another package).
 */
export function rendersThePage(
  tenant: TenantPackage,
  language: string,
  merchant: MerchantConfig,
  member: boolean,
): boolean {
  return (
    !root &&
    prerendered?.tenant === tenant.id &&
    prerendered.route === location.pathname &&
    prerendered.language === language &&
    prerendered.config === configPrint(merchant) &&
    prerendered.package === tenant.print &&
    !member &&
    !merchant.maintenance &&
    !merchant.regionRestriction
  );
}

function Ready({ typed, focus, children }: { typed: TypedField[]; focus: FocusedField | null; children: ReactNode }) {
  // A page rendered afresh (flushSync) runs this within its commit: the caret is back before the next key.
  useEffect(() => replayEarlyInput(typed, container, focus), [typed, focus]);
  return children;
}

/** Puts the app on the page (same inputs, same markup; should anything still differ, React renders that part afresh). */
export function mount(app: ReactNode, hydrate: boolean): void {
  const ready = (
    <Ready typed={typedFields(container)} focus={focusedField(container)}>
      {app}
    </Ready>
  );
  if (hydrate) {
    handOver().hydrating = true; // taps from here on are React's to replay
    // As a transition: React hydrates in slices and lets the browser breathe between them (the
    // page is already painted and readable; a tap meanwhile hydrates its part at once).
    startTransition(() => {
      root = hydrateRoot(container, ready, {
        onRecoverableError: (error) =>
          console.warn('The pre-rendered page differs from what this boot renders; rendered afresh.', error),
      });
    });
  } else if (container.querySelector('input, select, textarea')) {
    // Rendered afresh over a page with fields: at once (flushSync), so nothing typed between
    // reading the page's fields and replacing them is lost.
    flushSync(() => show(ready));
  } else {
    // Nothing to type into (a member's home over the visitor's page): as a transition, in
    // slices; the page stays painted and readable until the new one replaces it in one commit.
    startTransition(() => show(ready));
  }
}
