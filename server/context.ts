/** What every sandbox route needs: the stores, the tenant of the call, and answer helpers. */
import type { Context } from 'hono';
import type { Db } from './db.ts';
import type { TenantRegistry, SandboxTenant } from './tenants.ts';
import type { Members, Member } from './store/members.ts';
import type { Codes } from './store/codes.ts';
import type { Limits } from './limits.ts';
import type { Faults } from './faults.ts';
import type { RequestLog, LoggedRequest } from './request-log.ts';
import type { Identities } from './store/identities.ts';
import type { IdTokenVerifier } from './third-party/types.ts';
import { decryptBody, DecryptError, type KeyPair } from './crypto.ts';
import { requestJson } from './body-guard.ts';

export interface Deps {
  db: Db;
  tenants: TenantRegistry;
  members: Members;
  codes: Codes;
  limits: Limits;
  faults: Faults;
  /** What was asked, for the test controls (GET /__sandbox/requests). */
  requests: RequestLog;
  identities: Identities;
  /** The identity provider's ID-token checks; none: identity-provider sign-in is refused. */
  idTokens?: IdTokenVerifier | undefined;
  keyPair: KeyPair;
  now: () => number;
}
export type Env = { Variables: { tenant: SandboxTenant; logged?: LoggedRequest } };
export type Ctx = Context<Env>;

export const ok = (c: Context, value: unknown = null) => c.json({ success: true, value });
/** A refusal as the real back end sends one: `{ success: false, errorCode, message, value? }` (401-login-not-session). */
export const fail = (
  c: Context,
  code: string,
  message: string,
  status: 200 | 400 | 401 | 403 | 404 | 405 | 413 | 429 | 500 = 200,
  value?: unknown,
) => c.json({ success: false, errorCode: code, message, ...(value !== undefined ? { value } : {}) }, status);

/** The client address: the socket's, as the sandbox is reached directly (no proxy header is trusted). */
export function clientIp(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** The request's JSON object (the body guard's parse, body-guard.ts); anything else is {}. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const b = await requestJson(c);
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/** The JSON payload of an encrypted body (design.md "The wire"), or the error answer to send. */
export async function decrypted(
  c: Context,
  keyPair: KeyPair,
): Promise<{ ok: true; payload: Record<string, unknown> } | { ok: false; res: Response }> {
  const body = await requestJson(c);
  try {
    const payload = decryptBody(
      keyPair,
      { encryption: c.req.header('Encryption'), digest: c.req.header('X-Digest'), rsa: c.req.header('X-RSA') },
      body,
    );
    if (!payload || typeof payload !== 'object' || Array.isArray(payload))
      throw new DecryptError('encryption.des.invalid', 'the decrypted body is not a JSON object');
    return { ok: true, payload: payload as Record<string, unknown> };
  } catch (e) {
    if (e instanceof DecryptError) return { ok: false, res: fail(c, e.code, e.message, 400) };
    throw e;
  }
}

/**
 * The logged-in member of this call, or the answer that says there is none, as the real back end
 * says it: no token at all is `{ success: false, message: "CUSTOMER_NOT_LOGIN" }` with HTTP 200
 * (customer-not-login-in-message: the code in the message); a token that is no session (unknown,
 * ended, expired) is HTTP 401 with errorCode login.not.session (401-login-not-session).
 */
export function memberOf(c: Ctx, deps: Deps): { member: Member } | { res: Response } {
  const token = c.req.header('Authorization');
  const member = deps.members.memberForToken(token, c.get('tenant').merchantCode);
  if (member) return { member };
  if (!token) return { res: c.json({ success: false, message: 'CUSTOMER_NOT_LOGIN' }) };
  return { res: fail(c, 'login.not.session', 'Your session has ended. Please log in again.', 401) };
}

export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
