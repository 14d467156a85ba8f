/** SMS codes for visitors (A7) and the forced password change (/m/changePsw). */
import { tenantStore } from '../../state/app.ts';
import { endSession } from '../session/session.ts';
import { wps } from '../http/instance.ts';
import { WpsError } from '../http/wps-error.ts';
import { toFieldError, FIELD_CODES } from '../app-port/form-errors.ts';
import { pushAlert, askConfirm } from '../app-port/notify.ts';
import { TEXT_GEETEST_NOT_WORK } from '../../core/spec-constants.ts';
import { captchaPolicy } from '../../core/captcha-policy.ts';
import { runCaptcha, reportCaptcha, guarded, formText as text } from './common.ts';
import { savedGo } from './session-start.ts';
import { appPort } from '../app-port/port.ts';
import { local } from '../session/storage.ts';
import { codeStatusId, recordRegStatus } from './registration-status.ts';
import { PUSH_TOKEN_KEY, PUSH_UNSUBSCRIBE_WAIT_MS } from '../../core/push.ts';

/** Sends a code to the form's phone number; resolves to the cooldown the send button shows. */
export async function sendSmsCode(
  form: Record<string, unknown>,
  phoneField: string,
): Promise<{ cooldownSeconds: number }> {
  const m = tenantStore.merchant!;
  let captcha = {};
  if (captchaPolicy(m).smsCode) {
    // A5: "SMS captcha needs captcha version v4, else the alert 'Geetest service not work'."
    if (m.gw.GEETEST_VERSION !== 'v4') {
      pushAlert(TEXT_GEETEST_NOT_WORK);
      return { cooldownSeconds: 0 };
    }
    captcha = await runCaptcha('v4').catch(reportCaptcha);
  }
  const dialingCode = text(form.countryDialingCode);
  const phone = text(form[phoneField]);
  let wait: { cooldownSeconds: number };
  try {
    wait = await wps().verification.smsNoLogin(dialingCode, phone, captcha, {
      expected: ['TOO_MANY_REQUEST_SMS_COOLDOWN', ...FIELD_CODES],
    });
  } catch (e) {
    if (!(e instanceof WpsError && e.code === 'TOO_MANY_REQUEST_SMS_COOLDOWN')) throw toFieldError(e);
    wait = {
      cooldownSeconds: Number((e.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60),
    };
  }
  // A5/S5 registration status: the wait survives a reload, and ends with its timeout.
  recordRegStatus(codeStatusId(phoneField), {
    dialingCode,
    phone,
    sentAt: Date.now(),
    timeoutMs: wait.cooldownSeconds * 1000,
  });
  return wait;
}

export function changePassword(form: Record<string, unknown>): Promise<void> {
  return guarded('password', async () => {
    try {
      await wps().member.changePassword(
        { oldPassword: form.oldPassword, newPassword: form.newPassword },
        { expected: FIELD_CODES },
      );
    } catch (e) {
      throw toFieldError(e);
    }
    pushAlert(appPort().t('changePsw.done'));
    appPort().navigate(savedGo() ?? '/m/home');
  });
}

/** A tap that was meant for something else must not end the session: the player confirms first. */
export async function logout(to?: string): Promise<void> {
  const t = appPort().t;
  if (!(await askConfirm(t('logout.confirm'), t('home.logout')))) return;
  const target = to ?? '/m/home';
  // S7: the push token leaves the member while the session can still say so (bounded: logging out never hangs).
  if (local.get(PUSH_TOKEN_KEY))
    await Promise.race([
      import('../push/push.ts').then((m) => m.unsubscribePush()),
      new Promise((r) => setTimeout(r, PUSH_UNSUBSCRIBE_WAIT_MS)),
    ]);
  // A member page sees the token go before the navigation lands: it goes where the player asked.
  endSession(target);
  appPort().navigate(target);
}
