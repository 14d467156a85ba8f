/**
 * The early loader, inlined into index.html by the build (scripts/vite/early-loader.ts): while the
 * app's JavaScript downloads it starts the tenant package, English and the status call of the
 * tenant the page names (core/page-tenant.ts: the edge wrote it in), then paints an app shell in
 * the tenant's colours with its logo and preloads the code of the first screen's lazily loaded
 * nodes. It starts them at once on the app's bare page; a pre-rendered page paints its screen
 * first and loads this script as the build's file after its first paint, just before the app's
 * entry (src/boot/app-after-paint.ts). It uses boot's own functions (language
 * choice, screen for the path, the node walk), so the two cannot choose differently.
 */
import { readPageTenant } from '../core/page-tenant.ts';
import { handOver, type EarlyBoot } from '../core/hand-over.ts';
import { askStatus } from '../core/status-request.ts';
import { startLanguage } from '../services/i18n/start-language.ts';
import { screenForPath } from '../core/routes.ts';
import { nodeTypesOf } from '../core/node-walk.ts';
import type { TenantPackage } from '../core/schema/tenant.ts';
import { afterFirstPaint, inSlices, PRELOADS_PER_TASK } from '../services/scheduling/main-thread.ts';

const json = <T>(url: string): Promise<T> =>
  fetch(url, { credentials: 'same-origin' }).then((r) => {
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.json() as Promise<T>;
  });

/** The app shell: the tenant's colours and logo where the app will put them, until it mounts. */
function paintShell(t: TenantPackage): void {
  const root = document.getElementById('root');
  const style = document.documentElement.style;
  const c = t.theme.colors;
  style.setProperty('--color-background', c.background);
  style.setProperty('--color-surface', c.surface);
  style.setProperty('--color-text', c.text);
  style.setProperty('--color-muted', c.muted);
  if (!root || !document.getElementById('boot-status')) return;
  const main = document.createElement('main');
  const stack = document.createElement('div');
  const logo = document.createElement('img');
  const wait = document.createElement('p');
  main.className = 'shell';
  stack.className = 'stack stack-column';
  stack.style.gap = 'calc(var(--space) * 3)';
  logo.className = 'logo';
  logo.src = t.brand.logo;
  logo.alt = t.brand.appName;
  logo.width = 160;
  logo.height = 48;
  wait.className = 'paragraph';
  wait.id = 'boot-status';
  wait.setAttribute('role', 'status');
  wait.textContent = 'Please wait...';
  stack.append(logo, wait);
  main.append(stack);
  root.replaceChildren(main);
}

/** Preload the code of the lazily loaded nodes the first screen uses (the build lists them). */
function preloadFirstScreen(t: TenantPackage): void {
  const types = nodeTypesOf(screenForPath(t.screens, location.pathname)?.body);
  // Each file once: the groups share files (the entry, the JSX runtime, the block), and every
  // link is a request the main thread sets up (home's groups listed ~90 links for ~25 files).
  const files = new Set<string>();
  for (const group of handOver().lazyChunks ?? [])
    if (group.types.some((x) => types.has(x))) for (const href of group.files) files.add(href);
  // A few per task: ~25 links in one task held the main thread 10-24 ms after the first paint.
  // Boot may start its own imports meanwhile (Vite's preload helper links what is missing): a
  // file linked already is skipped.
  void inSlices(files, PRELOADS_PER_TASK, (href) => {
    if (document.querySelector(`link[href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  });
}

function start(): EarlyBoot {
  // A pre-rendered page needs neither the app's code nor the three calls for its first paint: its
  // loader (scripts/prerender-page-parts.ts) and the calls below wait for it. Set up before it
  // (1-8 ms of main thread each) they held the paint back, and a call that ended before the paint
  // counts as one the paint waited for (Lighthouse prices the status call, never cached, as a
  // slow-4G connection: ~550 ms of a returning visit's LCP). The app's bare page has nothing to
  // paint until the tenant package comes, so it asks at once.
  // (A pre-rendered page's loader runs this after the paint: the wait then ends at once, and the
  // calls stay after the paint whatever loads it.)
  const ready = document.getElementById('root')?.dataset.prerendered ? afterFirstPaint() : null;
  const page = readPageTenant(document.documentElement);
  const early: EarlyBoot = { tenant: Promise.resolve(null) };
  if (!page) return early; // a host no tenant serves: boot says so
  const { id, merchantCode } = page;
  const language = startLanguage(page.languages);
  const when = <T>(ask: () => Promise<T>): Promise<T> => (ready ? ready.then(ask, ask) : ask());
  early.english = { id, table: when(() => json<Record<string, string>>(`/tenants/${id}/i18n/EN.json`)) };
  early.english.table.catch(() => {});
  // A9: the request timeout holds for this call too; a hang ends in the boot error page.
  const answer = when(() => askStatus(merchantCode, language, location.href));
  early.status = { merchant: merchantCode, language, answer };
  early.tenant = when(() => json<TenantPackage>(`/tenants/${id}/tenant.json`)).then((t) => {
    // Warm the brand images the shell and the splash show, while the app boots. A pre-rendered
    // page has them already (inlined, or its own <img> loads them); an unused image would still
    // be decoded (an SVG is a document of its own: 5-15 ms each on the main thread).
    if (!ready) for (const src of [t.brand.logo, t.brand.splash]) new Image().src = src;
    paintShell(t);
    preloadFirstScreen(t);
    return t;
  });
  early.tenant.catch(() => {});
  return early;
}

handOver().early = start();
