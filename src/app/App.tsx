/** The shell: routes from the tenant's screens, guards, layout, dialogs, splash, and whole-page states. */
import { BrowserRouter, Routes, Route, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { I18nProvider, useT } from '../runtime/i18n.tsx';
import type { Translator } from '../services/i18n/translator.ts';
import { useSnapshot } from 'valtio';
import { tenantStore, sessionStore } from '../state/app.ts';
import { RuntimeContext } from '../runtime/context.ts';
import { RenderNode } from '../runtime/Renderer.tsx';
import type { Screen } from '../core/schema/screen.ts';
import type { TenantPackage } from '../core/schema/tenant.ts';
import { brandAssets } from './theme.ts';
import { UiHost } from './UiHost.tsx';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { uiStore } from '../state/ui.ts';
// Loaded when a dialog first opens.
const DialogHost = lazy(() => import('./DialogHost.tsx').then((m) => ({ default: m.DialogHost })));
import { Splash } from './Splash.tsx';
import { bindNavigate } from './app-port.ts';
import { useRuntimeValue } from './runtime-value.ts';
import { robotsFor } from '../services/content/indexing.ts';
import { screenAccess } from '../core/routes.ts';
import { installTapGuard } from './tap-guard.ts';
import { leaveDone } from '../services/session/session.ts';
import { ROUTE_ALIASES } from '../core/spec-constants.ts';

function ScreenView({ screen }: { screen: Screen }) {
  const runtime = useRuntimeValue();
  const { t } = useT();
  const title = typeof screen.title === 'string' ? t(screen.title) : screen.title.text;
  const { tenant } = useSnapshot(tenantStore);
  useEffect(() => {
    document.title = tenant ? `${title} · ${tenant.brand.appName}` : title;
  }, [title, tenant]);
  return (
    <RuntimeContext.Provider value={runtime}>
      <main className="shell" aria-label={title}>
        <RenderNode node={screen.body} />
      </main>
    </RuntimeContext.Provider>
  );
}

/** A2: routes other than the public ones need a token, else /m/login keeping where the visitor was going. */
function Guard({ screen }: { screen: Screen }) {
  const { token, leaveTo } = useSnapshot(sessionStore);
  const location = useLocation();
  // A logout's destination holds until the player is on a public page (navigations land later than the token goes).
  const access = screenAccess(screen);
  useEffect(() => {
    if (access === 'public') leaveDone();
  }, [access]);
  if (access === 'member' && !token) {
    const here = location.pathname + location.search;
    return <Navigate replace to={leaveTo && leaveTo !== here ? leaveTo : `/m/login?go=${encodeURIComponent(here)}`} />;
  }
  if (access === 'memberElseHome' && !token) return <Navigate replace to="/m/home" />;
  return <ScreenView screen={screen} />;
}

/** S2 "All other routes need a token": a visitor on an unknown route logs in first; a member gets "not found". */
function NotFound() {
  const { t } = useT();
  const { token } = useSnapshot(sessionStore);
  const location = useLocation();
  if (!token) return <Navigate replace to={`/m/login?go=${encodeURIComponent(location.pathname + location.search)}`} />;
  return (
    <main className="shell">
      <div className="page-state">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.message')}</p>
        <a className="link" href="/m/home">
          {t('common.backHome')}
        </a>
      </div>
    </main>
  );
}

/** Lets services navigate (the catalogue's "go to /m/login") through the router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    bindNavigate((path) => navigate(path));
  }, [navigate]);
  useEffect(() => installTapGuard(), []);
  return null;
}

/** S2 indexing rule, kept in step with the route. */
function IndexingMeta({ screens }: { screens: readonly Screen[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const screen = screens.find((s) => s.route === pathname);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = robotsFor(location.host, pathname, !!screen && screenAccess(screen) === 'public');
  }, [pathname, screens]);
  return null;
}

function Dialogs() {
  const { dialog } = useSnapshot(uiStore);
  return dialog ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}

const ClosedSite = lazy(() => import('./closed-site.tsx'));

/**
 * The route table of a tenant's screens, rendered again only when the tenant or the address
 * changes: Gate renders again when the merchant config or the language changes, and a new <Routes>
 * tree makes React Router turn its children into routes and flatten, rank and compile the ~40
 * paths again (20-30 ms of a member's home under a profiler).
 */
const ScreenRoutes = memo(function ScreenRoutes({ tenant }: { tenant: TenantPackage }) {
  const screens = Object.values(tenant.screens) as Screen[];
  return (
    <>
      <IndexingMeta screens={screens} />
      <Routes>
        <Route path="/" element={<Navigate replace to="/m/home" />} />
        <Route path="/m" element={<Navigate replace to="/m/home" />} />
        {Object.entries(ROUTE_ALIASES)
          .filter(([from]) => !screens.some((s) => s.route === from))
          .map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate replace to={to} />} />
          ))}
        {Object.entries(tenant.screens)
          .filter(([, s]) => s.route)
          .map(([id, screen]) => (
            <Route key={id} path={screen.route} element={<Guard screen={screen as Screen} />} />
          ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </>
  );
});

/**
 * The site's pages, or the page that closes the site (maintenance, region block). A site closed
 * while the player had it open (a settings refresh: app/settings-refresh.ts) keeps its pages
 * mounted under the closed page, which hides them (closed-site.tsx), so what was typed is still
 * there when it opens again; the closed page's slot comes first and is empty while open, so
 * nothing below it is mounted afresh. A site closed at boot never renders its pages. (React's
 * Activity would also pause the pages' effects, but a visible Activity is a hydration boundary of
 * its own: the pre-rendered form would come alive after the app says it is ready.)
 */
function Gate() {
  const { tenant, merchant } = useSnapshot(tenantStore);
  const [opened, setOpened] = useState(false);
  if (!tenant || !merchant) return null;
  const closed =
    merchant.maintenance || merchant.regionRestriction ? (
      <Suspense fallback={null}>
        <ClosedSite merchant={tenantStore.merchant!} />
      </Suspense>
    ) : null;
  if (closed && !opened) return closed;
  if (!opened) setOpened(true); // during render: React renders again at once, before the commit
  return (
    <>
      {closed}
      <Splash src={brandAssets(tenant, merchant).splash} background={tenant.theme.colors.background} />
      {/* The store's own object (a ref, never copied): the same one on every render. */}
      <ScreenRoutes tenant={tenantStore.tenant!} />
      <Dialogs />
    </>
  );
}

/** Everything inside the router: the page pre-rendering (src/prerender) gives it a static one. */
export function AppBody() {
  return (
    <>
      <NavigationBridge />
      <Gate />
      <UiHost />
    </>
  );
}

export function App({ i18n }: { i18n: Translator }) {
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppBody />
      </BrowserRouter>
    </I18nProvider>
  );
}
