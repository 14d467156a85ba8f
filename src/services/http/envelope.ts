/**
 * WPS answers are { success, value?, code?/errorCode?, message?/msg? } (design.md, "The wire").
 * This turns one into its value or a WpsError; anything else is a WpsError 'malformed_answer'
 * that says what was wrong, never an exception from deep inside.
 */
import { WpsError, CLIENT_CODES } from './wps-error.ts';

export function unwrapEnvelope<T>(body: unknown, status: number, path: string): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new WpsError(CLIENT_CODES.malformed, `the server's answer to ${path} is not a JSON object`, status, path);
  }
  const o = body as Record<string, unknown>;
  if (typeof o.success !== 'boolean') {
    throw new WpsError(
      CLIENT_CODES.malformed,
      `the server's answer to ${path} has no "success" flag`,
      status,
      path,
      body,
    );
  }
  if (o.success) return o.value as T;
  const code = String(o.code ?? o.errorCode ?? CLIENT_CODES.http);
  // A refusal without a reason still says what was refused.
  const message = String(o.message ?? o.msg ?? '') || `The server refused ${path} without saying why (${code}).`;
  throw new WpsError(code, message, status, path, o.value ?? body);
}
