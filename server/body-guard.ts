/**
 * What any request body must pass before a route reads it: at most BODY_MAX_BYTES (else 413) and,
 * when it is JSON, nested at most JSON_MAX_DEPTH deep (else 400). The depth is counted on the
 * text, without parsing, so a 100,000-deep body costs one pass and never a stack.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from './context.ts';
import { jsonDepth, JSON_MAX_DEPTH } from './json-depth.ts';

export { jsonDepth, JSON_MAX_DEPTH };

export const BODY_MAX_BYTES = 1024 * 1024;
const limit = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: (c) => fail(c, 'request.too.large', `The request body is over ${BODY_MAX_BYTES} bytes.`, 413),
});

/** No route reads the body of a GET or HEAD. */
const bodiless = (method: string) => method === 'GET' || method === 'HEAD';

export const bodyGuard: MiddlewareHandler[] = [
  // Skipped for GET and HEAD: hono's check asks the Node adapter for the web Request's body, which
  // builds that Request and a stream for it, on every one of the ~100 requests of a page load.
  (c, next) => (bodiless(c.req.method) ? next() : limit(c, next)),
  async (c, next) => {
    if (!bodiless(c.req.method) && /json/i.test(c.req.header('Content-Type') ?? '')) {
      const text = await c.req.text();
      if (jsonDepth(text) > JSON_MAX_DEPTH)
        return fail(c, 'request.too.deep', `The JSON body is nested deeper than ${JSON_MAX_DEPTH}.`, 400);
    }
    await next();
  },
];
