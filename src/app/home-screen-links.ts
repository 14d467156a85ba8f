/** The page's home-screen links (S5), set by the app after boot and written into pre-rendered pages by the build. */
import { manifestUrl } from '../core/pwa.ts';
import { secureAsset } from './theme.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

function setLink(doc: Document, rel: string, href: string | null): void {
  let link = doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) return link?.remove();
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.appendChild(link);
  }
  link.href = href;
}

/**
 * S5: the manifest link only when the pwa template is non-blank (the back end builds it: from the
 * template, or its own when desktop_app_feature is 1); the apple-touch-icon from the template
 * (https or the site's own path only).
 */
export function homeScreenLinks(
  merchant: Pick<MerchantConfig, 'merchantCode' | 'mobileTemplate'>,
  doc = document,
): void {
  const tpl = merchant.mobileTemplate;
  setLink(doc, 'manifest', tpl.pwa.trim() ? manifestUrl(merchant.merchantCode) : null);
  setLink(doc, 'apple-touch-icon', secureAsset(tpl.apple_touch_icon) ?? null);
}
