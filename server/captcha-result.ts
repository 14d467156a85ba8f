/**
 * Captcha results sent with a login, registration or SMS request: geetest v3 (geetestChallenge +
 * geetestSeccode "<validate>|jordan") or v4 (geetestValidateV4 { lot_number, pass_token, ... }).
 * Each solved challenge is accepted once.
 */
import type { Context } from 'hono';
import type { Codes } from './store/codes.ts';
import { fail } from './context.ts';

export type CaptchaCheck = 'ok' | 'missing' | 'invalid';

export function consumeCaptcha(codes: Codes, merchant: string, p: Record<string, unknown>): CaptchaCheck {
  const v4 = p.geetestValidateV4 as { lot_number?: unknown; pass_token?: unknown } | undefined;
  if (v4 && typeof v4 === 'object') {
    if (typeof v4.lot_number !== 'string' || typeof v4.pass_token !== 'string') return 'invalid';
    return codes.useCaptcha(merchant, v4.lot_number, v4.pass_token) ? 'ok' : 'invalid';
  }
  const challenge = p.geetestChallenge;
  const seccode = p.geetestSeccode;
  if (challenge === undefined && seccode === undefined) return 'missing';
  if (typeof challenge !== 'string' || typeof seccode !== 'string') return 'invalid';
  return codes.useCaptcha(merchant, challenge, seccode.split('|')[0]!) ? 'ok' : 'invalid';
}

/** The error code and message for a missing or refused captcha result. */
export const CAPTCHA_FAILURES: Record<Exclude<CaptchaCheck, 'ok'>, [string, string]> = {
  missing: ['captcha.required', 'Please complete the captcha.'],
  invalid: ['captcha.invalid', 'The captcha is not valid or was already used. Please try again.'],
};

/** The answer for a missing or refused captcha result. */
export function captchaFail(c: Context, check: Exclude<CaptchaCheck, 'ok'>) {
  return fail(c, ...CAPTCHA_FAILURES[check]);
}
