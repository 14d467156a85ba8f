/** The page's home-screen links (S5), set by the app after boot and written into pre-rendered pages by the build. */
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

/**
 * S5: with desktop_app_feature 1 the server manifest is linked; a manifest built from the template
 * is made by the page itself after boot (app/home-screen-manifest.ts), so a pre-rendered page links
 * none until then; a blank pwa template links none at all. The apple-touch-icon comes from the
 * template (https or the site's own path only).
 */
export function homeScreenLinks(
  merchant: Pick<MerchantConfig, 'merchantCode' | 'mobileTemplate'>,
  doc = document,
): void {
  const tpl = merchant.mobileTemplate;
  const choice = manifestChoice(merchant.merchantCode, tpl);
  if (choice.kind !== 'template') setLink(doc, 'manifest', choice.kind === 'server' ? choice.href : null);
  setLink(doc, 'apple-touch-icon', secureAsset(tpl.apple_touch_icon) ?? null);
}
