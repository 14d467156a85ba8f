/**
 * Attribution kept for the back end and the pixels: Facebook's _fbc and _fbp cookies (90 days,
 * in Facebook's own format: fb.<subdomain index>.<creation ms>.<fbclid or random>), and the native
 * app's ad ids (s2s_info).
 */
import Cookies from 'js-cookie';
import { PIXEL_COOKIE_DAYS, S2S_INFO_FIELDS, TRACK_STORAGE_KEYS } from '../../core/spec-constants.ts';
import { cookieDomain } from '../session/device.ts';
import { local, type SafeStorage } from '../session/storage.ts';

/** Facebook's subdomain index: 1 for example.com, 2 for www.example.com (the domain the cookie is set on). */
export function subdomainIndex(domain: string): number {
  return domain.replace(/^\./, '').split('.').length - 1;
}

export const fbcValue = (fbclid: string, domain: string, now: number) =>
  `fb.${subdomainIndex(domain)}.${now}.${fbclid}`;
export const fbpValue = (domain: string, now: number, random: () => number) =>
  `fb.${subdomainIndex(domain)}.${now}.${Math.floor(random() * 9_000_000_000) + 1_000_000_000}`;

/** The fbclid a stored _fbc was made from (its last part). */
const fbclidOf = (fbc: string | undefined) => fbc?.split('.').slice(3).join('.');

/**
 * With a Facebook pixel configured and consent: _fbp once per browser, _fbc from the link's
 * fbclid (kept when the same fbclid comes again, so its creation time stays the first click's).
 */
export function setFacebookCookies(
  href: string,
  tenantHosts: readonly string[],
  now = Date.now(),
  random: () => number = Math.random,
): void {
  const url = new URL(href);
  const domain = cookieDomain(url.host, tenantHosts) ?? url.hostname;
  const opts = {
    expires: PIXEL_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax' as const,
    secure: url.protocol === 'https:',
    ...(domain.startsWith('.') ? { domain } : {}),
  };
  if (!Cookies.get('_fbp')) Cookies.set('_fbp', fbpValue(domain, now, random), opts);
  const fbclid = url.searchParams.get('fbclid');
  if (fbclid && fbclidOf(Cookies.get('_fbc')) !== fbclid) Cookies.set('_fbc', fbcValue(fbclid, domain, now), opts);
}

/** s2s_info: the native app's ad ids, from the query it opens the site with (docs/decisions.md). */
export function captureS2sInfo(href: string, nativeApp: boolean, store: SafeStorage = local): void {
  if (!nativeApp) return;
  const q = new URL(href).searchParams;
  const got = Object.fromEntries(S2S_INFO_FIELDS.filter((f) => q.get(f)).map((f) => [f, q.get(f)!]));
  if (Object.keys(got).length)
    store.setJson(TRACK_STORAGE_KEYS.s2sInfo, { ...store.getJson<object>(TRACK_STORAGE_KEYS.s2sInfo), ...got });
}
