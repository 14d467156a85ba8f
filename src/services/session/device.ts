/**
 * Device id (A3, A4): a 36-character UUID kept in local storage and in a cookie (365 days, site
 * wide). Read from storage, else the cookie, else from the merchant's device host (a hidden
 * frame, A4: one id across the merchant's domains), else generated; both places are kept in step,
 * and a generated id is kept by the device host too (the frame keeps what it is offered when it
 * has none), so the merchant's other domains get the same one.
 *
 * Asynchronous because of the frame, but only the first visit on a domain waits for it: it is
 * started after the first screen (boot/after-mount.ts), loaded as its own chunk, and answers or
 * is given up within DEVICE_SYNC_TIMEOUT_MS; a login sent later takes the id it settled on.
 */
import Cookies from 'js-cookie';
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_KEY } from '../../core/spec-constants.ts';
import { DEVICE_SYNC_TIMEOUT_MS } from '../../core/device-sync.ts';
import { isDeviceId, syncPageUrl, syncOrigin } from '../../core/device-sync.ts';
import { local, type SafeStorage } from './storage.ts';
import { loadChunk } from '../scheduling/chunks.ts';

/** What the device id needs of the tenant package. */
export interface DeviceTenant {
  id: string;
  hosts: readonly string[];
  deviceHost?: string | undefined;
}

/** The cookie domain: the tenant's own suffix host when this host is under it, so sub-domains share the id. */
export function cookieDomain(host: string, tenantHosts: readonly string[]): string | undefined {
  const h = host.toLowerCase().replace(/:\d+$/, '');
  const suffix = tenantHosts
    .filter((x) => x.startsWith('.') && (h.endsWith(x) || h === x.slice(1)))
    .sort((a, b) => b.length - a.length)[0];
  return suffix;
}

function stored(store: SafeStorage): string | undefined {
  const id = store.get(DEVICE_ID_KEY);
  if (isDeviceId(id)) return id;
  const cookie = Cookies.get(DEVICE_ID_KEY);
  return isDeviceId(cookie) ? cookie : undefined;
}

/** The device host's id, or the generated one it now keeps; the generated one alone when it does not answer in time. */
async function fromDeviceHost(tenant: DeviceTenant): Promise<string> {
  const generated = crypto.randomUUID();
  if (!tenant.deviceHost) return generated;
  try {
    const { askDeviceHost } = await loadChunk(() => import('./device-frame.ts'));
    const answer = await askDeviceHost(
      syncPageUrl(tenant.deviceHost, tenant.id, location),
      syncOrigin(tenant.deviceHost, location),
      generated,
      DEVICE_SYNC_TIMEOUT_MS,
    );
    return answer ?? generated;
  } catch {
    return generated; // the frame's code did not load (offline): this domain's own id
  }
}

/** One frame per page, however many callers ask before it settles. */
let settling: Promise<string> | undefined;

export async function deviceId(tenant: DeviceTenant, store: SafeStorage = local): Promise<string> {
  const id = stored(store) ?? (await (settling ??= fromDeviceHost(tenant)));
  store.set(DEVICE_ID_KEY, id); // private mode: the cookie still holds it
  const domain = cookieDomain(location.host, tenant.hosts);
  Cookies.set(DEVICE_ID_KEY, id, {
    expires: DEVICE_ID_COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  });
  return id;
}

/** Tests: forget the settled id (a new page). */
export function resetDeviceIdForTests(): void {
  settling = undefined;
}
