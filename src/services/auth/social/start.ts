/** Third-party sign-in entry points: the buttons (auth.social), and the results the address brought back at boot. */
import { sessionStore, tenantStore } from '../../../state/app.ts';
import { pushAlert } from '../../app-port/notify.ts';
import { appPort } from '../../app-port/port.ts';
import { detectPlatform } from '../../session/platform.ts';
import { guarded } from '../common.ts';
import { startTelegram, telegramLogin, decodeTgAuthResult, ownTelegramReturn } from './telegram.ts';
import { startLine, startLineInApp, finishLine } from './line.ts';
import { appSignsIn } from '../../native/sign-in.ts';
import { mayaLogin } from './maya.ts';
import { TEXT_COMING_SOON } from '../../../core/spec-constants.ts';
import type { SignInReturn } from '../sign-in-return.ts';

export function startSocial(provider: 'telegram' | 'line'): Promise<void> {
  if (sessionStore.token) return Promise.resolve(); // A6: only when no session token exists
  // A6: line sign-in inside the native app goes through the app, when the app says it can.
  if (provider === 'line' && detectPlatform().nativeApp) {
    if (appSignsIn('line')) return guarded('social', startLineInApp);
    pushAlert(appPort().t(TEXT_COMING_SOON));
    return Promise.resolve();
  }
  return guarded('social', () => (provider === 'telegram' ? startTelegram() : startLine()));
}

/** A result in the address at boot (taken out of it already); ignored with a session, or when its switch is off. */
export async function resumeSignIn(r: SignInReturn): Promise<void> {
  if (sessionStore.token) return;
  const flags = tenantStore.merchant!.whitelabelVal;
  if (r.kind === 'telegram') {
    if (!flags.TELEGRAMLOGIN3 || !ownTelegramReturn(r.nonce)) return;
    const auth = decodeTgAuthResult(r.payload);
    if (auth) await guarded('social', () => telegramLogin(auth));
  } else if (r.kind === 'line') {
    if (flags.LINELOGIN3) await guarded('social', () => finishLine(r.code, r.state));
  } else await guarded('social', () => mayaLogin(r.sessionId, r.env));
}
