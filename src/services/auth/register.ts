/**
 * Registration (A4): by username, or by mobile with an SMS code (REGMOBVERF3), own password
 * (MOBILENUMPASSREG3, else the merchant default password) and auto login (MOBILEAUTOLOGIN3).
 * The captcha runs first when the merchant's register captcha is on and no result is present.
 */
import { captchaPolicy } from '../../core/captcha-policy.ts';
import { tenantStore } from '../../state/app.ts';
import { wps } from '../http/instance.ts';
import { toFieldError, FIELD_CODES } from '../app-port/form-errors.ts';
import { pushAlert } from '../app-port/notify.ts';
import { startSession } from './session-start.ts';
import { track } from '../tracking/track.ts';
import { guarded, hasCaptcha, runCaptcha, reportCaptcha, pageRegistrationContext, formText as text } from './common.ts';
import { appPort } from '../app-port/port.ts';
import type { LoginValue } from '../http/calls.ts';
import type { Remembered } from '../session/remember.ts';
import { readReferral } from '../wire/member.ts';

type Form = Record<string, unknown>;

export interface RegisterOptions {
  setFormValue?: ((k: string, v: unknown) => void) | undefined;
  resetForm?: (() => void) | undefined;
  /** An agent registering a member (/m/agentRegister): the agent's referral code, no login. */
  agent?: boolean | undefined;
}

export function register(form: Form, channel: 'username' | 'mobile', o: RegisterOptions = {}): Promise<void> {
  const { setFormValue, agent = false } = o;
  return guarded('register', async () => {
    if (!agent) track('registerSubmit', { method: channel });
    const m = tenantStore.merchant!;
    const tenant = tenantStore.tenant!;
    const ctx = {
      ...(await pageRegistrationContext()),
      // The member an agent registers is the agent's referral: the agent's code, whatever the URL said.
      ...(agent
        ? { referralCode: readReferral(await wps().relay('MCSFE_getReferralDetails'), null).referralCode }
        : {}),
    };
    const captcha = hasCaptcha(form.captcha)
      ? form.captcha
      : captchaPolicy(m).register
        ? await runCaptcha().catch(reportCaptcha)
        : {};
    const flags = m.whitelabelVal;
    // A5: remember-me is the player's choice (the form's "remember" box), never a default.
    const consent = form.remember === true && !agent;
    let value: Partial<LoginValue>;
    let remember: Remembered | null;
    try {
      if (channel === 'username') {
        const username = text(form.username);
        value = await wps().member.register(
          { ...ctx, username, password: form.password, login: !agent, ...captcha },
          { expected: FIELD_CODES },
        );
        remember = consent
          ? { type: 'username', username, password: form.password as string, merchant: tenant.merchantCode }
          : null;
      } else {
        const own = flags.MOBILENUMPASSREG3 === true;
        const payload = {
          ...ctx,
          countryDialingCode: text(form.countryDialingCode),
          mobileNum: text(form.mobileNum),
          ...(flags.REGMOBVERF3 ? { smsCode: text(form.smsCode) } : {}),
          ...(own ? { password: form.password } : {}),
          login: !agent && flags.MOBILEAUTOLOGIN3 === true,
        };
        // A5: "A username can be auto-generated": the server makes one when the form has none.
        const username = text(form.username);
        value = await wps().member.registerMobile(
          { ...payload, ...(username ? { username } : {}), ...captcha },
          { expected: FIELD_CODES },
        );
        // Only with the player's consent; the password is dropped for SMS-verified registrations
        // (A5), and the merchant default is never remembered.
        remember = !consent
          ? null
          : flags.REGMOBVERF3
            ? { type: 'sms', mobileNum: text(form.mobileNum), merchant: tenant.merchantCode }
            : own
              ? {
                  type: 'username',
                  username: value.userName ?? '',
                  password: form.password as string,
                  merchant: tenant.merchantCode,
                }
              : null;
      }
    } catch (e) {
      // A4: on error the captcha is refreshed: its result is spent, so the field is cleared.
      setFormValue?.('captcha', undefined);
      throw toFieldError(e);
    }
    if (agent) {
      // The agent stays logged in and on the page, ready for the next one.
      o.resetForm?.();
      pushAlert(appPort().t('agentRegister.done', { username: value.userName ?? '' }));
    } else if (value.token) {
      startSession(value as LoginValue, { channel: 'register', remember, method: channel });
    } else {
      track('register', {
        customerId: value.id ?? value.customerId ?? null,
        customerName: value.userName ?? null,
        method: channel,
      });
      // "If login is not requested, only the result is returned": the player logs in next.
      pushAlert(appPort().t('register.done', { username: value.userName ?? '' }));
      appPort().navigate('/m/login');
    }
  });
}
