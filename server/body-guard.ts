/**
 * What any request body must pass before a route reads it: at most BODY_MAX_BYTES (else 413) and,
 * when it is JSON, the JSON guard's depth (json-guard.ts, else 400); routes read the value the
 * guard parsed (requestJson), so no body is parsed twice or unguarded.
 *
 * An over-limit body is read to its end and thrown away (up to DISCARD_MAX_BYTES) before the 413
 * is sent with `Connection: close`. Answering while the client still sends broke the connection:
 * the unread rest stayed queued (hono's node adapter drains it only 500 ms, then destroys the
 * socket), so the next request on that kept-alive connection, or the client still sending, got
 * "socket hang up" instead of an answer (issue 37: a 1,000,000-deep body to /wps/session/login/maya).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { JSON_MAX_BYTES, parseJson, Refusal, tooLarge } from './json-guard.ts';

export const BODY_MAX_BYTES = JSON_MAX_BYTES;
/** Beyond this the 413 goes at once and the connection is closed under the sender (hono's own drain stops at 64 MiB too). */
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/** No route reads the body of a GET or HEAD. */
const bodiless = (method: string) => method === 'GET' || method === 'HEAD';
const isJson = (c: Context) => /json/i.test(c.req.header('Content-Type') ?? '');

/** The value each request's JSON body parsed to, by its (re-made) Request: stand-in hosts get that same Request. */
const parsed = new WeakMap<Request, unknown>();

/** The body's bytes, or `over` once more than `max` came (the rest read and dropped, up to DISCARD_MAX_BYTES). */
async function readBody(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | 'over'> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > DISCARD_MAX_BYTES) {
      // Stop reading: whoever sends this much gets the answer and a closed connection.
      reader.releaseLock();
      return 'over';
    }
    if (size <= max) chunks.push(value);
  }
  if (size > max) return 'over';
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/** The refusal in the answers' envelope (context.ts `fail`; context.ts imports this file, not the other way). */
const refuse = (c: Context, e: Refusal) => {
  const res = c.json({ success: false, errorCode: e.code, message: e.message }, e.status);
  // A 413 body may have been dropped unread: no client may send the next request on this connection.
  if (e.status === 413) res.headers.set('Connection', 'close');
  return res;
};

export const bodyGuard: MiddlewareHandler = async (c, next) => {
  // Skipped for GET and HEAD: reading asks the Node adapter for the web Request's body, which
  // builds that Request and a stream for it, on every one of the ~100 requests of a page load.
  if (bodiless(c.req.method) || !c.req.raw.body) return next();
  const declared = Number(c.req.header('Content-Length'));
  // A declared size over the limit is refused unread (max 0), but still drained before answering.
  const bytes = await readBody(c.req.raw.body, declared > BODY_MAX_BYTES ? 0 : BODY_MAX_BYTES);
  if (bytes === 'over') return refuse(c, tooLarge('The request body'));
  c.req.raw = new Request(c.req.raw, { body: bytes });
  if (isJson(c)) {
    const text = new TextDecoder().decode(bytes);
    try {
      parsed.set(c.req.raw, text === '' ? undefined : parseJson(text, 'The JSON body'));
    } catch (e) {
      if (e instanceof Refusal) return refuse(c, e);
      throw e;
    }
  }
  await next();
};

/**
 * The request's JSON body as the guard parsed it (undefined: none). A body sent without a JSON
 * content type (a form, plain text) is parsed through the same guard here; its refusal is answered
 * by the app's error handler (app.ts).
 */
export async function requestJson(c: Context): Promise<unknown> {
  if (parsed.has(c.req.raw)) return parsed.get(c.req.raw);
  const text = await c.req.text();
  return text === '' ? undefined : parseJson(text, 'The request body');
}
