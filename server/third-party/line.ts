/**
 * The line app (LINELOGIN3) in the sandbox: a stand-in authorize server (OAuth 2.0 code flow with
 * PKCE S256, as the line app's v2.1 endpoint) that checks the client id, the redirect target,
 * the scope and carries state and nonce; the code exchange (WPS3RD_verifyLineCode) checks the
 * redirect, the PKCE verifier and the nonce, spends the code, and gives a line session token.
 * A native app's line SDK takes the other road (A7 "line session exchange by accessToken"): it
 * trades the code at the stand-in's token endpoint for an access token, as the SDK does with the
 * line app's, and the site exchanges that access token (WPS3RD_verifyLineCode with { accessToken }) once.
 */
import { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { IdentityCheck } from './types.ts';
import { LINE_REDIRECT_PATH } from '../../src/core/spec-constants.ts';
import {
  standInPage,
  errorPage,
  esc,
  hidden,
  userButtons,
  tenantOfOrigin,
  identitiesOf,
  formBody,
} from './stand-in-page.ts';

const COLOUR = '#06c755';
/** The line app's codes live 10 minutes; our session tokens 30. */
export const LINE_CODE_TTL_MS = 10 * 60_000;
export const LINE_SESSION_TTL_MS = 30 * 60_000;
/** The line app's access tokens live 30 days (its v2.1 token endpoint's expires_in). */
export const LINE_ACCESS_TTL_MS = 30 * 24 * 3_600_000;

interface CodeGrant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string;
  subject: string;
  name: string;
}
interface AccessGrant {
  clientId: string;
  subject: string;
  name: string;
}
interface SessionGrant {
  subject: string;
  name: string;
  picture: string;
}

const b64urlSha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
const PARAM = /^[\x21-\x7e]{1,128}$/;

/** The authorize request's problems, as the line app would name them, or the tenant it is for. */
function checkAuthorize(deps: Deps, q: Record<string, string | undefined>) {
  if (q.response_type !== 'code') return { error: 'unsupported_response_type: response_type must be code.' };
  const t = deps.tenants
    .all()
    .find((x) => q.client_id && deps.tenants.merchantConfig(x).gw.LINE_CLIENT_ID === q.client_id);
  if (!t) return { error: 'invalid_client: no channel has this client_id.' };
  let redirect: URL;
  try {
    redirect = new URL(q.redirect_uri ?? '');
  } catch {
    return { error: 'invalid_request: redirect_uri is not a URL.' };
  }
  if (tenantOfOrigin(deps, redirect.origin) !== t || redirect.pathname !== LINE_REDIRECT_PATH || redirect.search)
    return {
      error: `invalid_request: redirect_uri is not registered for this channel (a site of it, ${LINE_REDIRECT_PATH}).`,
    };
  const scope = (q.scope ?? '').split(' ');
  if (!scope.includes('openid') || !scope.includes('profile'))
    return { error: 'invalid_scope: openid and profile are required.' };
  if (!PARAM.test(q.state ?? '')) return { error: 'invalid_request: state is required.' };
  if (!PARAM.test(q.nonce ?? '')) return { error: 'invalid_request: nonce is required.' };
  if (q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge ?? ''))
    return { error: 'invalid_request: a PKCE code_challenge (S256) is required.' };
  return { t };
}

export function lineStandIn(deps: Deps) {
  const app = new Hono();
  const keys = [
    'response_type',
    'client_id',
    'redirect_uri',
    'scope',
    'state',
    'nonce',
    'code_challenge',
    'code_challenge_method',
  ];
  const pick = (q: Record<string, string | undefined>) => Object.fromEntries(keys.map((k) => [k, q[k] ?? '']));
  app.get('/oauth2/v2.1/authorize', (c) => {
    const q = c.req.query();
    const r = checkAuthorize(deps, q);
    if ('error' in r) return errorPage(c, 'LINE Login', COLOUR, r.error!);
    return standInPage(c, {
      title: 'LINE Login',
      colour: COLOUR,
      body: `<h1>Log in to ${esc(new URL(q.redirect_uri!).host)}</h1><p class="note">Sandbox stand-in of the line app: pick the account. The site receives your profile (name, picture) and an id token.</p>${userButtons(identitiesOf(r.t!, 'line'), hidden(pick(q)), '/oauth2/v2.1/authorize/confirm')}`,
    });
  });
  app.post('/oauth2/v2.1/authorize/confirm', async (c) => {
    const q = await formBody(c);
    const r = checkAuthorize(deps, q);
    if ('error' in r) return errorPage(c, 'LINE Login', COLOUR, r.error!);
    const u = identitiesOf(r.t!, 'line').find((i) => i.id === q.user);
    if (!u) return errorPage(c, 'LINE Login', COLOUR, 'No such test user.');
    const grant: CodeGrant = {
      clientId: q.client_id!,
      redirectUri: q.redirect_uri!,
      challenge: q.code_challenge!,
      nonce: q.nonce!,
      subject: u.id,
      name: u.firstName,
    };
    const code = deps.identities.grant('line-code', r.t!.merchantCode, grant, LINE_CODE_TTL_MS);
    const back = new URL(q.redirect_uri!);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.state!);
    return c.redirect(back.toString(), 302);
  });
  /**
   * The token endpoint (what the line SDK inside a native app calls, form-encoded as the real one):
   * the code (once) for its client, redirect and PKCE verifier gives an access token. Answers and
   * errors in OAuth 2.0's shape (RFC 6749 5.1, 5.2).
   */
  app.post('/oauth2/v2.1/token', async (c) => {
    const q = await formBody(c);
    const refuse = (error: string, description: string) =>
      c.json({ error, error_description: description }, 400, { 'Cache-Control': 'no-store' });
    if (q.grant_type !== 'authorization_code')
      return refuse('unsupported_grant_type', 'grant_type must be authorization_code.');
    const t = deps.tenants
      .all()
      .find((x) => q.client_id && deps.tenants.merchantConfig(x).gw.LINE_CLIENT_ID === q.client_id);
    if (!t) return refuse('invalid_client', 'no channel has this client_id.');
    const g = q.code ? deps.identities.take<CodeGrant>('line-code', t.merchantCode, q.code) : undefined;
    if (!g || g.clientId !== q.client_id) return refuse('invalid_grant', 'the code is unknown, used or expired.');
    if (q.redirect_uri !== g.redirectUri) return refuse('invalid_grant', 'redirect_uri does not match.');
    if (!q.code_verifier || b64urlSha256(q.code_verifier) !== g.challenge)
      return refuse('invalid_grant', 'the PKCE code_verifier does not match.');
    const access: AccessGrant = { clientId: g.clientId, subject: g.subject, name: g.name };
    const token = deps.identities.grant('line-access', t.merchantCode, access, LINE_ACCESS_TTL_MS);
    return c.json(
      { access_token: token, token_type: 'Bearer', expires_in: LINE_ACCESS_TTL_MS / 1000, scope: 'profile openid' },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
  return app;
}

/** The line session a sign-in gives: the token the session login takes, with the profile. */
function lineSession(deps: Deps, t: SandboxTenant, subject: string, name: string) {
  const session: SessionGrant = { subject, name, picture: '' };
  const lineSessionToken = deps.identities.grant('line-session', t.merchantCode, session, LINE_SESSION_TTL_MS);
  return { lineSessionToken, name, picture: '' };
}

/** WPS3RD_verifyLineCode: the code (once), for the same redirect, with the PKCE verifier and the nonce. */
export function exchangeLineCode(
  deps: Deps,
  t: SandboxTenant,
  q: { code?: string; redirectUri?: string; codeVerifier?: string; nonce?: string },
): { lineSessionToken: string; name: string; picture: string } | { error: [string, string] } {
  const g = q.code ? deps.identities.take<CodeGrant>('line-code', t.merchantCode, q.code) : undefined;
  const bad = (why: string): { error: [string, string] } => ({
    error: ['line.code.invalid', `The line sign-in did not complete: ${why}. Please try again.`],
  });
  if (!g) return bad('the code is unknown, used or expired');
  if (g.clientId !== deps.tenants.merchantConfig(t).gw.LINE_CLIENT_ID) return bad('the code is for another channel');
  if (q.redirectUri !== g.redirectUri) return bad('the redirect does not match');
  if (!q.codeVerifier || b64urlSha256(q.codeVerifier) !== g.challenge) return bad('the PKCE verifier does not match');
  if (q.nonce !== g.nonce) return bad('the nonce does not match');
  return lineSession(deps, t, g.subject, g.name);
}

/**
 * The session exchange by a line access token (A7; line-code: `{ accessToken }` to the same relay,
 * WPS3RD_verifyLineCode): an access token of this merchant's line channel (checked as the line app's verify endpoint would: issued
 * for the channel, not expired), spent here, gives a line session token.
 */
export function exchangeLineAccessToken(
  deps: Deps,
  t: SandboxTenant,
  q: { accessToken?: string },
): { lineSessionToken: string; name: string; picture: string } | { error: [string, string] } {
  const g = q.accessToken ? deps.identities.take<AccessGrant>('line-access', t.merchantCode, q.accessToken) : undefined;
  const bad = (why: string): { error: [string, string] } => ({
    error: ['line.token.invalid', `The line sign-in did not complete: ${why}. Please try again.`],
  });
  if (!g) return bad('the access token is unknown, used or expired');
  if (g.clientId !== deps.tenants.merchantConfig(t).gw.LINE_CLIENT_ID)
    return bad('the access token is for another channel');
  return lineSession(deps, t, g.subject, g.name);
}

/** A line session token from the exchange: valid until it signs someone in (then spent) or expires. */
export function verifyLineSession(deps: Deps, t: SandboxTenant, token: unknown): IdentityCheck {
  const s =
    typeof token === 'string' ? deps.identities.peek<SessionGrant>('line-session', t.merchantCode, token) : undefined;
  if (!s) return { ok: false, reason: 'unknown or expired line session token' };
  return {
    ok: true,
    subject: s.subject,
    name: s.name,
    spend: () => deps.identities.spend('line-session', t.merchantCode, token as string),
  };
}
