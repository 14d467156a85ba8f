/**
 * S7: GET /wps/v2/system/status (device=MOBILE, track, originalDomain, url; not cached) gives the
 * merchant config at boot. Issue 4's client takes over the transport; the contract stays here.
 */
import { unwrapEnvelope } from '../http/envelope.ts';
import { WpsError, CLIENT_CODES } from '../http/wps-error.ts';
import { REQUEST_TIMEOUT_MS } from '../spec-constants.ts';

export interface StatusQuery { merchant: string; language: string; track: string; originalDomain: string; url: string }

export async function fetchStatus(q: StatusQuery): Promise<unknown> {
  const path = '/wps/v2/system/status';
  const params = new URLSearchParams({ device: 'MOBILE', track: q.track, originalDomain: q.originalDomain, url: q.url });
  let res: Response;
  try {
    res = await fetch(`${path}?${params}`, {
      cache: 'no-store',
      credentials: 'include',
      headers: { Merchant: q.merchant, Language: q.language, Accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (e) {
    const timeout = (e as Error).name === 'TimeoutError';
    throw new WpsError(timeout ? CLIENT_CODES.timeout : CLIENT_CODES.network, timeout ? 'the server did not answer in time' : 'the server could not be reached', 0, path);
  }
  let body: unknown;
  try { body = await res.json(); } catch { throw new WpsError(CLIENT_CODES.malformed, `the server's answer to ${path} is not JSON (HTTP ${res.status})`, res.status, path); }
  return unwrapEnvelope<unknown>(body, res.status, path);
}
