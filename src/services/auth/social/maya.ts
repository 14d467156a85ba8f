/**
 * Maya (A3/A7): the Maya app opens the site with a one-time session id and its environment in
 * the query (docs/decisions.md); the login sends them with the registration fields, and the
 * member's Maya tokens are refreshed (WPS3RD_refreshMayaTokens) while the session lasts.
 */
import { sessionStore } from '../../../state/app.ts';
import { wps } from '../../http/instance.ts';
import { startSession } from '../session-start.ts';
import { pageRegistrationContext, openSecondStep } from '../common.ts';
import { WpsError } from '../../http/wps-error.ts';
import { LOGIN_VERIFY_REQUIRED } from '../../../core/spec-constants.ts';
import type { LoginValue } from '../../http/calls.ts';

/** Refresh a minute before the Maya tokens expire. */
export const MAYA_REFRESH_LEAD_MS = 60_000;

function keepMayaTokensFresh(env: string, token: string): void {
  void wps()
    .relay('WPS3RD_refreshMayaTokens', { env }, { quiet: true })
    .then(({ expiresIn }) => {
      const wait = Math.max(expiresIn * 1000 - MAYA_REFRESH_LEAD_MS, MAYA_REFRESH_LEAD_MS);
      setTimeout(() => {
        if (sessionStore.token === token) keepMayaTokensFresh(env, token); // not after logout or another login
      }, wait);
    })
    .catch(() => {
      /* quiet: the Maya wallet asks again when it is used */
    });
}

export async function mayaLogin(sessionId: string, env: string): Promise<void> {
  if (sessionStore.token) return; // A6: only without a session
  const ctx = await pageRegistrationContext();
  let value: LoginValue;
  try {
    value = await wps().session.maya(
      { sessionId, env, registerUrl: ctx.registerUrl, affiliateCode: ctx.affiliateCode, domain: ctx.domain },
      { expected: [LOGIN_VERIFY_REQUIRED] },
    );
  } catch (e) {
    if (e instanceof WpsError && e.code === LOGIN_VERIFY_REQUIRED) return openSecondStep(e, 'social', null);
    throw e;
  }
  startSession(value, { channel: 'social', remember: null, method: 'maya' });
  keepMayaTokensFresh(env, value.token);
}
