/**
 * S5: "A home-screen manifest is built only if the pwa template is non-blank. desktop_app_feature
 * of 1 uses the server manifest; otherwise one is built from the template (title, icons
 * 192/256/384/512, start /m/home, scope /m/, standalone, portrait, white theme)." Pure: the page
 * turns the built one into a blob: address (app/home-screen-manifest.ts).
 */
import type { MerchantConfig } from './schema/merchant-config.ts';
import { manifestUrl } from './pwa.ts';
import {
  MANIFEST_ICON_SIZES,
  MANIFEST_START_URL,
  MANIFEST_SCOPE,
  MANIFEST_DISPLAY,
  MANIFEST_ORIENTATION,
  MANIFEST_THEME_COLOR,
} from './spec-constants.ts';

type Template = MerchantConfig['mobileTemplate'];

/** Which manifest the page links: none, the server's, or one built from the template. */
export type ManifestChoice = { kind: 'none' } | { kind: 'server'; href: string } | { kind: 'template' };

export function manifestChoice(merchantCode: string, tpl: Template): ManifestChoice {
  if (!tpl.pwa.trim()) return { kind: 'none' };
  if (tpl.desktop_app_feature === 1) return { kind: 'server', href: manifestUrl(merchantCode) };
  return { kind: 'template' };
}

/**
 * The manifest built from the template, every address absolute: a blob: manifest has no path of
 * its own to resolve "/m/home" against, and Chromium wants start_url on the page's origin.
 * `icon` is the template's home-screen icon (else its favicon, else the tenant's).
 */
export function templateManifest(merchantCode: string, tpl: Template, origin: string, icon: string) {
  const at = (path: string) => new URL(path, origin).href;
  const src = at(icon);
  return {
    // One installed app per merchant, whichever of its hosts it was installed from (as the server's).
    id: at(`${MANIFEST_START_URL}?merchantCode=${encodeURIComponent(merchantCode)}`),
    name: tpl.pwa.trim(),
    short_name: tpl.pwa.trim(),
    start_url: at(MANIFEST_START_URL),
    scope: at(MANIFEST_SCOPE),
    display: MANIFEST_DISPLAY,
    orientation: MANIFEST_ORIENTATION,
    theme_color: MANIFEST_THEME_COLOR,
    background_color: MANIFEST_THEME_COLOR,
    icons: MANIFEST_ICON_SIZES.map((s) => ({
      src,
      sizes: `${s}x${s}`,
      type: /\.svg($|\?)/.test(icon) ? 'image/svg+xml' : 'image/png',
      purpose: 'any',
    })),
  };
}
