/**
 * Security headers on everything the sandbox serves, as the real site's front server must send
 * them: no MIME sniffing, a referrer that never carries a path or a query (tokens, codes), no
 * powerful features, no framing by anyone. Pages get a Content-Security-Policy without
 * 'unsafe-eval' or 'unsafe-inline': the inline boot script and styles of index.html are allowed
 * by their hashes, and other origins only where a merchant configured them (its image CDNs for
 * the captcha, the chat scripts its customer-service entries name).
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { decodeCsPath } from '../src/core/cs-path.ts';
import { DEVICE_SYNC_PATH } from '../src/core/device-sync.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';

export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()',
  // The site keeps the sign-in popups it opens (the messaging app's auth page hands the result back
  // to its opener); any other cross-origin window gets no handle on it.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#39': "'", nbsp: '\u00a0' };
const decodeAttribute = (v: string) => v.replace(/&(amp|quot|lt|gt|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!);

/**
 * The hashes of a page's inline <script> (without src) and <style> blocks, and of its style
 * attributes (a pre-rendered page carries React's style props as attributes; CSP 3 allows them
 * by hash with 'unsafe-hashes', which covers attributes only, never scripts).
 */
export function inlineHashes(html: string): { scripts: string[]; styles: string[]; attributes: string[] } {
  const all = (re: RegExp, read = (s: string) => s) => [...new Set([...html.matchAll(re)].map((m) => read(m[1]!)))];
  return {
    scripts: all(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi).map(sha256),
    styles: all(/<style[^>]*>([\s\S]*?)<\/style>/gi).map(sha256),
    attributes: all(/<[a-z][^>]*?\sstyle="([^"]*)"/gi, decodeAttribute).map(sha256),
  };
}

/** style-src for a page: its blocks by hash, its style attributes by hash. */
const styleSources = (h: ReturnType<typeof inlineHashes>) =>
  [...h.styles, ...(h.attributes.length ? ["'unsafe-hashes'", ...h.attributes] : [])].join(' ');

const PIXEL_IDS = {
  facebook: 'facebookPixelIds',
  tiktok: 'tiktokPixelIds',
  gtag: 'gtagIds',
  gtm: 'gtmIds',
  kwai: 'kwaiPixelIds',
} as const;
/** Google's tag hosts (its CSP guide for Google Analytics 4 and Google Ads conversions). */
const GOOGLE_TAG_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://stats.g.doubleclick.net',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
];
/** Where each network's pixel sends its hits (beside its script's own origin). */
const PIXEL_REPORTS: Record<keyof typeof PIXEL_IDS, string[]> = {
  facebook: ['https://www.facebook.com'],
  tiktok: ['https://analytics.tiktok.com'],
  gtag: GOOGLE_TAG_HOSTS,
  gtm: GOOGLE_TAG_HOSTS,
  kwai: [], // its reporting host is not published with the script: a deploy using Kwai adds it (docs/decisions.md)
};

/** The messaging app's auth host (A7: the auth page is a third-party call; its frame too). */
export const TELEGRAM_AUTH_ORIGIN = 'https://oauth.telegram.org';

/** The https origins a merchant's own configuration brings in. */
export function merchantOrigins(
  configs: readonly Pick<MerchantConfig, 'imageCDNs' | 'customerService' | 'sms' | 'analytics' | 'whitelabelVal'>[],
  extraConnects: readonly string[] = [],
  /** The tenant's device host (A4): its sync page is framed on the merchant's other hosts. */
  deviceHost?: string,
  /** Where the messaging app's sign-in frame comes from (A2); the sandbox's own stand-in in tests. */
  telegramAuthOrigin = TELEGRAM_AUTH_ORIGIN,
): {
  scripts: string[];
  frames: string[];
  connects: string[];
} {
  const origin = (u: string) => {
    try {
      const x = new URL(u);
      return x.protocol === 'https:' ? x.origin : null;
    } catch {
      return null;
    }
  };
  const cdns = configs.flatMap((m) => m.imageCDNs.map(origin));
  const chats = configs.flatMap((m) => m.customerService.map((e) => origin(decodeCsPath(e.path) ?? '')));
  const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))].sort();
  // The identity provider's SDK: its sign-in API, the popup helper and reCAPTCHA (phone sign-in).
  const idp = configs.filter((m) => m.sms.projectId);
  const idpScripts = idp.length ? ['https://apis.google.com', 'https://www.google.com', 'https://www.gstatic.com'] : [];
  const idpFrames = idp.flatMap((m) => [
    m.sms.authDomain ? origin(`https://${m.sms.authDomain}`) : null,
    'https://www.google.com',
  ]);
  // The Facebook SDK (Facebook sign-in in in-app browsers): its script, login frames and Graph API.
  const fb = idp.filter((m) => m.sms.facebookAppId);
  const fbScripts = fb.map((m) => origin(m.sms.facebookSdkUrl));
  const fbFrames = fb.length ? ['https://www.facebook.com'] : [];
  const fbConnects = fb.length ? ['https://graph.facebook.com'] : [];
  const idpConnects = idp.length
    ? ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']
    : [];
  // Push (S7 "third-party traffic"): the installations service and the push registration service.
  const pushConnects = configs.some((m) => m.sms.vapidKey && m.sms.messagingSenderId)
    ? ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com']
    : [];
  // The ad pixels a merchant configures: their scripts, and where they report.
  const pixels = configs.flatMap((m) =>
    (Object.keys(PIXEL_IDS) as (keyof typeof PIXEL_IDS)[])
      .filter((n) => m.analytics[PIXEL_IDS[n]].length)
      .map((n) => ({ script: origin(m.analytics.scripts[n]), reports: PIXEL_REPORTS[n] })),
  );
  // The messaging app's hidden sign-in frame (A2), where the merchant has its login (TELEGRAMLOGIN3).
  const telegram = configs.some((m) => m.whitelabelVal.TELEGRAMLOGIN3) ? telegramAuthOrigin : null;
  return {
    scripts: uniq([...cdns, ...chats, ...idpScripts, ...fbScripts, ...pixels.map((p) => p.script)]),
    // The device host on the page's own scheme, any port (its hosts share the port the page is on).
    frames: uniq([...chats, ...idpFrames, ...fbFrames, telegram, deviceHost ? `${deviceHost}:*` : null]),
    connects: uniq([
      ...idpConnects,
      ...fbConnects,
      ...pushConnects,
      ...pixels.flatMap((p) => p.reports),
      ...extraConnects,
    ]),
  };
}

/** The site's page policy (index.html). */
export function siteCsp(html: string, allow: { scripts: string[]; frames: string[]; connects?: string[] }): string {
  const h = inlineHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${[...h.scripts, ...allow.scripts].join(' ')}`.trim(),
    `style-src 'self' ${styleSources(h)}`.trim(),
    "img-src 'self' data: https:",
    `connect-src 'self' ${[...allow.scripts, ...(allow.connects ?? [])].join(' ')}`.trim(),
    `frame-src 'self' ${allow.frames.join(' ')}`.trim(),
    "font-src 'self'",
    // The home-screen manifest built from the template is a blob: address (app/home-screen-manifest.ts).
    "manifest-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A tenant's hosts as CSP host sources, on the page's scheme and any port: each host, each
 * suffix's sub-domains and bare domain, and <id>.localhost (src/core/tenant-host.ts).
 */
export function tenantHostSources(id: string, hosts: readonly string[]): string[] {
  const names = hosts.flatMap((h) => (h.startsWith('.') ? [`*${h}`, h.slice(1)] : [h]));
  return [...new Set([...names, `${id}.localhost`])].map((h) => `${h}:*`);
}

/**
 * The device-id sync page (A4, src/device-sync-page.ts): its one script, its package fetch, and
 * framing by its merchant's own hosts only (`ancestors`; none: by no one). No X-Frame-Options
 * there: it cannot name other origins, and frame-ancestors rules where both are sent.
 */
export function deviceSyncCsp(ancestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** Stand-ins for third-party pages (the chat page, the game page): framed by the site only. */
export function standInCsp(html: string, ancestors: readonly string[] = ["'self'"]): string {
  const h = inlineHashes(html);
  return [
    "default-src 'self'",
    `script-src 'self' ${h.scripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'", // a vendor's page, not the site: its inline styles are its own
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${ancestors.join(' ')}`,
  ].join('; ');
}

/** The headers on every answer; a page the site may frame (the chat) says SAMEORIGIN instead of DENY. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A third-party stand-in states its own opener policy (as the real service's pages do).
  for (const [k, v] of Object.entries(BASE_HEADERS)) if (!c.res.headers.has(k)) c.header(k, v);
  const framable = c.req.path.startsWith('/__chat/') || c.req.path.startsWith('/__game/');
  // A page whose policy names the origins that may frame it (the device sync page, the messaging
  // app's sign-in frame) is framed by those: X-Frame-Options cannot name another origin.
  const namesAncestors = /frame-ancestors [^;]*(https?:|\*)/.test(c.res.headers.get('Content-Security-Policy') ?? '');
  if (c.req.path !== DEVICE_SYNC_PATH && !namesAncestors) c.header('X-Frame-Options', framable ? 'SAMEORIGIN' : 'DENY');
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!c.res.headers.get('Content-Security-Policy') && /text\/html|image\/svg/.test(type))
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    );
};
