/**
 * The error catalogue (A8, S8) as data and one function: which row an error falls in, and what
 * happens for it. The effects (alert, toast, navigation, modal, session clearing) are supplied by
 * the app, so this module stays React-free.
 */
import { WpsError, CLIENT_CODES } from './wps-error.ts';
import {
  LOGOUT_CODES,
  QUIET_CODE_PREFIX,
  DOMAIN_NOT_AVAILABLE,
  OFFLINE_NOTICE_KEY,
  OFFLINE_NOTICE_MS,
  TEXT_OFFLINE,
  TEXT_CORS,
} from '../../core/spec-constants.ts';

export type ErrorKind = 'logout' | 'silent' | 'quiet' | 'domain' | 'offline' | 'cors' | 'alert';

export function classifyError(e: WpsError, secure: boolean): ErrorKind {
  if (e.status === 401 || (LOGOUT_CODES as readonly string[]).includes(e.code)) return 'logout'; // "log out, clear session storage, alert asking to log in, go to /m/login"
  if (e.status === 502) return 'silent'; // "HTTP 502: silently rejected"
  if (e.code === CLIENT_CODES.aborted) return 'silent'; // the caller cancelled it
  if (e.code.startsWith(QUIET_CODE_PREFIX)) return 'quiet'; // "Code starting with TOO_MANY_REQUEST: no popup"
  if (e.code === DOMAIN_NOT_AVAILABLE) return 'domain'; // "modal with the error data"
  if (e.code === CLIENT_CODES.network) return secure ? 'offline' : 'cors'; // "No network on https" / "Plain http with no error code"
  return 'alert'; // "Other errors: alert with the server message, or an unknown-error text, with an OK button"
}

export interface ErrorEffects {
  clearSession(): void;
  /** `code`: shown small under the sentence, for support. */
  alert(message: string, code?: string): void;
  toast(key: string, ms: number): void;
  navigate(path: string): void;
  domainModal(data: unknown): void;
  /** Translated texts for the rows that show one. */
  text: { loginRequired: string; unknownError: string };
}

export function applyErrorPolicy(kind: ErrorKind, e: WpsError, fx: ErrorEffects): void {
  switch (kind) {
    case 'logout':
      fx.clearSession();
      fx.alert(fx.text.loginRequired);
      fx.navigate('/m/login');
      return;
    case 'silent':
    case 'quiet':
      return;
    case 'domain':
      fx.domainModal(e.data);
      return;
    case 'offline':
      fx.alert(TEXT_OFFLINE);
      fx.toast(OFFLINE_NOTICE_KEY, OFFLINE_NOTICE_MS);
      return;
    case 'cors':
      fx.alert(TEXT_CORS);
      return;
    case 'alert':
      // The server's own words; else the unknown-error sentence, and ours (the code and what was
      // wrong) small below it for support, never as the sentence.
      if (e.said && e.message) fx.alert(e.message);
      else fx.alert(fx.text.unknownError, `${e.code}: ${e.message}`);
  }
}
