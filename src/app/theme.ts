/** Tenant theme tokens -> CSS variables; brand assets from the mobile template (https or site path only). */
import type { TenantPackage } from '../core/schema/tenant.ts';
import type { MerchantConfig } from '../core/schema/merchant-config.ts';
import { pageImage } from '../core/page-data.ts';

/** S5: favicon and splash must be https; a site-relative path is served over the site's own scheme. */
export const secureAsset = (url: string | undefined): string | undefined =>
  url && (/^https:\/\//.test(url) || /^\/[^/]/.test(url)) ? url : undefined;

export function brandAssets(
  tenant: Pick<TenantPackage, 'brand'>,
  merchant: Pick<MerchantConfig, 'mobileTemplate'> | null,
) {
  const t = merchant?.mobileTemplate;
  return {
    logo: pageImage(secureAsset(t?.h5_logo) ?? tenant.brand.logo),
    favicon: pageImage(secureAsset(t?.favicon) ?? tenant.brand.favicon),
    splash: pageImage(secureAsset(t?.splash) ?? tenant.brand.splash),
  };
}

export function applyTheme(
  tenant: Pick<TenantPackage, 'brand' | 'theme'>,
  merchant: Pick<MerchantConfig, 'mobileTemplate'> | null,
  doc: Document = document,
): void {
  const root = doc.documentElement.style;
  for (const [k, v] of Object.entries(tenant.theme.colors))
    root.setProperty(`--color-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, v);
  root.setProperty('--radius', `${tenant.theme.radius}px`);
  root.setProperty('--font', tenant.theme.fontFamily);
  doc.title = tenant.brand.appName;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.href = brandAssets(tenant, merchant).favicon;
  doc.querySelector('meta[name="theme-color"]')?.remove();
  const meta = doc.createElement('meta');
  meta.name = 'theme-color';
  meta.content = tenant.theme.colors.primary;
  doc.head.appendChild(meta);
}
