/**
 * Pre-rendered pages (the build's first paint from the HTML): where each tenant's page is in the
 * build output, and the mark on #root that tells boot what the HTML holds. Shared by the build
 * (scripts/prerender.tsx), the sandbox's site server, the nginx configuration of docs/deploy.md
 * (same layout: /pages/<tenant>/<language><route>.html) and boot, so all four agree.
 */
import { HAND_OVER_GLOBAL } from './hand-over.ts';
import { DOWNLOAD_BAR_CLOSED_KEY } from './spec-constants.ts';
import { fnv1a32 } from './hash.ts';

export const PRERENDER_DIR = 'pages';

/** `/m/login` of dragon in VI -> `pages/dragon/VI/m/login.html`; null for a path that is no plain route. */
export function prerenderedFile(tenantId: string, pathname: string, language: string): string | null {
  if (!/^[a-z0-9-]+$/.test(tenantId) || !/^(\/[A-Za-z0-9_-]+)+$/.test(pathname)) return null;
  if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(language)) return null;
  return `${PRERENDER_DIR}/${tenantId}/${language}${pathname}.html`;
}

/**
 * The tenant's page for any other route (and for a route in a language it was not rendered in):
 * the app's HTML with the tenant named on it (core/page-tenant.ts), so the edge that picked the
 * tenant by host hands it on and the player's browser never looks the host up.
 */
export function fallbackFile(tenantId: string): string | null {
  return /^[a-z0-9-]+$/.test(tenantId) ? `${PRERENDER_DIR}/${tenantId}/index.html` : null;
}

/** What a pre-rendered page was rendered for: boot hydrates only when it would render the same. */
export interface PrerenderMark {
  tenant: string;
  route: string;
  language: string;
  /** configPrint of the merchant config the page was rendered with. */
  config: string;
  /** The print of the tenant package it was rendered from (tenant.json's `print`). */
  package: string;
}

export const markOf = (m: PrerenderMark): string => `${m.tenant} ${m.route} ${m.language} ${m.config} ${m.package}`;

export function readMark(value: string | undefined): PrerenderMark | null {
  const [tenant, route, language, config, pkg, ...rest] = (value ?? '').split(' ');
  return tenant && route && language && config && pkg && rest.length === 0
    ? { tenant, route, language, config, package: pkg }
    : null;
}

/**
 * Merchant-config fields a visitor's first screen never shows (used on a tap or after the first
 * screen), which a back end may also rewrite per request (the sandbox points them at its
 * stand-ins): left out of the print, so they alone do not cost a hydration. Named by key alone
 * (gw.LINE_AUTHORIZE_URL, sms.authEmulatorUrl, sms.facebookSdkUrl, analytics.scripts): each of
 * these keys is used once in the merchant config (prerendered.test.ts checks), and the first
 * screen's code is smaller without paths.
 */
export const NOT_ON_FIRST_SCREEN = new Set(['LINE_AUTHORIZE_URL', 'authEmulatorUrl', 'facebookSdkUrl', 'scripts']);

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => !NOT_ON_FIRST_SCREEN.has(k))
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * A fingerprint of a merchant config (FNV-1a over its key-sorted JSON): a page rendered with one
 * config is hydrated only by a boot with the same. React does not correct attributes that differ
 * in hydration (a logo, a disabled button), so any other config renders the page afresh.
 */
export function configPrint(merchant: unknown): string {
  const text = stable(merchant);
  return fnv1a32(text).toString(36);
}

/**
 * The pre-rendered page's inline script, before the first paint: a splash already seen this
 * session stays hidden (styles.css, .splash-seen); a form submitted before the app is ready is
 * held back (a native submit would put the password in the address; stopped before React's own
 * listener, which would replay it a second time) and the last tap on a button is noted until the
 * app hydrates the page (from then React replays taps itself), as is the button last pressed (a
 * tap can begin on this page and end on the app's); once the app is ready all are
 * done again (app/early-input.ts), so a fast tap is neither lost, leaked nor doubled. Hashed into
 * the page's CSP. The download bar is rendered as a browser tab sees it: where this device will not
 * show it (closed this session, an installed app, the native app, an iPhone when the merchant
 * offers iOS nothing) it is hidden before the first paint (download.css), so hydration moves nothing.
 */
export const BEFORE_APP_SCRIPT =
  "try{var d=document.documentElement,u=navigator.userAgent;sessionStorage.getItem('splashShown')==='1'&&d.classList.add('splash-seen');" +
  `if(sessionStorage.getItem('${DOWNLOAD_BAR_CLOSED_KEY}')!==null||matchMedia('(display-mode: standalone)').matches||/\\bWPSApp\\//.test(u))d.classList.add('no-download-bar');` +
  "/iPhone|iPad|iPod/.test(u)&&d.classList.add('on-ios')}catch(e){}" +
  // The hand-over object (core/hand-over.ts), made here if the early loader has not made it yet.
  `var h=window.${HAND_OVER_GLOBAL}=window.${HAND_OVER_GLOBAL}||{};` +
  'addEventListener("submit",function(e){if(!h.appReady){e.preventDefault();e.stopPropagation();' +
  'h.pendingSubmit=e.target}},true);' +
  'addEventListener("click",function(e){var b=!h.appReady&&!h.hydrating&&e.target.closest&&' +
  'e.target.closest("button");if(b&&b.type!=="submit")h.pendingClick=b},true);' +
  'addEventListener("pointerdown",function(e){h.pressedButton=!h.appReady&&!h.hydrating&&e.target.closest&&' +
  'e.target.closest("button")||void 0},true);';
