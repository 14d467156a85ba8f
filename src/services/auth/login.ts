/** Login (A4): username + password or mobile + SMS code; captcha, risk token, second step, auto login. */
import { captchaPolicy } from '../../core/captcha-policy.ts';
import { tenantStore, sessionStore } from '../../state/app.ts';
import { authStore } from '../../state/auth.ts';
import { wps } from '../http/instance.ts';
import { WpsError } from '../http/wps-error.ts';
import {
  LOGIN_VERIFY_REQUIRED,
  TOKEN_IP_DIFFERENT,
  CLEAR_REMEMBERED_CODES,
  LOGIN_BLOCKED_BY_SELF_EXCLUSION,
  LANGUAGE_CODE_MAP,
} from '../../core/spec-constants.ts';
import { pushAlert } from '../app-port/notify.ts';
import { epochMs } from '../wire/primitives.ts';
import { loadRemembered, clearRemembered, disableAutoLogin, autoLoginDisabled } from '../session/remember.ts';
import { toFieldError, FIELD_CODES } from '../app-port/form-errors.ts';
import { startSession } from './session-start.ts';
import { bindPendingIdentity } from './social/identity.ts';
import {
  guarded,
  hasCaptcha,
  runCaptcha,
  runRiskToken,
  reportCaptcha,
  deviceFacts,
  deviceKind,
  formText as text,
  openSecondStep,
} from './common.ts';
import { appPort } from '../app-port/port.ts';
import type { LoginRequest, LoginValue } from '../http/calls.ts';

type Form = Record<string, unknown>;

async function requestFor(form: Form, channel: 'username' | 'sms'): Promise<LoginRequest> {
  const d = await deviceFacts();
  const base = { loginDeviceId: d.loginDeviceId, isOfficialAppLogin: d.isOfficialAppLogin };
  return channel === 'sms'
    ? {
        ...base,
        type: 'sms',
        isSms: true,
        countryDialingCode: text(form.countryDialingCode),
        mobileNum: text(form.mobileNum),
        smsCode: text(form.smsCode),
      }
    : {
        ...base,
        type: 'username',
        username: text(form.username),
        password: typeof form.password === 'string' ? form.password : '',
      };
}

function afterLoginError(e: unknown, form: Form, channel: 'username' | 'sms'): never {
  if (e instanceof WpsError && e.code === LOGIN_VERIFY_REQUIRED) {
    openSecondStep(e, channel, form.remember === true ? rememberOf(form, channel) : null);
    throw new VerificationPending();
  }
  if (e instanceof WpsError && e.code === TOKEN_IP_DIFFERENT) disableAutoLogin(); // A8: auto login turned off
  if (e instanceof WpsError && e.code === LOGIN_BLOCKED_BY_SELF_EXCLUSION) {
    selfExcluded(e.data);
    throw new PlayerTold();
  }
  throw toFieldError(e);
}

/**
 * self-exclusion-500: the player excluded themself from play (HTTP 500 with the value, which the
 * real client hands to its self-exclusion notice); the notice says until when, when it says.
 */
function selfExcluded(value: unknown): void {
  const t = appPort().t;
  const until = epochMs((value as { until?: unknown } | null)?.until);
  const locale = LANGUAGE_CODE_MAP[tenantStore.language] ?? 'en-US';
  pushAlert(
    until === undefined
      ? t('login.selfExcluded')
      : t('login.selfExcludedUntil', {
          until: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(until),
        }),
  );
}

/** Not an error for the player: the login continues in the verification dialog. */
export class VerificationPending extends Error {
  constructor() {
    super('second step required');
    this.name = 'VerificationPending';
  }
}
/** The player has been told why the login cannot go on (its notice): nothing for the form to show. */
class PlayerTold extends Error {
  constructor() {
    super('the player was told');
    this.name = 'PlayerTold';
  }
}

const rememberOf = (form: Form, channel: 'username' | 'sms') => {
  const merchant = tenantStore.tenant!.merchantCode;
  return channel === 'sms'
    ? { type: 'sms' as const, mobileNum: text(form.mobileNum), merchant }
    : { type: 'username' as const, username: text(form.username), password: form.password as string, merchant };
};

export function login(form: Form, channel: 'username' | 'sms' = 'username'): Promise<void> {
  return guarded('login', async () => {
    const m = tenantStore.merchant!;
    let req = await requestFor(form, channel);
    // A5: login captcha only when the setting is on and no result is supplied; never for SMS logins.
    if (channel === 'username') {
      if (hasCaptcha(form.captcha)) req = { ...req, ...form.captcha };
      else if (captchaPolicy(m).login) req = { ...req, ...(await runCaptcha().catch(reportCaptcha)) };
    }
    if (m.settings.riskControl) req.geetestRisk = await runRiskToken().catch(reportCaptcha);
    let value: LoginValue;
    try {
      value = await wps().session.login(req, deviceKind(), {
        expected: [LOGIN_VERIFY_REQUIRED, LOGIN_BLOCKED_BY_SELF_EXCLUSION, ...FIELD_CODES],
      });
    } catch (e) {
      afterLoginError(e, form, channel);
    }
    startSession(value, {
      channel,
      remember: form.remember === true ? rememberOf(form, channel) : null,
    });
    await bindPendingIdentity(); // A4: "log in with existing account", then the third-party account is linked
  }).catch((e: unknown) => {
    if (!(e instanceof VerificationPending) && !(e instanceof PlayerTold)) throw e;
  });
}

/** A4 second step: the code from the verification dialog finishes the login. */
export function verifySecondStep(form: Form): Promise<void> {
  return guarded('verify', async () => {
    const p = authStore.pending;
    if (!p) {
      appPort().closeDialog();
      return;
    }
    let value: LoginValue;
    try {
      value = await wps().session.verification({ ticket: p.ticket, code: text(form.code) }, { expected: FIELD_CODES });
    } catch (e) {
      throw toFieldError(e);
    }
    authStore.pending = null;
    startSession(value, {
      channel: p.channel,
      remember: p.remember ? { ...p.remember, merchant: tenantStore.tenant!.merchantCode } : null,
    });
    await bindPendingIdentity();
  });
}

/**
 * A4 automatic login: only with no session token, a remembered credential of this merchant that
 * is not an SMS one, the autoLogin flag not '0', the merchant's auto-login option on, no login
 * captcha needed, and neither redirectUrl nor backUrl in the URL. Resolves with what happened:
 * logged in, refused by the back end (its codes acted on), or not tried (a condition not met).
 */
export async function autoLogin(href: string): Promise<'logged-in' | 'refused' | 'not-tried'> {
  const m = tenantStore.merchant!;
  const q = new URL(href).searchParams;
  const r = loadRemembered();
  if (sessionStore.token || !r || r.merchant !== m.merchantCode || r.type === 'sms' || !r.username || !r.password)
    return 'not-tried';
  if (
    autoLoginDisabled() ||
    !m.settings.autoLogin ||
    captchaPolicy(m).login ||
    q.has('redirectUrl') ||
    q.has('backUrl')
  )
    return 'not-tried';
  try {
    const value = await wps().session.login(
      { ...(await requestFor({ username: r.username, password: r.password }, 'username')) },
      deviceKind(),
      { quiet: true },
    );
    // The same session start as every login: a default or expired password still goes to /m/changePsw.
    startSession(value, { channel: 'auto', remember: null });
    return 'logged-in';
  } catch (e) {
    if (e instanceof WpsError && (CLEAR_REMEMBERED_CODES as readonly string[]).includes(e.code)) clearRemembered();
    if (e instanceof WpsError && e.code === TOKEN_IP_DIFFERENT) disableAutoLogin();
    return 'refused';
  }
}
