import { describe, it, expect } from 'vitest';
import { captchaPolicy } from './captcha-policy.ts';

const m = (flags: Record<string, boolean>, loginCaptcha: boolean, registerCaptcha: boolean) => ({
  whitelabelVal: flags,
  settings: { loginCaptcha } as never,
  register: { captcha: { enabled: registerCaptcha } },
});

describe('captchaPolicy (A1 captcha features, docs/decisions.md)', () => {
  it('GEETEST3 off: no captcha anywhere, whatever the settings and the other captcha switches', () => {
    expect(captchaPolicy(m({ GEETESTVCODE3: true, GEETESTTEST3: true }, true, true))).toEqual({
      login: false,
      register: false,
      smsCode: false,
      trialGame: false,
    });
  });
  it('GEETEST3 on: the login setting, the register captcha, GEETESTVCODE3 and GEETESTTEST3 each decide their flow', () => {
    expect(captchaPolicy(m({ GEETEST3: true }, false, false))).toEqual({
      login: false,
      register: false,
      smsCode: false,
      trialGame: false,
    });
    expect(captchaPolicy(m({ GEETEST3: true }, true, false))).toMatchObject({ login: true, register: false });
    expect(captchaPolicy(m({ GEETEST3: true }, false, true))).toMatchObject({ login: false, register: true });
    expect(captchaPolicy(m({ GEETEST3: true, GEETESTVCODE3: true }, false, false))).toMatchObject({
      smsCode: true,
      trialGame: false,
    });
    expect(captchaPolicy(m({ GEETEST3: true, GEETESTTEST3: true }, false, false))).toMatchObject({
      smsCode: false,
      trialGame: true,
    });
  });
});
