/**
 * Reading a WPS answer (status and body text) as the caller gets it: the value, or the WpsError it
 * carries. Its own module, apart from the client (ky, the cache, the throttle, the limits): boot
 * reads the early loader's status answer with it, and the first screen should not download the
 * client for that (instance.ts loads the client on the first call).
 */
import { WpsError, CLIENT_CODES } from './wps-error.ts';
import { unwrapEnvelope } from './envelope.ts';

export interface AnswerReading {
  /** The answer is plain text, not an envelope (the RSA key). */
  text?: boolean;
  /** The shape the caller acts on (answer-shapes.ts): what is missing, or null when the value is usable. */
  check?: (value: unknown) => string | null;
  /** The value as the site's type, read tolerantly (services/wire/): after the check. */
  read?: (value: unknown) => unknown;
}

/** An answer as the caller gets it (both the fetch and the synchronous call read answers so). */
export function readAnswer<T>(status: number, raw: string, path: string, opts: AnswerReading): T {
  const ok = status >= 200 && status < 300;
  // S8 "HTTP 502: silently rejected": whatever its body says.
  if (status === 502) throw new WpsError('http_502', 'HTTP 502', status, path);
  if (opts.text && ok) {
    // The key call may answer plain text or an envelope around it.
    try {
      const j = JSON.parse(raw) as unknown;
      if (j && typeof j === 'object' && 'success' in j) return unwrapEnvelope<T>(j, status, path);
    } catch {
      /* plain text */
    }
    return raw as T;
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    // A 401 without a readable body is still a 401 (the catalogue logs out on the status).
    if (status === 401) throw new WpsError('http_401', 'HTTP 401', status, path);
    throw new WpsError(
      ok ? CLIENT_CODES.malformed : CLIENT_CODES.http,
      ok ? `the server's answer to ${path} is not JSON` : `HTTP ${status} from ${path}`,
      status,
      path,
    );
  }
  // 401-login-not-session: the body of a refusal carries its code (and a 401 that says success
  // is still a refusal: the session is not there).
  if (status === 401) {
    try {
      unwrapEnvelope<T>(body, status, path);
    } catch (e) {
      if (e instanceof WpsError && e.code !== CLIENT_CODES.malformed) throw e;
    }
    throw new WpsError('http_401', 'HTTP 401', status, path);
  }
  const value = unwrapEnvelope<T>(body, status, path);
  if (!ok)
    // A non-2xx answer that claims success is not one.
    throw new WpsError(CLIENT_CODES.http, `HTTP ${status} from ${path}`, status, path, value);
  const missing = opts.check?.(value);
  if (missing)
    throw new WpsError(
      CLIENT_CODES.malformed,
      `The server's answer to ${path} is incomplete: ${missing}.`,
      status,
      path,
    );
  return (opts.read ? opts.read(value) : value) as T;
}
