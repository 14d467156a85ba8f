/**
 * The first paint from the HTML (npm run build, after vite build): for each tenant and each of its
 * public routes, the built index.html with the tenant's theme, title, favicon, touch icon and
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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeDeployConfig, siteEntry, DEPLOY_DIR, type SiteEntry } from './deploy-config.ts';
import { readTree } from '../cli/lib/atomic-tree.ts';
import { currentRelease, stageRelease, switchFolder } from '../cli/lib/releases.ts';
import { fetchPageData, sandboxFetch, httpBackend } from './prerender-backend.ts';
import {
  readJson,
  packageFolder,
  inlineImage,
  appAfterPaint,
  APP_AFTER_PAINT_ENTRY,
  stylesheetsOf,
  inlineStylesheet,
  splitEarlyLoader,
  type StagedPackages,
  type ViteManifest,
} from './prerender-page-parts.ts';
import { CHUNK_MAP_PREFIX, earlyLoaderFile, bundleClassicScript } from './vite/early-loader.ts';
import { renderInParallel, MIN_TENANTS_PER_PROCESS } from './prerender-parallel.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';
import { pageTenantAttributes, withPageTenant } from '../src/core/page-tenant.ts';

export interface PrerenderedPage {
  tenant: string;
  route: string;
  language: string;
  file: string;
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
    const { touchIconLink } = await import('../src/app/home-screen-links.ts');
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
    // The loader of each page's app after its first paint (its files are written per page).
    const appLoader = await bundleClassicScript(fileURLToPath(new URL('..', import.meta.url)), APP_AFTER_PAINT_ENTRY);
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
          return checkMerchantConfig(readStatus(answer, tenant.merchantCode));
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
          // No manifest link: the app links it after its first screen (app/home-screen-links.ts).
          touchIconLink(merchant, doc);
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
          ]))
            inlineStylesheet(doc, dist, href);
          const earlyLoader = [...doc.querySelectorAll('script')].find(
            (s) => !s.hasAttribute('src') && s.textContent?.startsWith(CHUNK_MAP_PREFIX),
          );
          if (!earlyLoader) throw new Error('the built index.html has no early loader');
          const split = splitEarlyLoader(earlyLoader.textContent!, types);
          earlyLoader.textContent = split.inline;
          const earlyLoaderSrc = earlyLoaderFile(split.code);
          if (!existsSync(join(dist, earlyLoaderSrc)))
            throw new Error(`the build has no ${earlyLoaderSrc} for the early loader in its index.html`);
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
          // The favicon too: the browser asks for it while the page loads, on a connection of its
          // own (HTTP/1), beside the first banner.
          const favicon = doc.head.querySelector('link[rel="icon"]');
          const faviconData = inlineImage(dist, favicon?.getAttribute('href') ?? null, options.packages);
          if (favicon && faviconData) {
            inlined[favicon.getAttribute('href')!] = faviconData;
            favicon.setAttribute('href', faviconData);
          }
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
            later.textContent = appAfterPaint(files, earlyLoaderSrc, appLoader);
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
