/**
 * The service worker from the page's side (S2, S4, S9), with workbox-window: registered about
 * 500 ms after start at /m/sw.js (scope /m/, env and merchant in its query); the server's asset
 * hashes (S7: /m/asset-manifest.json and /mobile/mc/asset-manifest.json) compared with the page's
 * own every 3,600,000 ms and when the tab becomes visible; when one differs the worker is updated, and a new worker that waits is announced once. Applying the
 * update lets it take over, then the page reloads per the S2 route rule.
 */
import { Workbox } from 'workbox-window';
import {
  ASSET_HASH_CHECK_MS,
  ASSET_MANIFESTS,
  SW_REGISTER_DELAY_MS,
  SW_SCOPE,
  SW_TAKEOVER_WAIT_MS,
  SW_URL,
  afterUpdate,
} from '../../core/pwa.ts';
import { decided } from '../app-port/decided.ts';
import { forgetPageCopies } from './page-copies.ts';

export interface ServiceWorkerOptions {
  merchant: string;
  env: string;
  /** A new version waits: show the update dialog; `apply` lets it take over and reloads. */
  onUpdate(apply: () => void): void;
}

/** The page's own asset hashes (index.html's metas), in ASSET_MANIFESTS' order; null where the build wrote none. */
export const pageAssetHashes = (): (string | null)[] =>
  ASSET_MANIFESTS.map((m) => document.querySelector<HTMLMetaElement>(`meta[name="${m.meta}"]`)?.content ?? null);

/** The server's asset hashes now, both manifests at once (never from a cache: the timestamp and no-store). */
export async function serverAssetHashes(now = Date.now()): Promise<(string | null)[]> {
  return Promise.all(
    ASSET_MANIFESTS.map(async (m) => {
      const r = await fetch(`${m.url}?timestamp=${now}`, { cache: 'no-store' });
      if (!r.ok) return null;
      const body = (await r.json()) as { hash?: unknown };
      return typeof body.hash === 'string' ? body.hash : null;
    }),
  );
}

/** A newer version is out when a manifest the page has its own hash for says another. */
export const versionDiffers = (own: readonly (string | null)[], server: readonly (string | null)[]): boolean =>
  own.some((h, i) => h !== null && server[i] !== null && server[i] !== undefined && server[i] !== h);

export const swUrl = (o: { env: string; merchant: string }) =>
  `${SW_URL}?${new URLSearchParams({ env: o.env, merchant: o.merchant })}`;

/** After an update: reload in place or go to /m/home (S2). */
export function reloadAfterUpdate(loc: Pick<Location, 'pathname' | 'reload' | 'replace'> = location): void {
  const next = afterUpdate(loc.pathname);
  if ('reload' in next) loc.reload();
  else loc.replace(next.replace);
}

let started = false;
export function startServiceWorker(o: ServiceWorkerOptions): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  setTimeout(() => void register(o), SW_REGISTER_DELAY_MS);
}

async function register(o: ServiceWorkerOptions): Promise<void> {
  const wb = new Workbox(swUrl(o), { scope: SW_SCOPE });
  let announced = false;
  wb.addEventListener('waiting', () => {
    if (announced) return; // shown once
    announced = true;
    o.onUpdate(() => {
      let done = false;
      const go = () => {
        if (done) return;
        done = true;
        // The copies of the pages are the last version's (a parked takeover keeps its worker).
        void forgetPageCopies().then(() => reloadAfterUpdate());
      };
      wb.addEventListener('controlling', go);
      wb.messageSkipWaiting();
      // A parked activation must not leave the player on a busy button (SW_TAKEOVER_WAIT_MS).
      setTimeout(() => {
        if (!done) console.warn(`The new version did not take over within ${SW_TAKEOVER_WAIT_MS} ms; reloading.`);
        go();
      }, SW_TAKEOVER_WAIT_MS);
    });
  });
  try {
    await wb.register();
  } catch {
    return; // no worker (blocked, or a host that does not serve it): the site works without one
  }
  const own = pageAssetHashes();
  let checking = false;
  let checks = 0;
  const check = async () => {
    if (checking || own.every((h) => h === null) || !navigator.onLine) return;
    checking = true;
    let outcome = 'same';
    try {
      if (versionDiffers(own, await serverAssetHashes())) {
        // A new version already waits (announced): another update job would only restart the
        // worker in charge, which in Chromium can park the waiting one's activation for good.
        const reg = await navigator.serviceWorker.getRegistration(SW_SCOPE);
        if (reg?.waiting) outcome = 'waiting';
        else {
          await wb.update();
          outcome = 'updated';
        }
      }
    } catch {
      outcome = 'failed'; // offline or the server busy: the next check
    } finally {
      checking = false;
      decided('update-check', `${++checks} ${outcome}`);
    }
  };
  setInterval(() => void check(), ASSET_HASH_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
  decided('update-check', 'armed');
}
