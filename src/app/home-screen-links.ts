/** The page's home-screen links (S5): the manifest, set by the app after boot, and the touch icon, also written into pre-rendered pages by the build. */
import { manifestChoice } from '../core/pwa-manifest.ts';
import { secureAsset } from './theme.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

export function setLink(doc: Document, rel: string, href: string | null): void {
  let link = doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) return link?.remove();
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.appendChild(link);
  }
  link.href = href;
}

/** The apple-touch-icon (S5): from the template, https or the site's own path only. Written into pre-rendered pages too. */
export function touchIconLink(merchant: Pick<MerchantConfig, 'mobileTemplate'>, doc = document): void {
  setLink(doc, 'apple-touch-icon', secureAsset(merchant.mobileTemplate.apple_touch_icon) ?? null);
}

/**
 * S5: with desktop_app_feature 1 the server manifest is linked; a manifest built from the template
 * is made by the page itself (app/home-screen-manifest.ts); a blank pwa template links none at all.
 * The app links it after its first screen, and a pre-rendered page links none: Chromium fetches a
 * manifest as soon as it is linked (its install check), a request the first paint does not need,
 * and Lighthouse counted the back end's uncached manifest as one lotus's home paint waited for (a
 * returning visit's LCP 611 ms instead of 30-80). A page rendered before the operator blanked the
 * template then never links a manifest that is gone, either.
 */
export function homeScreenLinks(
  merchant: Pick<MerchantConfig, 'merchantCode' | 'mobileTemplate'>,
  doc = document,
): void {
  const choice = manifestChoice(merchant.merchantCode, merchant.mobileTemplate);
  if (choice.kind !== 'template') setLink(doc, 'manifest', choice.kind === 'server' ? choice.href : null);
  touchIconLink(merchant, doc);
}
