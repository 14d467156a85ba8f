/**
 * A5 risk control as its own product: when the merchant's risk-control setting is on, the login
 * carries a risk token (geetestRisk { geeToken, scene }) from the risk SDK, started with the
 * merchant's GEETEST_RISK_APP_ID and asked for the login scene. The player does nothing. A failure
 * reads "[G] code msg" (A5). The SDK loads on first use: from the merchant's image CDN (the next as
 * its backup), or the
 * sandbox's stand-in when none is configured (docs/contract.md "Risk token").
 */
import { CaptchaError, cdnScripts, loadScript, type Injector } from './adapter.ts';

export const RISK_SCENE_LOGIN = 'login';

interface RiskSdk {
  init(o: { appId: string; merchant: string }): { getToken(o: { scene: string }): Promise<{ token: string }> };
}
declare global {
  interface Window {
    GeetestRisk?: RiskSdk;
  }
}

export const riskScripts = (imageCDNs: readonly string[]): string[] =>
  cdnScripts(imageCDNs, '/static/js/gt4-risk.js', '/captcha/sandbox/risk.js');

const failed = (code: string, msg: string) => new CaptchaError(`[G] ${code} ${msg}`, 'failed');

export async function riskToken(
  o: { appId: string; merchant: string; imageCDNs: readonly string[] },
  add?: Injector,
): Promise<{ geeToken: string; scene: string }> {
  if (!o.appId) throw failed('not_setup', 'GEETEST_RISK_APP_ID is not configured');
  try {
    await loadScript(riskScripts(o.imageCDNs), add);
  } catch (e) {
    throw failed('load_failed', (e as Error).message);
  }
  const sdk = window.GeetestRisk;
  if (!sdk) throw failed('load_failed', 'the risk SDK did not start');
  try {
    const { token } = await sdk.init({ appId: o.appId, merchant: o.merchant }).getToken({ scene: RISK_SCENE_LOGIN });
    return { geeToken: token, scene: RISK_SCENE_LOGIN };
  } catch (e) {
    const err = e as { code?: string; msg?: string; message?: string };
    throw failed(err.code ?? 'failed', err.msg ?? err.message ?? 'no risk token');
  }
}
