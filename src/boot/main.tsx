/**
 * Boot (spec S2, S3, S7), as named steps: the tenant the page names -> its static package -> the
 * status call and the translations -> the merchant config checked by the precompiled validator
 * -> the services bound -> the session restored -> the page's own data -> mount -> after mount.
 * Any failure shows the reason and a retry button, never a blank page.
 */
import { App } from '../app/App.tsx';
import { BootErrorPage, PackageErrorPage, packageErrorTexts } from '../app/pages.tsx';
import { applyTheme } from '../app/theme.ts';
import { bindI18n } from '../app/language.ts';
import { registerPort } from '../app/app-port.ts';
import { htmlLang } from '../core/language-tag.ts';
import { tenantStore, sessionStore, setTenant } from '../state/app.ts';
import { readPageData, setPageData, setPageImages } from '../core/page-data.ts';
import { readPageTenant } from '../core/page-tenant.ts';
import { takeEarlyBoot, type EarlyBoot } from '../core/hand-over.ts';
import { screenForPath } from '../core/routes.ts';
import { nodeTypesOf } from '../core/node-walk.ts';
import { DOMAIN_NOT_AVAILABLE, type Language } from '../core/spec-constants.ts';
import type { TenantPackage } from '../core/schema/tenant.ts';
import { loadSessionInfo, takeUrlToken, setSession } from '../services/session/session.ts';
import { followSession } from '../services/session/follow.ts';
import { loadPromotions, promotionsFromPage } from '../services/content/promotions.ts';
import { WpsError } from '../services/http/wps-error.ts';
import { loadTenantPackage, loadTranslations } from '../services/tenant/package.ts';
import { StaticFileError } from '../services/http/static-json.ts';
import { sendCollectBeacon, metricsText } from '../services/http/beacon.ts';
import { packageProblem, PackageUnusable } from '../core/package-check.ts';
import { merchantStatus } from '../services/merchant/status-call.ts';
import { createI18n } from '../services/i18n/i18n.ts';
import { startLanguage } from '../services/i18n/start-language.ts';
import { detectImageExt } from '../services/http/image-ext.ts';
import { detectPlatform } from '../services/session/platform.ts';
import { loadChunk } from '../services/scheduling/chunks.ts';
import { yieldToMain } from '../services/scheduling/main-thread.ts';
import { takeSignInReturn } from '../services/auth/sign-in-return.ts';
import { preloadNodeTypes } from '../runtime/nodes/registry.tsx';
import { setupWps } from './wps.ts';
import { mount, mounted, prerendered, rendersThePage, show } from './mount.tsx';
import '../app/styles.css';

// A third-party sign-in's result leaves the address bar before anything reads or shares it
// (once: a boot retried after an error still has it).
const signIn = takeSignInReturn(location.href);
if (signIn.found) history.replaceState(history.state, '', signIn.cleaned);

// The merchant-config validator (a generated 37 KiB module) downloads beside the status call: the
// first screen paints from the HTML without it, and boot needs it only when the answer is in.
let validator: Promise<typeof import('../services/merchant/check.ts')> | undefined;
const loadValidator = () =>
  (validator ??= import('../services/merchant/check.ts')).catch((e: unknown) => {
    validator = undefined; // a retry after a failed download fetches it again
    throw e;
  });

/** Step 1: the tenant the page names (the edge wrote it in: core/page-tenant.ts), its package from the early loader when it fetched the same. */
async function tenantOfPage(early: EarlyBoot | undefined): Promise<TenantPackage> {
  const id = readPageTenant(document.documentElement)?.id;
  if (!id) throw new Error(`no tenant serves the host "${location.hostname}"`);
  const prefetched = await early?.tenant.catch(() => null);
  const pkg =
    prefetched?.id === id
      ? prefetched
      : await loadTenantPackage(id).catch((e: unknown) => {
          // Not there or not JSON: the package is broken; a lost connection is not.
          throw e instanceof StaticFileError && !e.offline ? new PackageUnusable(e.message) : e;
        });
  const problem = packageProblem(pkg, id);
  if (problem) throw new PackageUnusable(problem);
  return pkg;
}

/** Step 2: the status call (S7, no cache; boot shows its own error page) and the translations, together. */
function statusAndTexts(tenant: TenantPackage, language: Language, early: EarlyBoot | undefined) {
  return Promise.all([
    merchantStatus(tenant.merchantCode, language, early?.status),
    createI18n(language, (l) =>
      l === 'EN' && early?.english?.id === tenant.id
        ? early.english.table.catch(() => loadTranslations(tenant.id, l))
        : loadTranslations(tenant.id, l),
    ),
  ]);
}

/** Step 5: a stored session, or a token given in the URL (then removed from the address bar). */
function restoreSession(merchantCode: string): void {
  const { token, cleaned } = takeUrlToken(location.href);
  if (token) history.replaceState(history.state, '', cleaned);
  const saved = loadSessionInfo(merchantCode);
  if (token && token !== saved?.token)
    setSession({ id: null, token, userName: null, type: null, firstTimeLogin: false });
  else if (saved)
    setSession({
      id: saved.id,
      token: saved.token,
      userName: saved.userName,
      type: saved.type,
      firstTimeLogin: saved.firstTimeLogin,
      spanId: saved.spanId ?? null,
    });
  followSession();
}

/**
 * Step 6: the public data the page was rendered with (promotions, home's banners) is this render's
 * too when it is the same tenant and language, hydrated or not: a member's home starts from the
 * same banners. The live answers replace it.
 */
function startFromPageData(tenantId: string, language: string): void {
  const held = !mounted() && prerendered?.tenant === tenantId ? readPageData(document) : null;
  if (held) setPageImages(held); // the brand images as the page has them, in any language
  if (held && prerendered?.language === language) {
    setPageData(held);
    promotionsFromPage();
  }
  void loadPromotions();
}

async function boot(): Promise<void> {
  try {
    const checker = loadValidator();
    // The early loader started its fetches while this script downloaded.
    const early = takeEarlyBoot();
    // The entry's modules were evaluated in this task: boot's own steps start in the next one.
    await yieldToMain();
    const tenant = await tenantOfPage(early);
    // The first screen's lazily loaded nodes load during the status call.
    const screenCode = preloadNodeTypes(nodeTypesOf(screenForPath(tenant.screens, location.pathname)?.body));
    const language = startLanguage(tenant.languages);
    tenantStore.language = language;
    setupWps(tenant.merchantCode);
    const started = performance.now();
    const [status, i18n] = await statusAndTexts(tenant, language, early);
    const statusMs = performance.now() - started;
    // Answers often all in by now (the early loader asked): the steps below get a task of their own.
    await yieldToMain();
    // Step 3: the config checked; S5/S7: the image format the relays ask for (checked once, kept
    // for the session), before the first screen's content calls go out.
    const [{ checkMerchantConfig }] = await Promise.all([checker, screenCode, detectImageExt(detectPlatform())]);
    const checked = checkMerchantConfig(status);
    if (!checked.ok) throw new Error(checked.reason);
    // Step 4: the services bound to this tenant, language and config.
    setTenant(tenant, checked.value);
    registerPort(i18n);
    document.documentElement.lang = htmlLang(language);
    applyTheme(tenant, checked.value);
    bindI18n(i18n);
    const bootHref = location.href; // before the token leaves the address bar
    restoreSession(tenant.merchantCode);
    startFromPageData(tenant.id, language);
    // Checking the config and binding the services took this task; the render starts in the next.
    await yieldToMain();
    mount(<App i18n={i18n} />, rendersThePage(tenant, language, checked.value, !!sessionStore.token));
    void import('./after-mount.ts').then((m) => m.afterMount(bootHref, tenant, signIn.found, statusMs));
  } catch (e) {
    await showBootError(e);
  }
}

/** The boot error page in the player's language (its texts' chunk), else in English (the chunk did not load either). */
async function showBootErrorPage(reason: string, retry: () => void): Promise<void> {
  const languages = readPageTenant(document.documentElement)?.languages;
  const texts = await loadChunk(() => import('../app/package-error-texts.ts')).then(
    ({ BOOT_ERROR_TEXTS }) => packageErrorTexts(BOOT_ERROR_TEXTS, languages),
    () => undefined,
  );
  show(<BootErrorPage texts={texts} reason={reason} onRetry={retry} />);
}

/** A failed boot: the domain modal when the back end says the domain is not available, else the reason, each with a retry. */
async function showBootError(e: unknown): Promise<void> {
  const retry = () => void boot();
  if (e instanceof PackageUnusable) return showPackageError(e, retry);
  if (e instanceof WpsError && e.code === DOMAIN_NOT_AVAILABLE)
    // The back end answered: the modal's code can be fetched (else the boot error page says why).
    await Promise.all([
      loadChunk(() => import('../app/modals.tsx')),
      import('../services/merchant/domains.ts').then((m) => m.merchantDomains(null)),
    ]).then(
      ([{ DomainUnavailablePage }, domains]) =>
        show(<DomainUnavailablePage data={e.data} domains={domains} onRetry={retry} />),
      (failed: Error) => showBootErrorPage(failed.message, retry),
    );
  else await showBootErrorPage((e as Error).message, retry);
}

/**
 * A package the browser cannot use: the reason to the console and, as the real client reports its
 * metrics, to the back end by the collect beacon; the player gets a sentence in their language.
 */
async function showPackageError(e: PackageUnusable, retry: () => void): Promise<void> {
  console.error(e.message);
  const page = readPageTenant(document.documentElement);
  if (page) sendCollectBeacon(page.merchantCode, metricsText({ error: e.code, tenant: page.id }), detectPlatform());
  await loadChunk(() => import('../app/package-error-texts.ts')).then(
    ({ PACKAGE_ERROR_TEXTS }) =>
      show(
        <PackageErrorPage
          texts={packageErrorTexts(PACKAGE_ERROR_TEXTS, page?.languages)}
          code={e.code}
          onRetry={retry}
        />,
      ),
    () => show(<BootErrorPage reason={e.code} onRetry={retry} />),
  );
}

void boot();
