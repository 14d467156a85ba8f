/**
 * A4 "a hidden frame syncs it from a cross-domain page": the rules both sides of that frame keep.
 * A merchant with several domains names one of its hosts its device host (tenant.json
 * deviceHost); the site frames DEVICE_SYNC_PATH there, and the page keeps the one id in its own
 * origin's storage. Each side trusts the other only by exact origin: the page answers only a
 * parent on a host its merchant serves (same scheme and port as itself), and the site takes an
 * answer only from the frame it made, on the device host's origin, carrying a valid id.
 */
import { DEVICE_ID_LENGTH } from './spec-constants.ts';

/**
 * Not spec numbers, our choice (docs/decisions.md): A4's hidden frame that syncs the device id across a merchant's
 * domains is the page DEVICE_SYNC_PATH on the merchant's device host (tenant.json deviceHost); it
 * answers within DEVICE_SYNC_TIMEOUT_MS or the id is generated here (the spec gives no number).
 */
export const DEVICE_SYNC_PATH = '/device/sync.html';
export const DEVICE_SYNC_TIMEOUT_MS = 800;
export const DEVICE_SYNC_MESSAGE = 'wl-device-id';

import { tenantForHost, LOCAL_HOSTS } from './tenant-host.ts';

/** A3: a 36-character UUID-like string. */
export const isDeviceId = (v: unknown): v is string =>
  typeof v === 'string' && v.length === DEVICE_ID_LENGTH && /^[0-9a-f-]+$/i.test(v);

interface Where {
  protocol: string;
  port: string;
}

/** The sync page's origin: the device host on this page's scheme and port (a merchant's hosts share them). */
export function syncOrigin(deviceHost: string, page: Where): string {
  return `${page.protocol}//${deviceHost}${page.port ? `:${page.port}` : ''}`;
}

/** The frame's address; the tenant id says whose host list the page checks (it also checks its own host is on it). */
export function syncPageUrl(deviceHost: string, tenantId: string, page: Where): string {
  return `${syncOrigin(deviceHost, page)}${DEVICE_SYNC_PATH}?tenant=${encodeURIComponent(tenantId)}`;
}

export interface SyncTenant {
  id: string;
  hosts: readonly string[];
}

/** Whether the tenant serves this host (no port): the edge's rule (tenant-host.ts) for this tenant alone. */
export function tenantServes(t: SyncTenant, host: string): boolean {
  return tenantForHost({ defaultTenant: '', tenants: [{ id: t.id, hosts: [...t.hosts] }] }, host) === t.id;
}

/**
 * Whether the sync page may answer a message from `origin`: a host of its own merchant, on its
 * own scheme and port (an http page of the merchant never reads what its https pages keep). On a
 * machine of its own (the sync page itself on a `.localhost` name: the sandbox, npm run dev),
 * plain localhost too: there it serves the default tenant, whose device host this may be. A real
 * device host is never a `.localhost` name, so no deployed page answers a loopback parent.
 */
export function parentAllowed(t: SyncTenant, self: Where & { hostname: string }, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const loopback = self.hostname.endsWith('.localhost') && (LOCAL_HOSTS as readonly string[]).includes(url.hostname);
  return (
    url.origin === origin &&
    url.protocol === self.protocol &&
    url.port === self.port &&
    (tenantServes(t, url.hostname) || loopback)
  );
}

/** What the site asks: "your id, or keep this one if you have none". */
export interface SyncRequest {
  type: typeof DEVICE_SYNC_MESSAGE;
  id: string;
}

export const syncRequest = (id: string): SyncRequest => ({ type: DEVICE_SYNC_MESSAGE, id });

/** The id a message carries when it is a sync message with a valid id, else null. */
export function syncMessageId(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as { type?: unknown; id?: unknown };
  return m.type === DEVICE_SYNC_MESSAGE && isDeviceId(m.id) ? m.id : null;
}

/**
 * The id the site takes from a message: only from the frame it made (`source` is that frame's
 * window), on the sync page's exact origin, with a valid id; anything else is not an answer.
 */
export function syncAnswer(
  e: { origin: string; source: unknown; data: unknown },
  expected: { origin: string; source: unknown },
): string | null {
  if (e.origin !== expected.origin || !expected.source || e.source !== expected.source) return null;
  return syncMessageId(e.data);
}

/** The first valid id among a cookie header's `name=` pairs (the most specific path comes first). */
export function cookieId(cookie: string, name: string): string | null {
  for (const pair of cookie.split(';')) {
    const [k, v] = pair.trim().split('=');
    if (k === name && isDeviceId(v)) return v;
  }
  return null;
}
