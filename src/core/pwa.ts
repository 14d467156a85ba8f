/**
 * The service worker's numbers and names (S2, S4, S9), and the route rule after an update: pure,
 * shared by the page and the worker.
 */
/** S2: "The service worker is at /m/sw.js." Scope /m/. */
export const SW_URL = '/m/sw.js';
export const SW_SCOPE = '/m/';
/** S9: "service worker registration delay 500 ms". */
export const SW_REGISTER_DELAY_MS = 500;
/** S9: "Asset hash check every 3,600,000 ms and on tab visibility". */
export const ASSET_HASH_CHECK_MS = 3_600_000;
/** S7: "GET /m/asset-manifest.json | timestamp | asset hash check". */
export const ASSET_MANIFEST_URL = '/m/asset-manifest.json';
/** The page's own asset hash, written into index.html by the build (scripts/vite/asset-hash.ts). */
export const ASSET_HASH_META = 'asset-hash';
/**
 * S7: "... and /mobile/mc/asset-manifest.json": the member centre's own hash, over the code of its
 * pages (MEMBER_CENTRE_SOURCES and what only they load); the first one's covers the rest.
 */
export const MC_ASSET_MANIFEST_URL = '/mobile/mc/asset-manifest.json';
export const MC_ASSET_HASH_META = 'asset-hash-mc';
/** The member centre's sources (the build's chunks holding only these are its code). */
export const MEMBER_CENTRE_SOURCES = [
  '/src/runtime/nodes/lazy/MemberCard.tsx',
  '/src/runtime/nodes/lazy/VipStatus.tsx',
  '/src/runtime/nodes/lazy/ReferralCard.tsx',
  '/src/components/member/',
  '/src/services/member/member-centre.ts',
] as const;
/** Each asset manifest with the meta naming the page's own hash for it, in the order S7 lists them. */
export const ASSET_MANIFESTS = [
  { url: ASSET_MANIFEST_URL, meta: ASSET_HASH_META },
  { url: MC_ASSET_MANIFEST_URL, meta: MC_ASSET_HASH_META },
] as const;
/**
 * The worker's copies of the pages (src/sw/sw.ts): given at once to a returning player and
 * refreshed from the network behind it (stale while revalidate). A new version's worker empties
 * it when it takes over, and so does the page before it reloads into a new version and when the
 * player picks another language (the server's page for the next visit is in that language).
 */
export const SW_PAGES_CACHE = 'pages';
/**
 * A page's key in that cache: its address without query or fragment. Every query of a path is
 * the same page, and a sign-in's `?token=` never reaches the cache.
 */
export function pageCacheKey(url: string): string {
  const u = new URL(url);
  return u.origin + u.pathname;
}
/** The page tells a waiting worker to take over (Workbox's own message). */
export const SW_MESSAGE_SKIP_WAITING = 'SKIP_WAITING';
/**
 * Our bound (no spec number): how long Refresh waits for the new worker to take over before the
 * page goes on with the route rule anyway. Chromium can park an activation (the outgoing worker
 * restarted after the new one installed: docs/decisions.md); the page empties the worker's page
 * copies first, so the page loaded then is the new version's from the network, and the parked
 * worker takes over when the site's tabs close.
 */
export const SW_TAKEOVER_WAIT_MS = 10_000;
/**
 * Ours: how long a reload into a new version waits for the worker's page copies to be emptied. Cache
 * Storage that does not answer must not keep the player on a busy Refresh; the new worker empties
 * them too when it takes over (sw.ts activate).
 */
export const PAGE_COPIES_FORGET_WAIT_MS = 2_000;
/** S2: "/m/game, /m/index, /m/index.html, /m/member/home, /m/register.html: pages that reload in place after an update". */
export const RELOAD_IN_PLACE = ['/m/game', '/m/index', '/m/index.html', '/m/member/home', '/m/register.html'] as const;
/** S2: "/m/home: default landing; fallback for unknown pages after an update or reload". */
export const UPDATE_FALLBACK = '/m/home';

/** S2: after an update the listed pages reload; any other page is replaced with /m/home. */
export function afterUpdate(pathname: string): { reload: true } | { replace: string } {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (RELOAD_IN_PLACE as readonly string[]).includes(path) ? { reload: true } : { replace: UPDATE_FALLBACK };
}

/** S2: "The home-screen manifest is at /wps/system/manifest.json?merchantCode={merchant}". */
export const manifestUrl = (merchantCode: string) =>
  `/wps/system/manifest.json?merchantCode=${encodeURIComponent(merchantCode)}`;

/** Where a tapped push notification goes: only this site's own pages (any other address, or none: /m/home). */
export function notificationTarget(link: unknown, origin: string): string {
  try {
    const u = new URL(typeof link === 'string' && link ? link : UPDATE_FALLBACK, origin);
    return u.origin === origin && u.pathname.startsWith(SW_SCOPE) ? u.href : `${origin}${UPDATE_FALLBACK}`;
  } catch {
    return `${origin}${UPDATE_FALLBACK}`;
  }
}
