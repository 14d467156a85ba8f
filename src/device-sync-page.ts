/**
 * The device host's sync page (/device/sync.html, A4 "a hidden frame syncs it from a cross-domain
 * page"), bundled by the build as one classic script (scripts/vite/device-sync-page.ts). A page
 * of one of the merchant's domains frames it and asks "your id, or keep this one"; it answers
 * with the id it keeps, so every domain of the merchant sends the same one.
 *
 * It answers only its direct parent, only when that parent's origin is a host of the merchant
 * named by ?tenant= (same scheme and port), and only when its own host is one of them too (so
 * another tenant's name in the query cannot turn this host's id over to that tenant's domains).
 * The answer goes to that exact origin, never '*'.
 *
 * The id lives in local storage and in a cookie of this host. The cookie is SameSite=None: framed
 * by another site, local storage is partitioned by the top-level site in today's browsers, and a
 * third-party cookie is what still reaches every domain where the browser allows one. Where it
 * does not, the page answers with what its partition holds and domains keep their own ids.
 */
import { local } from './services/session/storage.ts';
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_KEY } from './core/spec-constants.ts';
import { DEVICE_SYNC_MESSAGE, DEVICE_SYNC_PATH } from './core/device-sync.ts';
import {
  cookieId,
  isDeviceId,
  parentAllowed,
  syncMessageId,
  tenantServes,
  type SyncTenant,
} from './core/device-sync.ts';

const COOKIE_PATH = DEVICE_SYNC_PATH.slice(0, DEVICE_SYNC_PATH.lastIndexOf('/') + 1);

const tenantId = new URLSearchParams(location.search).get('tenant') ?? '';

/** The merchant's hosts, from its package on this same origin (the page itself names no merchant). */
const tenant: Promise<SyncTenant | null> = /^[a-z0-9-]+$/.test(tenantId)
  ? fetch(`/tenants/${tenantId}/tenant.json`)
      .then((r) => (r.ok ? (r.json() as Promise<{ hosts?: unknown }>) : null))
      .then((t) =>
        Array.isArray(t?.hosts) && t.hosts.every((h) => typeof h === 'string')
          ? { id: tenantId, hosts: t.hosts as string[] }
          : null,
      )
      .catch(() => null)
  : Promise.resolve(null);

function read(): string | null {
  // Storage blocked: the cookie still holds it.
  const v = local.get(DEVICE_ID_KEY);
  if (isDeviceId(v)) return v;
  return cookieId(document.cookie, DEVICE_ID_KEY);
}

function keep(id: string): void {
  local.set(DEVICE_ID_KEY, id); // storage blocked: the cookie still holds it
  const maxAge = DEVICE_ID_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${DEVICE_ID_KEY}=${id}; Max-Age=${maxAge}; Path=${COOKIE_PATH}; SameSite=None; Secure`;
}

/** What the page decided about the last message, for tests and devtools (as the app's data-decided-*). */
const decide = (outcome: string) => document.documentElement.setAttribute('data-decided-device-sync', outcome);

addEventListener('message', (e: MessageEvent) => {
  const offered = syncMessageId(e.data);
  if (!offered) return;
  const source = e.source;
  void tenant.then((t) => {
    if (!t || source !== parent || parent === window || !tenantServes(t, location.hostname)) return decide('refused');
    if (!parentAllowed(t, location, e.origin)) return decide(`refused ${e.origin}`);
    const id = read() ?? offered;
    keep(id);
    parent.postMessage({ type: DEVICE_SYNC_MESSAGE, id }, e.origin);
    decide(`answered ${e.origin}`);
  });
});
