/** Boot wiring of the WPS client: headers from the live state, and the error catalogue's effects. */
import type { i18n } from 'i18next';
import { configureWps, deviceAgentHeader } from '../services/http/instance.ts';
import { configureAppEnv } from '../services/app-port/port.ts';
import { endSession } from '../services/session/session.ts';
import { applyErrorPolicy } from '../services/http/error-policy.ts';
import { tenantStore, sessionStore } from '../state/app.ts';
import { uiStore } from '../state/ui.ts';
import { pushAlert, pushNotice } from '../services/app-port/notify.ts';

/**
 * The router's navigate, once it is mounted. Boot renders the app and goes on (a pre-rendered page
 * hydrates as a transition, in slices), so a sign-in return or a 401 can come first: the last path
 * asked for meanwhile waits for the router (a full page load would lose the alert that goes with it).
 */
let routerNavigate: ((path: string) => void) | null = null;
let waitingPath: string | null = null;
function navigateTo(path: string) {
  if (routerNavigate) routerNavigate(path);
  else waitingPath = path;
}
/** The router gives the client and the access flows its navigate once it is mounted. */
export function bindNavigate(fn: (path: string) => void) {
  routerNavigate = fn;
  const waiting = waitingPath;
  waitingPath = null;
  if (waiting !== null) fn(waiting);
}

/** The access flows' view of the app, from boot on (they may run before the router mounts). */
export function setupAppEnv() {
  configureAppEnv({
    navigate: navigateTo,
    assign: (url) => location.assign(url),
    openDialog: (id) => {
      uiStore.dialog = id;
    },
    closeDialog: () => {
      uiStore.dialog = null;
    },
    t: (key, values) => translateWith(key, values),
  });
}
let translate: (key: string) => string = (k) => k;
let translateWith: (key: string, values?: Record<string, unknown>) => string = (k) => k;
export function bindTranslate(i: i18n) {
  translate = (k) => i.t(k);
  translateWith = (k, v) => i.t(k, v ?? {});
}

export function setupWps(merchantCode: string) {
  const agent = deviceAgentHeader(navigator.userAgent); // read per call, made once
  return configureWps({
    baseUrl: '',
    headers: () => ({
      Merchant: merchantCode,
      Language: tenantStore.language,
      'X-Real-UA': agent,
    }),
    token: () => sessionStore.token,
    secure: () => location.protocol === 'https:',
    onError: (kind, error) =>
      applyErrorPolicy(kind, error, {
        clearSession: endSession,
        alert: pushAlert,
        toast: (key, ms) => pushNotice(translate(key), ms),
        // "go to /m/login", keeping where the player was so the next login brings them back.
        navigate: (path) =>
          navigateTo(
            path === '/m/login' && !location.pathname.startsWith('/m/login')
              ? `/m/login?go=${encodeURIComponent(location.pathname + location.search)}`
              : path,
          ),
        domainModal: (data) => {
          uiStore.domainModal = data ?? {};
        },
        text: { loginRequired: translate('error.loginRequired'), unknownError: translate('error.unknown') },
      }),
  });
}
