/**
 * The one guard for every JSON value the sandbox parses from outside: request bodies
 * (body-guard.ts), what an encrypted body decrypts to (crypto.ts), JSON text carried in a query
 * (relay.ts) and in a token (third-party/firebase.ts). Each is at most JSON_MAX_BYTES long and
 * nests at most JSON_MAX_DEPTH deep, else a Refusal, which the app answers with its HTTP status,
 * code and message (app.ts onError): a refusal is always an answer with a reason, never a 500.
 *
 * Text the sandbox wrote itself (its database rows, its key file, a build's files) is read with
 * parseStored: no limits there, since a build's tenant index grows with the number of tenants.
 * The lint (eslint.config.js) allows JSON.parse in this file only, so each new parse picks one.
 */

/** The largest request body, and so the largest JSON text from outside. */
export const JSON_MAX_BYTES = 1024 * 1024;
export const JSON_MAX_DEPTH = 64;

/** A value refused before it reached a route: answered as `{ success: false, code, message }` with `status`. */
export class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 403 | 413,
  ) {
    super(message);
  }
}

export const tooLarge = (what: string) =>
  new Refusal('request.too.large', `${what} is over ${JSON_MAX_BYTES} bytes.`, 413);

/**
 * The deepest nesting of objects and arrays in a JSON text (strings skipped), counted on the text
 * without parsing: a 1,000,000-deep text costs one pass and never a stack.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth);
    else if (ch === 125 || ch === 93) depth--;
  }
  return max;
}

/**
 * A JSON text from outside, parsed once it passed the size and depth limits. `what` names it in
 * the refusal's message ("The JSON body", "The decrypted JSON", ...).
 */
export function parseJson(text: string, what: string): unknown {
  if (Buffer.byteLength(text) > JSON_MAX_BYTES) throw tooLarge(what);
  if (jsonDepth(text) > JSON_MAX_DEPTH)
    throw new Refusal('request.too.deep', `${what} is nested deeper than ${JSON_MAX_DEPTH}.`, 400);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Refusal('request.json.invalid', `${what} is not JSON: ${(e as Error).message}`, 400);
  }
}

/** Text the sandbox wrote itself (a row, its key file, a build's file): parsed as it is. */
export function parseStored<T = unknown>(text: string): T {
  return JSON.parse(text) as T;
}
