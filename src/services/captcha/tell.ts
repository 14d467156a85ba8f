/**
 * A8's captcha errors as a player meets them: a sentence in their language (captcha.error.<code>),
 * and under it, small, the spec's text ('verify_first', 'verify geetest too fast', 'not setup
 * geetest', the vendor's own) as the code support recognises.
 */
import { pushCodedAlert } from '../app-port/notify.ts';
import { appPort } from '../app-port/port.ts';
import type { CaptchaError } from './adapter.ts';

export function tellCaptchaError(e: CaptchaError): void {
  pushCodedAlert(appPort().t(`captcha.error.${e.code}`), e.message);
}
