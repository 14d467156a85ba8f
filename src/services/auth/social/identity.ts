/**
 * A4 third-party sign-in, whatever the provider: the login with its proof, and for an identity no
 * member has (not.exists.user, bind_customer_required) either auto-registration (auto-register
 * mode on, account creation allowed, manual registration not required) or the player's choice:
 * log in with an existing account (the identity is bound after that login) or register a new one.
 */
import { tenantStore, sessionStore } from '../../../state/app.ts';
import { authStore, type PendingIdentity } from '../../../state/auth.ts';
import { wps } from '../../http/instance.ts';
import { WpsError } from '../../http/wps-error.ts';
import { pushAlert, pushNotice } from '../../app-port/notify.ts';
import { appPort } from '../../app-port/port.ts';
import { local } from '../../session/storage.ts';
import { startSession } from '../session-start.ts';
import { guarded, pageRegistrationContext, openSecondStep } from '../common.ts';
import type { LoginValue } from '../../http/calls.ts';
import {
  BIND_CUSTOMER_REQUIRED,
  NOT_EXISTS_USER,
  LINE_INVALID_TOKEN,
  TELEGRAM_VALIDATE_FAILED,
  LOGIN_VERIFY_REQUIRED,
  STORAGE_KEYS,
} from '../../../core/spec-constants.ts';

export const UNBOUND_CODES = [NOT_EXISTS_USER, BIND_CUSTOMER_REQUIRED] as const;
export const PROOF_CODES = [LINE_INVALID_TOKEN, TELEGRAM_VALIDATE_FAILED] as const;
/** What a third-party login call handles itself: unbound, refused proof, and the second step (A4). */
export const SOCIAL_LOGIN_CODES = [...UNBOUND_CODES, ...PROOF_CODES, LOGIN_VERIFY_REQUIRED];
const NOTICE_MS = 3000;

/** A4: "Auto-register happens only when auto-register mode is on, account creation is allowed and manual registration is not required." */
export function autoRegisters(): boolean {
  const m = tenantStore.merchant!;
  return (
    m.settings.autoRegisterSso && m.whitelabelVal.FIREBASECREATEACC3 === true && m.whitelabelVal.SSOMANUALREG3 !== true
  );
}

/** The proof a registration (A3 firebaseChannel2/firebaseIdToken2) or a binding sends for an identity. */
function proofOf(identity: PendingIdentity, registration: boolean): Record<string, unknown> {
  if (identity.provider === 'telegram') return { telegramAuth: identity.telegramAuth };
  if (identity.provider === 'line') return { lineSessionToken: identity.lineSessionToken };
  return registration
    ? { firebaseChannel2: identity.channel, firebaseIdToken2: identity.idToken }
    : { firebaseChannel: identity.channel, firebaseIdToken: identity.idToken };
}

/** A proof the server refused: the stored line token goes (A8), the messaging-app auth is cleared, the reason is told. */
function proofRefused(e: WpsError, identity: PendingIdentity): void {
  if (identity.provider === 'line') local.remove(STORAGE_KEYS.lineToken);
  authStore.pendingIdentity = null;
  pushAlert(e.message || appPort().t('social.failed'));
}

/** Signs in with a proof; an unbound identity goes on to registration or the choice dialog. */
export async function identityLogin(identity: PendingIdentity, login: () => Promise<LoginValue>): Promise<void> {
  if (sessionStore.token) return; // A6: social login runs only when no session token exists
  let value: LoginValue;
  try {
    value = await login();
  } catch (e) {
    if (!(e instanceof WpsError)) throw e;
    if ((PROOF_CODES as readonly string[]).includes(e.code)) return proofRefused(e, identity);
    // A4: a member with a second step verifies after a third-party login too.
    if (e.code === LOGIN_VERIFY_REQUIRED) return openSecondStep(e, 'social', null);
    if (!(UNBOUND_CODES as readonly string[]).includes(e.code)) throw e;
    if (autoRegisters()) return registerWithIdentity(identity);
    authStore.pendingIdentity = identity;
    appPort().openDialog('socialBind');
    return;
  }
  authStore.pendingIdentity = null;
  authStore.identityToLink = null;
  startSession(value, { channel: 'social', remember: null, method: identity.provider });
}

/** A4: registration through the identity sends only the proof, the login flag and smsTemplate. */
export function registerWithIdentity(identity: PendingIdentity): Promise<void> {
  return guarded('register', async () => {
    // As the real client registers an identity (autoUsername-is-one-click-register): the
    // registration payload (method, URLs, device, affiliate and referral codes, pixelTrack) with
    // the proof, the login flag and smsTemplate, to /register/autoUsername; the server names the
    // member. (A3 lists only the proof for the messaging and line apps; the real client sends the
    // payload too: docs/decisions.md.)
    const proof = { ...(await pageRegistrationContext()), ...proofOf(identity, true) };
    let value: Partial<LoginValue>;
    try {
      // smsTemplate: the spec names it, not its value; '' asks for the merchant's default (docs/decisions.md).
      value = await wps().member.registerWithIdentity(
        { ...proof, login: true, smsTemplate: '' },
        { expected: [...PROOF_CODES] },
      );
    } catch (e) {
      if (e instanceof WpsError && (PROOF_CODES as readonly string[]).includes(e.code))
        return proofRefused(e, identity);
      throw e;
    }
    authStore.pendingIdentity = null;
    appPort().closeDialog();
    // A4: "fires a register analytics event with method telegram or line" (startSession fires it).
    if (value.token)
      startSession(value as LoginValue, { channel: 'register', remember: null, method: identity.provider });
  });
}

/** The choice dialog's two buttons. */
export async function chooseForIdentity(choice: 'login' | 'register'): Promise<void> {
  const identity = authStore.pendingIdentity;
  if (!identity) {
    appPort().closeDialog();
    return;
  }
  if (choice === 'register') return registerWithIdentity(identity);
  // Log in with an existing account: the identity waits, and is bound once that login succeeds.
  // Only on this choice: a player who closed the dialog and logs in links nothing.
  authStore.pendingIdentity = null;
  authStore.identityToLink = identity;
  appPort().closeDialog();
  pushNotice(appPort().t('social.loginToLink'), NOTICE_MS);
  if (location.pathname !== '/m/login') appPort().navigate('/m/login');
}

/** After a username or SMS login: the identity the player chose to link is bound to the member. */
export async function bindPendingIdentity(): Promise<void> {
  const identity = authStore.identityToLink;
  authStore.pendingIdentity = null; // a dialog left without a choice is over once someone logs in
  if (!identity || !sessionStore.token) return;
  authStore.identityToLink = null;
  try {
    // The binding is our extension: a back end without it (404) is told quietly, the login stands.
    await wps().member.bindIdentity(proofOf(identity, false), { expected: ['not.found', 'http_404'] });
    pushNotice(appPort().t('social.linked'), NOTICE_MS);
  } catch (e) {
    if (e instanceof WpsError && e.status === 404) pushNotice(appPort().t('social.linkUnavailable'), NOTICE_MS);
    /* else the client told the player why (its catalogue alert); the login itself stands */
  } finally {
    if (identity.provider === 'line') local.remove(STORAGE_KEYS.lineToken);
  }
}
