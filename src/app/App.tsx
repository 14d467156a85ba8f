/** The shell: routes from the tenant's screens, guards, layout, and whole-page states. */
import { useMemo } from 'react';
import { BrowserRouter, Routes, Route, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { useSnapshot } from 'valtio';
import { tenantStore, sessionStore } from '../state/app.ts';
import { RuntimeContext, type RuntimeValue } from '../runtime/context.ts';
import { RenderNode } from '../runtime/Renderer.tsx';
import { useRuleContext } from '../runtime/rule-context.tsx';
import type { AnyNode } from '../runtime/registry/components.tsx';
import type { Screen } from '../../schemas/src/screen.ts';
import { MaintenancePage, AccessDeniedPage } from './pages.tsx';
import { brandAssets } from './theme.ts';
import { setLanguage } from './language.ts';
import { UiHost } from './UiHost.tsx';
import { bindNavigate } from './wps-setup.ts';
import { useEffect } from 'react';

function ScreenView({ screen }: { screen: Screen }) {
  const rules = useRuleContext();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { tenant, merchant } = useSnapshot(tenantStore);
  const value = useMemo<RuntimeValue>(() => ({
    rules,
    logo: { src: tenant ? brandAssets(tenant, merchant).logo : '', alt: tenant?.brand.appName ?? '' },
    actions: {
      navigate: (to) => navigate(to),
      openExternal: (url) => { window.open(url, '_blank', 'noopener,noreferrer'); },
      setLanguage,
      notify: (message) => window.alert(message),
      services: {},
    },
  }), [rules, navigate, tenant, merchant]);
  const title = typeof screen.title === 'string' ? t(screen.title) : screen.title.text;
  return (
    <RuntimeContext.Provider value={value}>
      <main className="shell" aria-label={title}>
        <RenderNode node={screen.body as AnyNode} />
      </main>
    </RuntimeContext.Provider>
  );
}

/** A2: routes other than the public ones need a token, else /m/login keeping where the visitor was going. */
function Guard({ screen }: { screen: Screen }) {
  const { token } = useSnapshot(sessionStore);
  const location = useLocation();
  if (screen.access === 'member' && !token) {
    return <Navigate replace to={`/m/login?go=${encodeURIComponent(location.pathname + location.search)}`} />;
  }
  return <ScreenView screen={screen} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="shell"><div className="page-state">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <a className="link" href="/m/home">{t('common.backHome')}</a>
    </div></main>
  );
}

/** Lets services navigate (the catalogue's "go to /m/login") through the router. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => { bindNavigate((path) => navigate(path)); }, [navigate]);
  return null;
}

function Gate() {
  const { tenant, merchant } = useSnapshot(tenantStore);
  const { t } = useTranslation();
  if (!tenant || !merchant) return null;
  if (merchant.maintenance) return <MaintenancePage message={merchant.maintenanceMessage} end={merchant.maintenanceEnd} labels={{ title: t('maintenance.title'), until: (time) => t('maintenance.until', { time }) }} />;
  if (merchant.regionRestriction) return <AccessDeniedPage title={t('restricted.title')} message={merchant.regionRestrictionMessage || t('restricted.message')} />;
  return (
    <Routes>
      <Route path="/" element={<Navigate replace to="/m/home" />} />
      <Route path="/m" element={<Navigate replace to="/m/home" />} />
      {Object.entries(tenant.screens).map(([id, screen]) => <Route key={id} path={screen.route} element={<Guard screen={screen as Screen} />} />)}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function App({ i18n }: { i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter><NavigationBridge /><Gate /><UiHost /></BrowserRouter>
    </I18nextProvider>
  );
}
