/**
 * Pre-rendered pages (the build's first paint from the HTML): where each tenant's page is in the
 * build output, and the mark on #root that tells boot what the HTML holds. Shared by the build
 * (scripts/prerender.tsx), the sandbox's site server, the nginx configuration of docs/deploy.md
 * (same layout: /pages/<tenant><route>.html) and boot, so all four agree.
 */
export const PRERENDER_DIR = 'pages';

/** `/m/login` of dragon -> `pages/dragon/m/login.html`; null for a path that is no plain route. */
export function prerenderedFile(tenantId: string, pathname: string): string | null {
  if (!/^[a-z0-9-]+$/.test(tenantId) || !/^(\/[A-Za-z0-9_-]+)+$/.test(pathname)) return null;
  return `${PRERENDER_DIR}/${tenantId}${pathname}.html`;
}

/** What a pre-rendered page was rendered for: boot hydrates only when it would render the same. */
export interface PrerenderMark {
  tenant: string;
  route: string;
  language: string;
}

export const markOf = (m: PrerenderMark): string => `${m.tenant} ${m.route} ${m.language}`;

export function readMark(value: string | undefined): PrerenderMark | null {
  const [tenant, route, language, ...rest] = (value ?? '').split(' ');
  return tenant && route && language && rest.length === 0 ? { tenant, route, language } : null;
}

/**
 * The pre-rendered page's inline script, before the first paint: a splash already seen this
 * session stays hidden (styles.css, .splash-seen), and a form submitted before the app is ready
 * is held back (a native submit would put the password in the address) and sent once it is
 * (main.tsx), so a fast tap is neither lost nor leaked. Hashed into the page's CSP.
 */
export const BEFORE_APP_SCRIPT =
  "try{sessionStorage.getItem('splashShown')==='1'&&document.documentElement.classList.add('splash-seen')}catch(e){}" +
  'addEventListener("submit",function(e){if(!window.__appReady){e.preventDefault();window.__pendingSubmit=e.target}},true);';
