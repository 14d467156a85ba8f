/**
 * The home-screen manifest on the page (S5, S7), after boot in the pwa chunk. Built from the
 * template: a blob: address of the built manifest (the site's CSP allows `manifest-src blob:`);
 * Chromium reads a blob manifest like any other once its addresses are absolute. The server's
 * (desktop_app_feature 1): S7 "GET web manifest | Merchant header | reads short_name". Either
 * way the short name becomes the home-screen title iOS shows (`apple-mobile-web-app-title`:
 * Safari names the icon from it, not from the manifest).
 */
import { manifestChoice, templateManifest } from '../core/pwa-manifest.ts';
import { setLink } from './home-screen-links.ts';
import { secureAsset } from './theme.ts';
import { serverShortName } from '../services/pwa/manifest-name.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';

const TITLE_META = 'apple-mobile-web-app-title';
let built: string | undefined;

function setTitle(name: string | null): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${TITLE_META}"]`);
  if (!name) return meta?.remove();
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = TITLE_META;
    document.head.appendChild(meta);
  }
  meta.content = name;
}

export async function homeScreenManifest(
  merchant: Pick<MerchantConfig, 'merchantCode' | 'mobileTemplate'>,
  tenantFavicon: string,
): Promise<void> {
  const tpl = merchant.mobileTemplate;
  const choice = manifestChoice(merchant.merchantCode, tpl);
  if (built) URL.revokeObjectURL(built);
  built = undefined;
  if (choice.kind === 'none') return setTitle(null);
  if (choice.kind === 'server') {
    setLink(document, 'manifest', choice.href);
    return setTitle(await serverShortName(choice.href, merchant.merchantCode));
  }
  const icon = secureAsset(tpl.apple_touch_icon) ?? secureAsset(tpl.favicon) ?? tenantFavicon;
  const manifest = templateManifest(merchant.merchantCode, tpl, location.origin, icon);
  built = URL.createObjectURL(new Blob([JSON.stringify(manifest)], { type: 'application/manifest+json' }));
  setLink(document, 'manifest', built);
  setTitle(manifest.short_name);
}
