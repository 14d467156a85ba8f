/**
 * When a captcha is asked for (A1 "GEETEST3, GEETESTTEST3, GEETESTVCODE3: captcha features", A5):
 * GEETEST3 is the merchant's captcha itself, off means no captcha anywhere whatever the settings;
 * with it on, the login captcha setting and the register captcha decide those flows, GEETESTVCODE3
 * asks for one before a verification code is sent by SMS, and GEETESTTEST3 before a trial game.
 * One function for the site, its rules (the rule context's `captcha`) and the sandbox, so the
 * three never disagree (docs/decisions.md).
 */
import type { MerchantConfig } from './schema/merchant-config.ts';

export interface CaptchaPolicy {
  login: boolean;
  register: boolean;
  smsCode: boolean;
  trialGame: boolean;
}

export function captchaPolicy(
  m: Pick<MerchantConfig, 'whitelabelVal' | 'settings'> & { register?: Partial<MerchantConfig['register']> },
): CaptchaPolicy {
  const on = m.whitelabelVal.GEETEST3 === true;
  return {
    login: on && m.settings.loginCaptcha === true,
    register: on && m.register?.captcha?.enabled === true,
    smsCode: on && m.whitelabelVal.GEETESTVCODE3 === true,
    trialGame: on && m.whitelabelVal.GEETESTTEST3 === true,
  };
}
