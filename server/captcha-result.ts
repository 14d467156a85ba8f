/**
 * Captcha results sent with a login, registration, SMS or trial-launch request: geetest v3
 * (geetestChallenge + geetestSeccode "<validate>|jordan") or v4 (geetestValidateV4 { lot_number,
 * pass_token, ... }). Each solved challenge is accepted once, and only by the merchant that gave
 * it (codes.ts useCaptcha). A refusal is a 4xx with its reason (issue 37): a client that reads
 * only the status must not take it for a pass.
 */
import type { Context } from 'hono';
import type { Codes, CaptchaUse } from './store/codes.ts';
import { fail } from './context.ts';

export type CaptchaCheck = CaptchaUse | 'missing';
type Refused = Exclude<CaptchaCheck, 'ok'>;

export function consumeCaptcha(codes: Codes, merchant: string, p: Record<string, unknown>): CaptchaCheck {
  const v4 = p.geetestValidateV4 as { lot_number?: unknown; pass_token?: unknown } | undefined;
  if (v4 && typeof v4 === 'object') {
    if (typeof v4.lot_number !== 'string' || typeof v4.pass_token !== 'string') return 'invalid';
    return codes.useCaptcha(merchant, v4.lot_number, v4.pass_token);
  }
  const challenge = p.geetestChallenge;
  const seccode = p.geetestSeccode;
  if (challenge === undefined && seccode === undefined) return 'missing';
  if (typeof challenge !== 'string' || typeof seccode !== 'string') return 'invalid';
  return codes.useCaptcha(merchant, challenge, seccode.split('|')[0]!);
}

/** The error code, message and HTTP status for a missing or refused captcha result. */
export const CAPTCHA_FAILURES: Record<Refused, [string, string, 400 | 403]> = {
  missing: ['captcha.required', 'Please complete the captcha.', 400],
  invalid: ['captcha.invalid', 'The captcha is not valid or was already used. Please try again.', 403],
  otherMerchant: ['captcha.merchant.mismatch', 'This captcha was solved for another merchant. Please try again.', 403],
};

/** The answer for a missing or refused captcha result. */
export function captchaFail(c: Context, check: Refused) {
  return fail(c, ...CAPTCHA_FAILURES[check]);
}
