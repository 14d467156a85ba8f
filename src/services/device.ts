/**
 * Device id (A3, A4): a 36-character UUID kept in local storage and in a cookie (365 days, site
 * wide). Read from storage, else the cookie, else generated; both places are kept in step.
 */
import Cookies from 'js-cookie';
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_KEY, DEVICE_ID_LENGTH } from '../core/spec-constants.ts';
import { local, type SafeStorage } from './storage.ts';

const valid = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.length === DEVICE_ID_LENGTH && /^[0-9a-f-]+$/i.test(v);

/** The cookie domain: the tenant's own suffix host when this host is under it, so sub-domains share the id. */
export function cookieDomain(host: string, tenantHosts: readonly string[]): string | undefined {
  const h = host.toLowerCase().replace(/:\d+$/, '');
  const suffix = tenantHosts
    .filter((x) => x.startsWith('.') && (h.endsWith(x) || h === x.slice(1)))
    .sort((a, b) => b.length - a.length)[0];
  return suffix;
}

export function deviceId(tenantHosts: readonly string[], store: SafeStorage = local): string {
  let id: string | null | undefined = store.get(DEVICE_ID_KEY);
  if (!valid(id)) id = Cookies.get(DEVICE_ID_KEY);
  if (!valid(id)) id = crypto.randomUUID();
  store.set(DEVICE_ID_KEY, id); // private mode: the cookie still holds it
  const domain = cookieDomain(location.host, tenantHosts);
  Cookies.set(DEVICE_ID_KEY, id, {
    expires: DEVICE_ID_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  });
  return id;
}
