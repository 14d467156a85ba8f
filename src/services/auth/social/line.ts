/**
 * Line-app login (LINELOGIN3, A4/A7): the authorize redirect (response_type code, client_id,
 * redirect /m/home, scope profile openid, state, nonce, PKCE S256); back on /m/home with code and
 * state, the state must be the one stored, the code is exchanged (with the verifier and nonce)
 * for a line session token, then the session login runs. Inside a native app, its line SDK's
 * access token may stand for the code (startLineInApp).
 */
import { bytesToBase64url } from '../../../core/base64.ts';
import { tenantStore } from '../../../state/app.ts';
import { wps } from '../../http/instance.ts';
import { pushAlert } from '../../app-port/notify.ts';
import { appPort } from '../../app-port/port.ts';
import { local, session } from '../../session/storage.ts';
import { identityLogin, SOCIAL_LOGIN_CODES } from './identity.ts';
import { askAppToSignIn } from '../../native/sign-in.ts';
import { LINE_REDIRECT_PATH, LINE_SCOPE, STORAGE_KEYS } from '../../../core/spec-constants.ts';

/** What the redirect must find again: kept for this tab only. */
const LINE_AUTH_KEY = 'lineAuth';
interface Pending {
  state: string;
  nonce: string;
  verifier: string;
}

const random = (n: number) => bytesToBase64url(crypto.getRandomValues(new Uint8Array(n)));

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  return bytesToBase64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The authorize address (state, nonce and PKCE verifier kept for the return). */
async function authorizeUrl(): Promise<string> {
  const gw = tenantStore.merchant!.gw;
  const pending: Pending = { state: random(16), nonce: random(16), verifier: random(32) };
  session.setJson(LINE_AUTH_KEY, pending);
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: gw.LINE_CLIENT_ID,
    redirect_uri: `${location.origin}${LINE_REDIRECT_PATH}`,
    state: pending.state,
    scope: LINE_SCOPE,
    nonce: pending.nonce,
    code_challenge: await pkceChallenge(pending.verifier),
    code_challenge_method: 'S256',
  });
  return `${gw.LINE_AUTHORIZE_URL}?${q}`;
}

export async function startLine(): Promise<void> {
  appPort().assign(await authorizeUrl());
}

/**
 * Inside a native app that signs in with the line app (docs/decisions.md): the same authorize
 * request, opened by the app in the system's sign-in session (which hands over to the line app);
 * the app answers with the address the session came back to, and the code and state go through
 * the same checks and exchange as on the web. An app whose own line SDK signed the player in
 * answers with that SDK's access token instead: the session exchange by accessToken (A7).
 */
export async function startLineInApp(): Promise<void> {
  const answer = await askAppToSignIn<{ url?: unknown; accessToken?: unknown }>('line', {
    authorizeUrl: await authorizeUrl(),
  });
  if (answer && typeof answer.accessToken === 'string' && answer.accessToken) {
    session.remove(LINE_AUTH_KEY); // the authorize request was not used
    // line-code: the access-token exchange goes to the same relay as the code's.
    const { lineSessionToken } = await wps().relay('WPS3RD_verifyLineCode', { accessToken: answer.accessToken });
    await lineSessionLogin(lineSessionToken);
    return;
  }
  if (!answer) {
    session.remove(LINE_AUTH_KEY);
    return;
  }
  const back = typeof answer.url === 'string' ? returnOf(answer.url) : null;
  if (!back) {
    session.remove(LINE_AUTH_KEY);
    pushAlert(appPort().t('social.lineStateInvalid'));
    return;
  }
  await finishLine(back.code, back.state);
}

/** The code and state of a return to this site's redirect address, or null. */
function returnOf(url: string): { code: string; state: string } | null {
  try {
    const u = new URL(url);
    const code = u.searchParams.get('code');
    const state = u.searchParams.get('state');
    if (u.origin !== location.origin || u.pathname !== LINE_REDIRECT_PATH || !code || !state) return null;
    return { code, state };
  } catch {
    return null;
  }
}

/** Back from the authorize page with code and state (already out of the address bar). */
export async function finishLine(code: string, state: string): Promise<void> {
  const pending = session.getJson<Pending>(LINE_AUTH_KEY);
  session.remove(LINE_AUTH_KEY); // one answer per request, whatever it is
  if (!pending || pending.state !== state) {
    pushAlert(appPort().t('social.lineStateInvalid'));
    return;
  }
  const { lineSessionToken } = await wps().relay('WPS3RD_verifyLineCode', {
    code,
    redirectUri: `${location.origin}${LINE_REDIRECT_PATH}`,
    codeVerifier: pending.verifier,
    nonce: pending.nonce,
  });
  await lineSessionLogin(lineSessionToken);
}

/** The session login with a line session token, from either exchange. */
async function lineSessionLogin(lineSessionToken: string): Promise<void> {
  local.set(STORAGE_KEYS.lineToken, lineSessionToken);
  await identityLogin({ provider: 'line', lineSessionToken }, () =>
    wps().session.line(lineSessionToken, { expected: SOCIAL_LOGIN_CODES }),
  );
}
