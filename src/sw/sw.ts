/// <reference lib="webworker" />
/**
 * The service worker at /m/sw.js, scope /m/ (S2, S4, S9), built by vite-plugin-pwa (injectManifest)
 * with Workbox. The app's hashed code is precached; pages are stale while revalidate (the last
 * visit's copy at once, the network's answer kept for the next) and tenant packages network first
 * (an operator's edit shows on the next load); the asset hash always from the network; only the
 * status call's public answer is cached under /wps/ (docs/decisions.md). Prompt mode: a new
 * version waits until the page's update dialog tells it to take over.
 */
import { precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { SW_MESSAGE_SKIP_WAITING, SW_PAGES_CACHE, notificationTarget, pageCacheKey } from '../core/pwa.ts';

/** S7: the status call (the merchant's configuration). */
const STATUS_PATH = '/wps/v2/system/status';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (e: ExtendableMessageEvent) => {
  if ((e.data as { type?: string } | null)?.type === SW_MESSAGE_SKIP_WAITING) void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The asset hash decides about updates: never from a cache.
registerRoute(({ url }) => sameOrigin(url) && url.pathname.endsWith('/asset-manifest.json'), new NetworkOnly());

// The shell: every /m/ page is the same app, so /m/home, kept at install, opens any page offline.
const SHELL_CACHE = 'shell'; // its own cache: the pages' expiry never removes it
const SHELL = '/m/home';
self.addEventListener('install', (e: ExtendableEvent) => {
  e.waitUntil(caches.open(SHELL_CACHE).then((c) => c.add(SHELL)));
});
// A new version's pages name its own code: the last version's copies go when it takes over.
self.addEventListener('activate', (e: ExtendableEvent) => {
  e.waitUntil(caches.delete(SW_PAGES_CACHE));
});
// Pages: the copy from the last visit at once, the network's answer kept for the next one. The
// copy is safe to show: boot hydrates it only when it was rendered from the tenant package, config
// and language this boot has (all fetched network first), and renders afresh over it otherwise
// (boot/mount.tsx rendersThePage). Keyed by path alone (pageCacheKey): no token in the cache.
registerRoute(
  new NavigationRoute(
    new StaleWhileRevalidate({
      cacheName: SW_PAGES_CACHE,
      plugins: [
        { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
        new ExpirationPlugin({ maxEntries: 20 }),
        { handlerDidError: async () => (await caches.open(SHELL_CACHE)).match(SHELL) },
      ],
    }),
    { allowlist: [/^\/m(\/|$)/] },
  ),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/tenants/'),
  new NetworkFirst({ cacheName: 'tenants', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);
// The merchant's public configuration (the status call, no token): the last copy when offline, so
// the site still opens. Nothing else under /wps/ is routed: every other call goes to the network
// as the page made it, so a member's answer is never stored and the request layer's retries,
// errors and offline notice stay the one story.
registerRoute(
  ({ url, request }) => sameOrigin(url) && url.pathname === STATUS_PATH && !request.headers.has('Authorization'),
  new NetworkFirst({
    cacheName: 'merchant-status',
    // Its query names the page; offline, the last answer for any page of the site will do.
    matchOptions: { ignoreSearch: true },
    plugins: [new ExpirationPlugin({ maxEntries: 5 })],
  }),
);

/**
 * Push messages (S4): the push library's web format ({ notification: { title, body, icon },
 * fcmOptions: { link }, data }) shown as a notification; a tap opens its link on this site (any
 * other address, or none: /m/home), in an open tab of the site when there is one.
 */
interface PushPayload {
  notification?: { title?: string; body?: string; icon?: string; click_action?: string };
  fcmOptions?: { link?: string };
  data?: Record<string, string>;
}
self.addEventListener('push', (e: PushEvent) => {
  let p: PushPayload;
  try {
    p = (e.data?.json() ?? {}) as PushPayload;
  } catch {
    p = { notification: { body: e.data?.text() ?? '' } };
  }
  const n = p.notification ?? {};
  const link = p.fcmOptions?.link ?? n.click_action ?? p.data?.link ?? '';
  e.waitUntil(
    self.registration.showNotification(n.title || self.location.hostname, {
      body: n.body ?? '',
      ...(n.icon ? { icon: n.icon } : {}),
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (e: NotificationEvent) => {
  e.notification.close();
  const target = notificationTarget((e.notification.data as { link?: unknown } | null)?.link, self.location.origin);
  e.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (open) => {
      const tab = open.find((c) => new URL(c.url).origin === self.location.origin) as WindowClient | undefined;
      if (tab) return (await tab.navigate(target))?.focus();
      return self.clients.openWindow(target);
    }),
  );
});
