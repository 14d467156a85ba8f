/**
 * A login that succeeded (A4): in this order, the token is stored, remember-me saved or cleared,
 * the dialog closed, then the player is sent on: /m/changePsw when the password is the merchant's
 * default (non-SMS logins) or has expired with the force-change setting on; else redirectUrl (an
 * allowed host only); else go (a same-site /m/ path); else /m/home. First-time logins get a notice.
 */
import { tenantStore, memberStore, reportRuntimeIssue } from '../../state/app.ts';
import { uiStore } from '../../state/ui.ts';
import { saveRemembered, clearRemembered, enableAutoLogin, type Remembered } from '../session/remember.ts';
import { safeGo, redirectTarget } from './destinations.ts';
import { pushAlert } from '../app-port/notify.ts';
import { appPort } from '../app-port/port.ts';
import type { LoginValue } from '../http/calls.ts';
import { session } from '../session/storage.ts';
import { setSession } from '../session/session.ts';
import { track } from '../tracking/track.ts';
import { merchantDomains } from '../merchant/domains.ts';

export const GO_STORAGE_KEY = 'go';

/** A2: "go ... is also saved and used after registration" (and after a forced password change). */
export function savedGo(): string | undefined {
  return safeGo(session.get(GO_STORAGE_KEY));
}
export function rememberGo(href: string): void {
  const go = safeGo(new URL(href).searchParams.get('go'));
  if (go) session.set(GO_STORAGE_KEY, go);
}

export interface StartOptions {
  /** username and sms logins; 'register' for a registration that logged in; 'auto' for automatic login (A4); 'social' for a third-party sign-in */
  channel: 'username' | 'sms' | 'register' | 'auto' | 'social';
  /** The credential to keep, only when the player ticked remember-me (null: keep nothing new). */
  remember: Remembered | null;
  /** How the player logged in or registered, for the marketing event (default: the channel). */
  method?: string;
}

export function startSession(v: LoginValue, o: StartOptions): void {
  const tenant = tenantStore.tenant!;
  const merchant = tenantStore.merchant!;
  const env = appPort();
  // 1. the token
  setSession({
    id: v.id ?? v.customerId ?? null,
    token: v.token,
    userName: v.userName,
    type: v.customerType,
    firstTimeLogin: v.firstTimeLogin,
    spanId: v.spanId ?? null,
  });
  memberStore.info = null; // renewed by the token-change effects
  // S3: the register or login event, with the member's id (the session is set: track adds it).
  track(o.channel === 'register' ? 'register' : 'login', { method: o.method ?? o.channel });
  // 2. remember-me: saved only when the merchant's auto-login option is on (A5)
  if (o.remember && merchant.settings.autoLogin) {
    saveRemembered(o.remember);
    enableAutoLogin();
  } else if (o.channel === 'username' || o.channel === 'sms') clearRemembered(); // a login without remember-me
  // 3. the dialog
  uiStore.dialog = null;
  if (v.firstTimeLogin) pushAlert(env.t('login.firstTime'));
  // 4. where to go
  // The server says whether the password is the merchant default (our contract): the client never holds it.
  const byPassword = o.channel === 'username' || o.channel === 'auto';
  const forced =
    (byPassword && v.usesDefaultPassword === true) ||
    (o.channel !== 'register' && v.passwordExpired && merchant.settings.forceChangeExpiredPassword);
  if (forced) {
    env.navigate('/m/changePsw');
    return;
  }
  if (o.channel === 'auto') return; // automatic login keeps the player on the page they opened
  const q = new URL(location.href).searchParams;
  const goOn = () =>
    env.navigate((o.channel === 'register' ? savedGo() : (safeGo(q.get('go')) ?? savedGo())) ?? '/m/home');
  const redirect = o.channel === 'register' ? null : q.get('redirectUrl');
  if (!redirect) return goOn();
  // Checked against the merchant's domains as the back end lists them now (S7 domainRoute).
  void merchantDomains(merchant).then((domainList) => {
    const target = redirectTarget(
      redirect,
      { current: location.origin, tenantHosts: tenant.hosts, domainList },
      {
        token: v.token,
        language: tenantStore.language,
        headerColor: tenant.theme.colors.primary,
        title: tenant.brand.appName,
      },
      (reason) => reportRuntimeIssue('redirect', reason),
    );
    if (target) env.assign(target);
    else goOn();
  });
}
