/**
 * A WPS answer's envelope turned into its value or a WpsError (design.md "The wire"), read as the
 * real back end sends it and tolerant of what it may also send:
 * - `{ success, value?, errorCode?, message? }`; `code` and `msg` are read too, and `success` as
 *   1/0 or "true"/"false";
 * - a refusal whose code arrives in `message` (customer-not-login-in-message: `{ success: false,
 *   message: "CUSTOMER_NOT_LOGIN" }`): a message that is one code-shaped word is the code;
 * - the older envelope `{ status, description, data }`: `status` true, 0, "0", 200, "200", "success"
 *   or "ok" is a success with `data` as its value; any other status is a refusal with that code.
 * Anything else is a WpsError 'malformed_answer' that says what was wrong, never an exception
 * from deep inside.
 */
import { WpsError, CLIENT_CODES } from './wps-error.ts';
import { isObject } from '../../core/guards.ts';

/** A code, not a sentence: one word of letters, digits, dots, underscores or hyphens, with no space. */
const CODE_SHAPED = /^[A-Za-z][A-Za-z0-9]*([._-][A-Za-z0-9]+)+$|^[A-Z][A-Z0-9]+$/;
const OLD_SUCCESS = new Set(['true', '0', '200', 'success', 'ok']);

function flag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

function refusal(o: Record<string, unknown>, status: number, path: string, message: unknown): never {
  const text = typeof message === 'string' ? message.trim() : '';
  const given = o.errorCode ?? o.code;
  const codeInMessage = given === undefined && CODE_SHAPED.test(text);
  const code =
    given !== undefined && given !== null && given !== '' ? String(given) : codeInMessage ? text : CLIENT_CODES.http;
  // A message that was only the code is no sentence for the player: the catalogue's text shows instead.
  const shown = codeInMessage || text === code ? '' : text;
  throw new WpsError(
    code,
    shown || `The server refused ${path} without saying why (${code}).`,
    status,
    path,
    o.value ?? o.data ?? o,
    !!shown,
  );
}

export function unwrapEnvelope<T>(body: unknown, status: number, path: string): T {
  if (!isObject(body)) {
    throw new WpsError(CLIENT_CODES.malformed, `the server's answer to ${path} is not a JSON object`, status, path);
  }
  const o = body;
  if ('success' in o) {
    const ok = flag(o.success);
    if (ok === undefined)
      throw new WpsError(
        CLIENT_CODES.malformed,
        `the server's answer to ${path} has a "success" flag that is neither true nor false`,
        status,
        path,
        body,
      );
    if (ok) return o.value as T;
    return refusal(o, status, path, o.message ?? o.msg);
  }
  if ('status' in o && ('data' in o || 'description' in o)) {
    if (OLD_SUCCESS.has(String(o.status).toLowerCase())) return o.data as T;
    return refusal({ ...o, errorCode: o.errorCode ?? o.code ?? o.status }, status, path, o.description ?? o.message);
  }
  throw new WpsError(
    CLIENT_CODES.malformed,
    `the server's answer to ${path} has no "success" flag`,
    status,
    path,
    body,
  );
}
