/**
 * What the error catalogue's rows do (error-policy.ts), in this site: the session cleared, an alert
 * or a notice in the UI store, the domain modal, and navigation through the app port.
 */
import { appPort } from '../app-port/port.ts';
import { pushAlert, pushNotice } from '../app-port/notify.ts';
import { endSession } from '../session/session.ts';
import { uiStore } from '../../state/ui.ts';
import type { ErrorEffects } from './error-policy.ts';
import type { WpsError } from './wps-error.ts';
import { disableAutoLogin } from '../session/remember.ts';
import { TOKEN_IP_DIFFERENT } from '../../core/spec-constants.ts';

/**
 * What a code means whoever asked and however quietly (the real client's response interceptor,
 * token-ip-different): token_ip_different turns auto login off (A8).
 */
export function followErrorCode(e: WpsError): void {
  if (e.code === TOKEN_IP_DIFFERENT) disableAutoLogin();
}

export function catalogueEffects(): ErrorEffects {
  const port = appPort();
  return {
    clearSession: endSession,
    alert: (message, code) => pushAlert(message, Date.now(), code),
    toast: (key, ms) => pushNotice(port.t(key), ms),
    // "go to /m/login", keeping where the player was so the next login brings them back.
    navigate: (path) =>
      port.navigate(
        path === '/m/login' && !location.pathname.startsWith('/m/login')
          ? `/m/login?go=${encodeURIComponent(location.pathname + location.search)}`
          : path,
      ),
    domainModal: (data) => {
      uiStore.domainModal = data ?? {};
    },
    text: { loginRequired: port.t('error.loginRequired'), unknownError: port.t('error.unknown') },
  };
}
