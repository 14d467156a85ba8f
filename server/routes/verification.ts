/** A7: SMS codes for visitors (POST /wps/verification/sms/noLogin) and geetest challenges (GET /wps/captcha/geetest). */
import { dialingCodeAllowed } from '../../src/core/mobile-country.ts';
import { foreignNumber } from '../mobile-country.ts';
import { captchaPolicy } from '../../src/core/captcha-policy.ts';
import type { Hono } from 'hono';
import { ok, fail, clientIp, str, jsonBody, type Deps, type Env } from '../context.ts';
import { consumeCaptcha, captchaFail } from '../captcha-result.ts';
import { SMS_SEND_COOLDOWN_MS } from '../store/codes.ts';
import { RULES } from '../limits.ts';

export function verificationRoutes(app: Hono<Env>, deps: Deps) {
  app.post('/wps/verification/sms/noLogin', async (c) => {
    const p = await jsonBody(c);
    const t = c.get('tenant');
    const mc = deps.tenants.merchantConfig(t);
    const dialing = str(p.countryDialingCode);
    const mobile = str(p.mobileNum);
    // A5: "Only digit-only strings pass the digits check."
    if (!dialing || !/^\d{1,4}$/.test(dialing) || !mobile || !/^\d{6,15}$/.test(mobile))
      return fail(c, 'sms.mobile.invalid', 'Enter a valid mobile number (digits only).');
    if (!dialingCodeAllowed(mc.whitelabelVal, t.data.content.country, dialing)) return foreignNumber(c, t);
    if (captchaPolicy(mc).smsCode) {
      // A5: "SMS captcha needs captcha version v4".
      if (mc.gw.GEETEST_VERSION !== 'v4') return fail(c, 'captcha.version', 'Geetest service not work');
      const check = consumeCaptcha(deps.codes, t.merchantCode, p);
      if (check !== 'ok') return captchaFail(c, check);
    }
    const wait = deps.codes.smsCooldown(t.merchantCode, dialing, mobile);
    if (wait > 0)
      return fail(
        c,
        'TOO_MANY_REQUEST_SMS_COOLDOWN',
        `Please wait ${Math.ceil(wait / 1000)} s before asking for another code.`,
        429,
        { retryAfterSeconds: Math.ceil(wait / 1000) },
      );
    if (deps.limits.hit(RULES.smsPerIp, clientIp(c)))
      return fail(c, RULES.smsPerIp.code, 'Too many SMS requests from this network.', 429);
    deps.codes.sendSms(t.merchantCode, dialing, mobile, str(p.purpose) ?? 'noLogin');
    return ok(c, { cooldownSeconds: SMS_SEND_COOLDOWN_MS / 1000 });
  });

  app.get('/wps/captcha/geetest', (c) => {
    const t = c.get('tenant');
    const gw = deps.tenants.merchantConfig(t).gw;
    if (!gw.GEETEST_ID) return fail(c, 'geetest.not.setup', 'not setup geetest');
    const { challenge } = deps.codes.newCaptcha(t.merchantCode, gw.GEETEST_VERSION);
    // v3 answers { gt, challenge, newCaptcha } (A7; the real client reads newCaptcha); v4 names its captcha id and a lot.
    return ok(
      c,
      gw.GEETEST_VERSION === 'v3'
        ? { gt: gw.GEETEST_ID, challenge, newCaptcha: true }
        : { captchaId: gw.GEETEST_ID, challenge, version: 'v4' },
    );
  });
}
