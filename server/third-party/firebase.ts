/**
 * The identity provider (Firebase Auth) on the back end: an ID token is accepted only after a
 * verifier says it is this merchant's project's, unexpired and for a real account. The sandbox
 * fills the verifier with the Auth emulator's checks (its tokens are unsigned: decode, check iss,
 * aud and exp, then ask the emulator's accounts:lookup); a production back end fills the same
 * interface with signature checks against Google's keys (docs/decisions.md).
 */
import type { Deps } from '../context.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { IdentityCheck, IdTokenVerifier } from './types.ts';
import { parseJson, Refusal } from '../json-guard.ts';

const part = (s: string | undefined): Record<string, unknown> | undefined => {
  try {
    const v = parseJson(Buffer.from(s ?? '', 'base64url').toString('utf8'), "The ID token's JSON");
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch (e) {
    // Not JSON: not a JWT; too deep or too long is the guard's refusal, answered as such.
    if (e instanceof Refusal && e.code !== 'request.json.invalid') throw e;
    return undefined;
  }
};

/** The Auth emulator at `host` (host:port, as FIREBASE_AUTH_EMULATOR_HOST). */
export function emulatorVerifier(host: string, now: () => number = Date.now): IdTokenVerifier {
  return {
    emulatorUrl: `http://${host}`,
    async verify(idToken, projectId) {
      const [h, p] = idToken.split('.');
      const header = part(h);
      const claims = part(p);
      if (!header || !claims) return { error: 'not a JWT' };
      if (claims.iss !== `https://securetoken.google.com/${projectId}`) return { error: 'issued for another project' };
      if (claims.aud !== projectId) return { error: 'for another audience' };
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return { error: 'expired' };
      if (typeof claims.sub !== 'string' || !claims.sub) return { error: 'no subject' };
      const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=emulator`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(5000),
      }).catch(() => undefined);
      const body = (await res?.json().catch(() => undefined)) as { users?: { localId?: string }[] } | undefined;
      if (!res?.ok || body?.users?.[0]?.localId !== claims.sub) return { error: 'unknown to the identity provider' };
      const fb = (claims.firebase ?? {}) as { sign_in_provider?: string };
      return {
        uid: claims.sub,
        ...(typeof claims.phone_number === 'string' ? { phone: claims.phone_number } : {}),
        signInProvider: fb.sign_in_provider ?? 'unknown',
      };
    },
  };
}

/** An ID token for this merchant's identity-provider project. */
export async function verifyFirebase(deps: Deps, t: SandboxTenant, idToken: unknown): Promise<IdentityCheck> {
  const projectId = deps.tenants.merchantConfig(t).sms.projectId;
  if (!projectId) return { ok: false, reason: 'this merchant has no identity provider' };
  if (!deps.idTokens) return { ok: false, reason: 'no identity-provider verifier is configured' };
  if (typeof idToken !== 'string' || !idToken) return { ok: false, reason: 'no ID token' };
  const r = await deps.idTokens.verify(idToken, projectId);
  if ('error' in r) return { ok: false, reason: r.error };
  // The identity provider's tokens live an hour and its accounts are the proof: nothing to spend here.
  return { ok: true, subject: r.uid, name: r.phone ?? r.signInProvider, spend: () => {} };
}
