/**
 * The open site follows its merchant config (S9 settings refresh, services/merchant/settings-refresh.ts):
 * asked again when the tab is shown again, the network is back, a page comes back from the
 * back-forward cache, or the session starts or ends. A changed config replaces the store's, and
 * what reads it changes in place: the maintenance and access-denied pages, switches, menus, the
 * brand images. Started after the first screen, as its own chunk.
 */
import { subscribe } from 'valtio';
import { merchantStatus } from '../services/merchant/status-call.ts';
import { checkMerchantConfig } from '../services/merchant/check.ts';
import { settingsRefresher } from '../services/merchant/settings-refresh.ts';
import { decided } from '../services/app-port/decided.ts';
import { sessionStore, setTenant, tenantStore } from '../state/app.ts';
import { applyTheme } from './theme.ts';

export function startSettingsRefresh(): () => void {
  let calls = 0;
  const refresher = settingsRefresher({
    fetch: () => merchantStatus(tenantStore.tenant?.merchantCode ?? '', tenantStore.language),
    check: checkMerchantConfig,
    current: () => tenantStore.merchant,
    apply: (next) => {
      const tenant = tenantStore.tenant;
      if (!tenant) return;
      setTenant(tenant, next);
      applyTheme(tenant, next);
    },
    report: (outcome, detail) => {
      if (detail) console.warn(`Settings refresh: ${outcome} (${detail}); the site keeps the settings it has.`);
      decided('settings-refresh', `${++calls} ${outcome}`);
    },
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresher.request();
  };
  const onShow = (e: PageTransitionEvent) => {
    if (e.persisted) refresher.request();
  };
  const onOnline = () => refresher.request();
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', onShow);
  window.addEventListener('online', onOnline);
  let token = sessionStore.token;
  const unsubscribe = subscribe(sessionStore, () => {
    if (sessionStore.token === token) return;
    token = sessionStore.token; // logged in or out: the back end may answer this player otherwise
    refresher.request();
  });
  decided('settings-refresh', 'armed');
  return () => {
    refresher.stop();
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', onShow);
    window.removeEventListener('online', onOnline);
  };
}
