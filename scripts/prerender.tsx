/**
 * The first paint from the HTML (npm run build, after vite build): for each tenant and each of its
 * public routes, the built index.html with the tenant's theme, title, favicon, manifest link and
 * logo, and the screen rendered as a visitor sees it (react-dom/server over the same App and
 * screen JSON), written to dist/pages/<tenant>/<language><route>.html. Boot hydrates it
 * (src/boot/main.tsx). Every page names its tenant (core/page-tenant.ts), and each tenant gets
 * dist/pages/<tenant>/index.html, the app's HTML naming it, for the other routes.
 *
 * The screen depends on the merchant config, which is the back end's: the build renders with the
 * one the sandbox serves (the tenant's sandbox.json). A tenant without one gets no pages (its
 * index.html serves it); a back end that answers differently makes React re-render on the
 * client (docs/deploy.md). Public data a screen asks the page for (home's banners: its largest
 * paint) is fetched from the sandbox as a visitor and written beside the markup (core/page-data.ts).
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { register } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { availableParallelism, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { writeDeployConfig, siteEntry, DEPLOY_DIR, type SiteEntry } from './deploy-config.ts';
import { readTree } from '../cli/lib/atomic-tree.ts';
import { RELEASES_DIR, currentRelease, stageRelease, switchFolder } from '../cli/lib/releases.ts';
import { createSandbox } from '../server/app.ts';
import { TenantRegistry } from '../server/tenants.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';
import { pageTenantAttributes, withPageTenant } from '../src/core/page-tenant.ts';

export interface PrerenderedPage {
  tenant: string;
  route: string;
  language: string;
  file: string;
}

const readJson = <T,>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Packages staged but not yet switched to (tenant publish): tenant id -> its release. */
export type StagedPackages = Record<string, string>;

/** Where a tenant's package is read from: its staged release, else the live folder. */
const packageFolder = (dist: string, id: string, staged?: StagedPackages) =>
  staged?.[id] ? join(dist, RELEASES_DIR, 'tenants', id, staged[id]) : join(dist, 'tenants', id);

/** The largest image inlined into a pre-rendered page (as a data: URL; the CSP allows data: images). */
export const INLINE_IMAGE_MAX_BYTES = 4096;

/**
 * A small site-relative SVG (the logo, the splash icon) as a data: URL, so the first screen's
 * largest paint needs no request. The app's own render keeps the path; hydration leaves the
 * attribute as the HTML has it (React does not patch attributes), and it is the same image.
 */
export function inlineImage(dist: string, src: string | null, packages?: StagedPackages): string | null {
  const m = src && /^\/tenants\/([a-z0-9-]+)\/(assets\/[A-Za-z0-9._-]+\.svg)$/.exec(src);
  if (!m || src.includes('..')) return null;
  const path = join(packageFolder(dist, m[1]!, packages), m[2]!);
  if (!existsSync(path) || statSync(path).size > INLINE_IMAGE_MAX_BYTES) return null;
  return `data:image/svg+xml;base64,${readFileSync(path).toString('base64')}`;
}

/** Loads the app's module files after the first frame (or 100 ms, for a tab that draws no frame yet). */
export function appAfterPaint(files: string[]): string {
  if (!files.every((f) => /^\/assets\/[A-Za-z0-9._-]+\.js$/.test(f)))
    throw new Error(`unexpected app file in ${files.join(', ')}`);
  const list = JSON.stringify(files);
  return (
    `(function(){var done=0,f=${list};function go(){if(done)return;done=1;` +
    `f.forEach(function(h,i){var e=document.createElement(i===f.length-1?'script':'link');` +
    `if(i===f.length-1){e.type='module';e.src=h}else{e.rel='modulepreload';e.href=h}` +
    `e.crossOrigin='';document.head.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,100)})();`
  );
}

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The stylesheets of the given lazy node modules and of everything they import (Vite's build manifest). */
export function stylesheetsOf(manifest: ViteManifest, keys: string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const f of manifest[key].css ?? []) css.add(`/${f}`);
    for (const i of manifest[key].imports ?? []) if (i !== 'index.html') visit(i);
  };
  keys.forEach(visit);
  return [...css];
}

/** The loads a render asked the page for, run; one that fails is left out (the page shows it loading). */
async function fetchPageData(
  loads: Map<string, () => Promise<unknown>>,
  skipped: (key: string, e: Error) => void,
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const [key, load] of loads)
    await load().then(
      (value) => (data[key] = value),
      (e: Error) => skipped(key, e),
    );
  return data;
}

/** Where the pages' merchant config and data come from. */
interface Backend {
  fetch: typeof fetch;
  close(): Promise<void>;
  /** The merchant config the page policy's third parties come from, when not the status answer. */
  policyConfig?: (tenantId: string) => MerchantConfig | undefined;
}

/**
 * The sandbox in this process, as the back end the pages' data comes from (no port: its fetch is
 * called directly). Requests are rebuilt as Node's own: the page's globals are happy-dom's.
 */
function sandboxFetch(Req: typeof Request, only?: string[]): Backend {
  // Only the merchants rendered: a publish of one among a thousand reads one sandbox.json.
  const { app, deps, close } = createSandbox({
    controls: false,
    memory: true,
    tenants: new TenantRegistry(undefined, only),
  });
  return {
    // The merchant's own third parties, as the sandbox's own page policy takes them: its status
    // answer points the ad pixels at its stand-ins instead (tests never reach the networks).
    policyConfig: (id) => {
      const t = deps.tenants.byId(id);
      return t ? deps.tenants.merchantConfig(t) : undefined;
    },
    fetch: (async (input: Request | string | URL, init?: RequestInit) => {
      const request = typeof input === 'string' || input instanceof URL ? null : input;
      const method = init?.method ?? request?.method ?? 'GET';
      // A page holds what a visitor reads: a load that would change something has no place here.
      if (method !== 'GET') throw new Error(`a page's data is read with GET, not ${method}`);
      const headers: [string, string][] = [];
      (init?.headers ? new Headers(init.headers) : request?.headers)?.forEach((v, k) => headers.push([k, v]));
      return app.fetch(new Req(request?.url ?? String(input), { method, headers }));
    }) as typeof fetch,
    close: async () => {
      await close();
    },
  };
}

/**
 * A WPS back end at `base` (the merchant's, or a sandbox on a port) as the pages' data source:
 * each GET the render makes goes there with the visitor's headers, and the tenant's host as Host
 * (a back end that writes the host into its answers writes the tenant's). Node's own fetch: the
 * page's globals are happy-dom's.
 */
function httpBackend(base: string, nodeFetch: typeof fetch): Backend {
  const origin = new URL(base);
  return {
    fetch: (async (input: Request | string | URL, init?: RequestInit) => {
      const request = typeof input === 'string' || input instanceof URL ? null : input;
      const method = init?.method ?? request?.method ?? 'GET';
      if (method !== 'GET') throw new Error(`a page's data is read with GET, not ${method}`);
      const asked = new URL(request?.url ?? String(input));
      const headers: [string, string][] = [['Host', asked.host]];
      (init?.headers ? new Headers(init.headers) : request?.headers)?.forEach((v, k) => headers.push([k, v]));
      return nodeFetch(new URL(asked.pathname + asked.search, origin), { method, headers });
    }) as typeof fetch,
    close: async () => {},
  };
}

export interface PrerenderOptions {
  /** A WPS back end's base URL to read the merchant config and the pages' data from; default: the sandbox, in this process. */
  backend?: string;
  /** Only these tenants' pages (default: every tenant of the build). */
  tenants?: string[];
  /**
   * Packages staged by tenant publish, read instead of the live ones. With them the pages are
   * staged too, as a release the folder is not yet switched to (publish switches once the static
   * host has the policy for them); the map entry names it.
   */
  packages?: StagedPackages;
}

export async function prerenderSite(
  dist: string,
  log: (line: string) => void = () => {},
  options: PrerenderOptions = {},
): Promise<{ pages: PrerenderedPage[]; sites: Record<string, SiteEntry> }> {
  process.env.NODE_ENV = 'production';
  const NodeRequest = globalThis.Request; // before happy-dom's globals replace it
  const nodeFetch = globalThis.fetch;
  GlobalRegistrator.register({
    url: 'http://localhost/m/home',
    // Pages are only written here: nothing they link is fetched, and no script of theirs runs.
    settings: {
      disableCSSFileLoading: true,
      disableJavaScriptFileLoading: true,
      disableJavaScriptEvaluation: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  register(new URL('./css-hook.mjs', import.meta.url).href);
  const backend = options.backend
    ? httpBackend(options.backend, nodeFetch)
    : sandboxFetch(NodeRequest, options.tenants);
  try {
    const { createElement: h } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { StaticRouter } = await import('react-router-dom');
    const { AppBody } = await import('../src/app/App.tsx');
    const { I18nProvider } = await import('../src/runtime/i18n.tsx');
    const { createI18n } = await import('../src/services/i18n/i18n.ts');
    const { tenantStore, sessionStore } = await import('../src/state/app.ts');
    const { applyTheme } = await import('../src/app/theme.ts');
    const { bindI18n } = await import('../src/app/language.ts');
    const { registerPort } = await import('../src/app/app-port.ts');
    const { homeScreenLinks } = await import('../src/app/home-screen-links.ts');
    const { htmlLang } = await import('../src/core/language-tag.ts');
    const { chooseLanguage } = await import('../src/core/language-choice.ts');
    const { screenAccess } = await import('../src/core/routes.ts');
    const { preloadNodeTypes } = await import('../src/runtime/nodes/registry.tsx');
    const { nodeTypesOf } = await import('../src/core/node-walk.ts');
    const { askStatus } = await import('../src/core/status-request.ts');
    const { readStatus } = await import('../src/services/merchant/status-call.ts');
    const { checkMerchantConfig } = await import('../src/services/merchant/check.ts');
    const { prerenderedFile, fallbackFile, markOf, configPrint, BEFORE_APP_SCRIPT, PRERENDER_DIR } =
      await import('../src/core/prerendered.ts');
    const { NODE_MODULES, NODES_DIR, LAZY_MODULES, chunkSourceOf } = await import('../src/runtime/nodes/catalogue.ts');
    const { configureWps } = await import('../src/services/http/instance.ts');
    const pageData = await import('../src/core/page-data.ts');
    const { loadPromotions, PROMOTIONS_PAGE_KEY } = await import('../src/services/content/promotions.ts');
    const { promotionsStore } = await import('../src/state/app.ts');
    const manifest = readJson<ViteManifest>(join(dist, '.vite/manifest.json'));
    type TenantPackage = import('../src/core/schema/tenant.ts').TenantPackage;
    type Screen = import('../src/core/schema/screen.ts').Screen;

    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    const index = readJson<{ tenants: { id: string }[] }>(join(dist, 'tenants/index.json'));
    const pages: PrerenderedPage[] = [];
    const sites: Record<string, SiteEntry> = {};
    const unknown = (options.tenants ?? []).filter((t) => !index.tenants.some((x) => x.id === t));
    if (unknown.length) throw new Error(`no tenant ${unknown.join(', ')} in the build (tenants/index.json)`);
    for (const { id } of index.tenants.filter((t) => !options.tenants || options.tenants.includes(t.id))) {
      // The package as Vite copied it (a plain folder) becomes a release too, so that a later
      // publish of this merchant switches it in one step (cli/lib/releases.ts).
      const pkg = join(dist, 'tenants', id);
      if (!options.packages && currentRelease(dist, 'tenants', id) === pkg)
        switchFolder(dist, 'tenants', id, readTree(pkg, ''));
      const tenant = readJson<TenantPackage>(join(packageFolder(dist, id, options.packages), 'tenant.json'));
      const named = { id, merchantCode: tenant.merchantCode, languages: tenant.languages };
      // The package's print goes into every page rendered from it: boot hydrates a page only over it.
      const print = tenant.print;
      if (!print) throw new Error(`${id}: tenant.json has no print (it is written by tenant build)`);
      // The tenant's pages, switched together when all are rendered (a new release of the folder:
      // the pages whose bytes did not change keep their file and time, and so their ETag).
      const defaultLanguage = chooseLanguage(tenant.languages, null, []);
      const folder = `${PRERENDER_DIR}/${id}/`;
      const files = new Map<string, string>();
      const release = (merchant: MerchantConfig | undefined) => {
        const pagesRelease = options.packages
          ? stageRelease(dist, 'pages', id, files)
          : switchFolder(dist, 'pages', id, files).print;
        const entry = siteEntry(
          template,
          tenant.hosts,
          [...files.values()],
          merchant,
          defaultLanguage,
          tenant.deviceHost,
        );
        sites[id] = { ...entry, pages: pagesRelease };
      };
      // Every tenant's fallback page names it, pages rendered or not.
      files.set(fallbackFile(id)!.slice(folder.length), withPageTenant(template, named));
      const table = (l: string) =>
        readJson<Record<string, string>>(join(packageFolder(dist, id, options.packages), `i18n/${l}.json`));
      const host = tenant.hosts.find((x) => !x.startsWith('.')) ?? `${id}.localhost`;
      // As a visitor of this tenant in this language would call the back end.
      const visit = (language: string) =>
        configureWps({
          baseUrl: `http://${host}`,
          headers: () => ({ Merchant: tenant.merchantCode, Language: language }),
          token: () => null,
          secure: () => false,
          fetch: backend.fetch,
        });
      // The merchant config as boot gets it: the status call (S3), checked as boot checks it.
      const merchantConfig = async (language: string) => {
        visit(language);
        try {
          const answer = await askStatus(tenant.merchantCode, language, `http://${host}/m/home`, {
            origin: `http://${host}`,
            fetch: backend.fetch as typeof fetch,
          });
          return checkMerchantConfig(readStatus(answer));
        } catch (e) {
          return { ok: false as const, reason: `the status call failed: ${(e as Error).message}` };
        }
      };
      const first = await merchantConfig(defaultLanguage);
      if (!first.ok) {
        log(`  ${id}: no merchant config to render with (${first.reason}); served by its index.html`);
        release(backend.policyConfig?.(id));
        continue;
      }
      const policyMerchant = backend.policyConfig?.(id) ?? first.value;
      // Every language the tenant offers: the server picks the player's (docs/deploy.md).
      const languages = tenant.languages.filter((l) => chooseLanguage(tenant.languages, l, []) === l);
      for (const language of languages) {
        const checked = language === defaultLanguage ? first : await merchantConfig(language);
        if (!checked.ok) {
          log(`  ${id} ${language}: no merchant config to render with (${checked.reason}); served by its index.html`);
          continue;
        }
        const merchant = checked.value;
        const i18n = await createI18n(language, async (l) => table(l));
        visit(language);
        // As boot loads them: what the first screen shows of them (the download bar's gift) is in the page.
        await loadPromotions();
        const promotions: unknown = JSON.parse(JSON.stringify(promotionsStore.byKey));
        for (const screen of Object.values(tenant.screens) as Screen[]) {
          const route = screen.route;
          if (!route || screenAccess(screen) !== 'public') continue;
          const file = prerenderedFile(id, route, language);
          if (!file) continue;
          (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://${host}${route}`);
          Object.assign(tenantStore, { tenant, merchant, language });
          Object.assign(sessionStore, { id: null, token: null, userName: null, type: null, firstTimeLogin: false });
          bindI18n(i18n);
          registerPort(i18n);
          const types = nodeTypesOf(screen.body);
          await preloadNodeTypes(types);
          const render = () =>
            renderToString(h(I18nProvider, { i18n }, h(StaticRouter, { location: route }, h(AppBody))));
          const collecting = pageData.collectPageLoads();
          let body = render();
          const loads = collecting.stop();
          const data: Record<string, unknown> = {
            [PROMOTIONS_PAGE_KEY]: promotions,
            ...(await fetchPageData(loads, (key, e) =>
              log(`  ${id} ${language} ${route}: ${key} is not in the page (${e.message})`),
            )),
          };
          if (loads.size) {
            pageData.setPageData(data);
            body = render();
            pageData.clearPageData();
          }

          const doc = new window.DOMParser().parseFromString(template, 'text/html') as unknown as Document;
          applyTheme(tenant, merchant, doc);
          homeScreenLinks(merchant, doc);
          const title = typeof screen.title === 'string' ? i18n.t(screen.title) : screen.title.text;
          doc.title = `${title} · ${tenant.brand.appName}`;
          doc.documentElement.lang = htmlLang(language);
          for (const [name, value] of pageTenantAttributes(named)) doc.documentElement.setAttribute(name, value);
          // The theme as a style block, not an attribute: the page's CSP allows blocks by hash.
          const theme = doc.createElement('style');
          const themeCss = doc.documentElement.getAttribute('style') ?? '';
          // Tenant values inside a style element: nothing may close it.
          if (themeCss.includes('<'))
            throw new Error(`${id}: the theme has "<" in a value; it cannot go into the page`);
          theme.textContent = `:root{${themeCss}}`;
          doc.documentElement.removeAttribute('style');
          const beforeApp = doc.createElement('script');
          beforeApp.textContent = BEFORE_APP_SCRIPT;
          // The lazy nodes' styles, so the page is laid out as the app will lay it out (no shift).
          const modules = LAZY_MODULES.filter((m) => NODE_MODULES[m].some((t: string) => types.has(t)));
          for (const href of stylesheetsOf(manifest, [
            ...new Set(modules.map((m) => `${NODES_DIR}/${chunkSourceOf(m)}`)),
          ])) {
            const link = doc.createElement('link');
            Object.assign(link, { rel: 'stylesheet', href });
            doc.head.append(link);
          }
          // Without JavaScript nothing would ever take the splash away.
          const noscript = doc.createElement('noscript');
          noscript.innerHTML = '<style>.splash{display:none}</style>';
          doc.head.append(theme, beforeApp, noscript);
          const root = doc.getElementById('root')!;
          root.innerHTML = body;
          // React puts the images' preload hints before the markup; they belong in the head, except
          // for the images inlined below (nothing to fetch).
          for (const link of root.querySelectorAll(':scope > link')) doc.head.append(link);
          const inlined: Record<string, string> = {};
          for (const img of root.querySelectorAll('img')) {
            const src = img.getAttribute('src');
            const data = inlineImage(dist, src, options.packages);
            if (!src || !data) continue;
            doc.head.querySelector(`link[rel="preload"][as="image"][href="${src}"]`)?.remove();
            img.setAttribute('src', data);
            inlined[src] = data;
          }
          // The app renders them as the page has them (core/page-data.ts pageImage).
          if (Object.keys(inlined).length) data[pageData.INLINE_IMAGES_KEY] = inlined;
          const dataElement = doc.createElement('script');
          Object.assign(dataElement, { type: 'application/json', id: pageData.PAGE_DATA_ID });
          dataElement.textContent = pageData.pageDataScript(data);
          root.after(dataElement);
          // The first paint waits until the whole first screen is parsed (the page's data comes
          // right after it). The parser yields where it likes; a frame painted mid-header, or with
          // the tab bar still empty, moved what came after it: a layout shift (seen in 2-4 of 100 loads).
          const parsed = doc.createElement('link');
          parsed.setAttribute('rel', 'expect');
          parsed.setAttribute('href', `#${pageData.PAGE_DATA_ID}`);
          parsed.setAttribute('blocking', 'render');
          doc.head.append(parsed);
          root.setAttribute(
            'data-prerendered',
            markOf({ tenant: id, route: route, language, config: configPrint(merchant), package: print }),
          );
          // The app's code is asked for after the first paint (the page is already readable).
          const entry = doc.head.querySelector('script[type="module"][src]');
          const preloads = [...doc.head.querySelectorAll('link[rel="modulepreload"]')];
          if (entry) {
            const files = [...preloads.map((l) => l.getAttribute('href')!), entry.getAttribute('src')!];
            const later = doc.createElement('script');
            later.textContent = appAfterPaint(files);
            entry.remove();
            preloads.forEach((l) => l.remove());
            doc.body.append(later);
          }
          files.set(file.slice(folder.length), `<!doctype html>\n${doc.documentElement.outerHTML}\n`);
          pages.push({ tenant: id, route: route, language, file });
        }
      }
      release(policyMerchant);
      log(`  ${id}: ${pages.filter((p) => p.tenant === id).length} pages (${languages.join(', ')})`);
    }
    return { pages, sites };
  } finally {
    await GlobalRegistrator.unregister();
    await backend.close();
  }
}

/**
 * A full build on every core: the tenants dealt round-robin to one process each (happy-dom's
 * globals and the stores are per process), each writing its tenants' pages and handing back its
 * map entries, which are written once at the end.
 */
/** Fewer tenants than this per process: one process renders them all. */
export const MIN_TENANTS_PER_PROCESS = 4;

export async function renderInParallel(
  dist: string,
  ids: string[],
  jobs: number,
  backend?: string,
  staged?: StagedPackages,
): Promise<{ pages: number; sites: Record<string, SiteEntry> }> {
  const shards = Array.from({ length: jobs }, (_, i) => ids.filter((_, k) => k % jobs === i));
  const work = mkdtempSync(join(tmpdir(), 'prerender-'));
  try {
    const results = await Promise.all(
      shards.map(async (shard, i) => {
        const out = join(work, `${i}.json`);
        const child = spawn(
          fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url)),
          [fileURLToPath(import.meta.url)],
          {
            env: {
              ...process.env,
              BUILD_OUT_DIR: dist,
              PRERENDER_TENANTS: shard.join(','),
              PRERENDER_SITES_OUT: out,
              ...(backend ? { PRERENDER_BACKEND: backend } : {}),
              ...(staged ? { PRERENDER_STAGED: JSON.stringify(staged) } : {}),
            },
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        );
        const code = await new Promise<number | null>((res) => child.once('exit', res));
        if (code !== 0) throw new Error(`the pre-render of ${shard.join(', ')} failed (exit ${code})`);
        return JSON.parse(readFileSync(out, 'utf8')) as { pages: number; sites: Record<string, SiteEntry> };
      }),
    );
    return {
      pages: results.reduce((n, r) => n + r.pages, 0),
      sites: Object.assign({}, ...results.map((r) => r.sites)) as Record<string, SiteEntry>,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.env.BUILD_OUT_DIR ?? 'dist';
  // PRERENDER_BACKEND: the merchants' WPS back end (default: the sandbox, in this process).
  // PRERENDER_TENANTS: a comma list, to render only those tenants' pages again (docs/deploy.md).
  // PRERENDER_JOBS: processes for a full build (default: one per core, when each gets four tenants or more).
  // PRERENDER_SITES_OUT: set by a full build for its workers: their map entries go there.
  // PRERENDER_STAGED: set by tenant publish for its workers: the packages it staged; the pages are
  // staged too, not switched (cli/lib/releases.ts).
  const backend = process.env.PRERENDER_BACKEND || undefined;
  const tenants = process.env.PRERENDER_TENANTS?.split(',').filter(Boolean);
  const sitesOut = process.env.PRERENDER_SITES_OUT;
  const all = (
    JSON.parse(readFileSync(join(dist, 'tenants/index.json'), 'utf8')) as { tenants: { id: string }[] }
  ).tenants.map((t) => t.id);
  // A process starts in ~4 s (the app's modules, happy-dom, the sandbox) and renders a tenant in
  // 2-4 s: with fewer than four tenants each, more processes are slower (2 tenants on 2 cores:
  // 12.8 s against 8.3 s in one).
  const asked = process.env.PRERENDER_JOBS ? Number(process.env.PRERENDER_JOBS) : undefined;
  const jobs = tenants
    ? 1
    : Math.max(
        1,
        Math.min(
          asked ?? availableParallelism(),
          asked ? all.length : Math.floor(all.length / MIN_TENANTS_PER_PROCESS),
        ),
      );
  if (!sitesOut)
    console.log(
      `Pre-rendering the public pages into ${dist}/pages, with data from ${backend ?? 'the sandbox'}${jobs > 1 ? `, ${jobs} processes` : ''}`,
    );
  if (jobs > 1) {
    const { pages, sites } = await renderInParallel(dist, all, jobs, backend);
    writeDeployConfig(dist, sites, { replace: true });
    console.log(
      `${pages} pages written; ${dist}/${DEPLOY_DIR}/ has the static host's tenant map, languages and page policy`,
    );
  } else {
    const staged = process.env.PRERENDER_STAGED;
    const { pages, sites } = await prerenderSite(dist, console.log, {
      backend,
      tenants,
      ...(staged ? { packages: JSON.parse(staged) as StagedPackages } : {}),
    });
    if (sitesOut) writeFileSync(sitesOut, JSON.stringify({ pages: pages.length, sites }));
    else {
      // Every tenant: the maps are written from these alone. Some: their entries replace theirs.
      writeDeployConfig(dist, sites, { replace: !tenants });
      console.log(
        `${pages.length} pages written${tenants ? ` for ${tenants.join(', ')}` : ''}; ${dist}/${DEPLOY_DIR}/ has the static host's tenant map, languages and page policy`,
      );
    }
  }
}
