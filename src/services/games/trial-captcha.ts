/**
 * The captcha before a trial game (GEETEST3 with GEETESTTEST3, docs/decisions.md), loaded only when
 * the merchant has it: the lobby's first load does not carry the captcha code.
 */
import { CaptchaError, type CaptchaFields } from '../captcha/adapter.ts';
import { runCaptcha } from '../auth/common.ts';
import { tellCaptchaError } from '../captcha/tell.ts';

/** A captcha result as query parameters (a GET carries text: v4's object goes as JSON). */
function captchaQuery(f: CaptchaFields): Record<string, string> {
  if (f.geetestValidateV4) return { geetestValidateV4: JSON.stringify(f.geetestValidateV4) };
  return Object.fromEntries(Object.entries(f).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The solved captcha as query parameters, or undefined when the player closed it or it failed (told). */
export async function trialCaptcha(): Promise<Record<string, string> | undefined> {
  try {
    return captchaQuery(await runCaptcha());
  } catch (e) {
    if (e instanceof CaptchaError) tellCaptchaError(e);
    return undefined;
  }
}
