/**
 * Boot (spec S2, S3, S7): tenant from the host -> its static package -> GET /wps/v2/system/status
 * -> merchant config checked by the precompiled validator -> mount. Any failure shows the reason
 * and a retry button, never a blank page.
 */
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { startTransition, useEffect, type ReactNode } from 'react';
import { App } from './app/App.tsx';
import { BootErrorPage } from './app/pages.tsx';
import { applyTheme } from './app/theme.ts';
import { bindI18n } from './app/language.ts';
import { htmlLang } from './core/language-tag.ts';
import { tenantStore, sessionStore, setTenant } from './state/app.ts';
import { readMark, configPrint } from './core/prerendered.ts';
import { readPageData, setPageData, setPageImages } from './core/page-data.ts';
import { typedFields, focusedField, replayEarlyInput, type TypedField, type FocusedField } from './app/early-input.ts';
import { loadSessionInfo, takeUrlToken, setSession } from './services/session/session.ts';
import { followSession } from './services/session/follow.ts';
import { loadPromotions, promotionsFromPage } from './services/content/promotions.ts';

import { WpsError, CLIENT_CODES } from './services/http/wps-error.ts';
import { unwrapEnvelope } from './services/http/envelope.ts';
import { DOMAIN_NOT_AVAILABLE } from './core/spec-constants.ts';
import { loadTenantPackage, loadTranslations } from './services/tenant/package.ts';
import { readPageTenant } from './core/page-tenant.ts';
import { takeEarlyBoot, statusQuery, startLanguage, type EarlyStatus } from './services/scheduling/early-boot.ts';
import { screenForPath } from './core/routes.ts';
import { preloadNodeTypes } from './runtime/nodes/registry.tsx';
import { nodeTypesOf } from './core/node-walk.ts';
import { setupWps, registerPort } from './app/wps-setup.ts';
import { createI18n } from './services/i18n/i18n.ts';
import { detectImageExt } from './services/http/image-ext.ts';
import { detectPlatform } from './services/session/platform.ts';
import { loadChunk } from './services/scheduling/chunks.ts';
import { yieldToMain } from './services/scheduling/main-thread.ts';
import { takeSignInReturn } from './services/auth/sign-in-return.ts';
import './app/styles.css';

/**
 * The status answer the early loader asked for, when it asked as this boot would (same merchant,
 * same language): read like any answer (a failure such as domain_not_available is thrown as its
 * WpsError). Without an answer (not asked, asked otherwise, no network) the client's own call is made.
 */
async function earlyStatus(
  early: EarlyStatus | undefined,
  merchant: string,
  language: string,
): Promise<unknown | undefined> {
  if (!early || early.merchant !== merchant || early.language !== language) return undefined;
  const got = await early.answer;
  if (got && 'timedOut' in got)
    throw new WpsError(CLIENT_CODES.timeout, 'the server did not answer in time', 0, '/wps/v2/system/status');
  return got ? unwrapEnvelope<unknown>(got.body, got.status, '/wps/v2/system/status') : undefined;
}

/** A stored session, or a token given in the URL (then removed from the address bar). */
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
    });
  followSession();
}

// A third-party sign-in's result leaves the address bar before anything reads or shares it
// (once: a boot retried after an error still has it).
const signIn = takeSignInReturn(location.href);
if (signIn.found) history.replaceState(history.state, '', signIn.cleaned);

/**
 * Once the whole tree has mounted (or hydrated: the outermost effect runs last), what the player
 * did on the pre-rendered page before that is done again (app/early-input.ts).
 */
function Ready({ typed, focus, children }: { typed: TypedField[]; focus: FocusedField | null; children: ReactNode }) {
  // A page rendered afresh (flushSync) runs this within its commit: the caret is back before the next key.
  useEffect(() => replayEarlyInput(typed, container, focus), [typed, focus]);
  return children;
}

const container = document.getElementById('root')!;
// The build's pre-rendered page (scripts/prerender.tsx) says what it holds; see mount below.
const prerendered = readMark(container.dataset.prerendered);
let root: Root | null = null;
const show = (node: ReactNode) => (root ??= createRoot(container)).render(node);

// The merchant-config validator (a generated 37 KiB module) downloads beside the status call: the
// first screen paints from the HTML without it, and boot needs it only when the answer is in.
let validator: Promise<typeof import('./services/merchant/check.ts')> | undefined;
const loadValidator = () =>
  (validator ??= import('./services/merchant/check.ts')).catch((e: unknown) => {
    validator = undefined; // a retry after a failed download fetches it again
    throw e;
  });

async function boot(): Promise<void> {
  try {
    const checker = loadValidator();
    // The early loader started these fetches while this script downloaded, for the tenant the
    // page names (the edge wrote it in: core/page-tenant.ts).
    const early = takeEarlyBoot();
    // The entry's modules were evaluated in this task: boot's own steps start in the next one.
    await yieldToMain();
    const id = readPageTenant(document.documentElement)?.id;
    if (!id) throw new Error(`no tenant serves the host "${location.hostname}"`);
    const prefetched = await early?.tenant.catch(() => null);
    const tenant = prefetched?.id === id ? prefetched : await loadTenantPackage(id);
    // The first screen's lazily loaded nodes load during the status call.
    const screenCode = preloadNodeTypes(nodeTypesOf(screenForPath(tenant.screens, location.pathname)?.body));
    const language = startLanguage(tenant.languages);
    tenantStore.language = language;
    const calls = setupWps(tenant.merchantCode);
    const started = performance.now();
    const [status, i18n] = await Promise.all([
      earlyStatus(early?.status, tenant.merchantCode, language).then(
        (answer) =>
          answer ??
          // S7: no cache; the boot shows its own error page, so no catalogue popup here.
          calls.system.status(statusQuery(location.href), { quiet: true }),
      ),
      createI18n(language, (l) =>
        l === 'EN' && early?.english?.id === id
          ? early.english.table.catch(() => loadTranslations(id, l))
          : loadTranslations(id, l),
      ),
    ]);
    const statusMs = performance.now() - started;
    // Answers often all in by now (the early loader asked): the steps below get a task of their own.
    await yieldToMain();
    // S5/S7: the image format the relays ask for (checked once, kept for the session), before
    // the first screen's content calls go out.
    const [{ checkMerchantConfig }] = await Promise.all([checker, screenCode, detectImageExt(detectPlatform())]);
    const checked = checkMerchantConfig(status);
    if (!checked.ok) throw new Error(checked.reason);
    setTenant(tenant, checked.value);
    registerPort(i18n);
    document.documentElement.lang = htmlLang(language);
    applyTheme(tenant, checked.value);
    bindI18n(i18n);
    const bootHref = location.href; // before the token leaves the address bar
    restoreSession(tenant.merchantCode);
    // The public data the page was rendered with (promotions, home's banners) is this render's too
    // when it is the same tenant and language, hydrated or not: a member's home starts from the
    // same banners. The live answers replace it.
    const held = !root && prerendered?.tenant === id ? readPageData(document) : null;
    if (held) setPageImages(held); // the brand images as the page has them, in any language
    if (held && prerendered?.language === language) {
      setPageData(held);
      promotionsFromPage();
    }
    void loadPromotions();
    // Checking the config and binding the services took this task; the render starts in the next.
    await yieldToMain();
    // The pre-rendered page is hydrated when this boot renders what it holds: the same tenant, route,
    // language, merchant config and tenant package (a page still cached, or not yet re-rendered,
    // while its tenant was published again is never hydrated), for a visitor, on an open site.
    // Otherwise the app renders afresh over it (a member, another language chosen, other
    // switches, maintenance, another package).
    const same =
      !root &&
      prerendered?.tenant === id &&
      prerendered.route === location.pathname &&
      prerendered.language === language &&
      prerendered.config === configPrint(checked.value) &&
      prerendered.package === tenant.print &&
      !sessionStore.token &&
      !checked.value.maintenance &&
      !checked.value.regionRestriction;
    const app = (
      <Ready typed={typedFields(container)} focus={focusedField(container)}>
        <App i18n={i18n} />
      </Ready>
    );
    // Same inputs, same markup; should anything still differ, React renders that part afresh.
    if (same) {
      window.__hydrating = true; // taps from here on are React's to replay
      // As a transition: React hydrates in slices and lets the browser breathe between them (the
      // page is already painted and readable; a tap meanwhile hydrates its part at once).
      startTransition(() => {
        root = hydrateRoot(container, app, {
          onRecoverableError: (error) =>
            console.warn('The pre-rendered page differs from what this boot renders; rendered afresh.', error),
        });
      });
    } else if (container.querySelector('input, select, textarea')) {
      // Rendered afresh over a page with fields: at once (flushSync), so nothing typed between
      // reading the page's fields and replacing them is lost.
      flushSync(() => show(app));
    } else {
      // Nothing to type into (a member's home over the visitor's page): as a transition, in
      // slices; the page stays painted and readable until the new one replaces it in one commit.
      startTransition(() => show(app));
    }
    void import('./app/after-mount.ts').then((m) => m.afterMount(bootHref, tenant, signIn.found, statusMs));
  } catch (e) {
    if (e instanceof WpsError && e.code === DOMAIN_NOT_AVAILABLE)
      // The back end answered: the modal's code can be fetched (else the boot error page says why).
      await Promise.all([
        loadChunk(() => import('./app/modals.tsx')),
        import('./services/merchant/domains.ts').then((m) => m.merchantDomains(null)),
      ]).then(
        ([{ DomainUnavailablePage }, domains]) =>
          show(<DomainUnavailablePage data={e.data} domains={domains} onRetry={() => void boot()} />),
        (failed: Error) => show(<BootErrorPage reason={failed.message} onRetry={() => void boot()} />),
      );
    else show(<BootErrorPage reason={(e as Error).message} onRetry={() => void boot()} />);
  }
}

void boot();
