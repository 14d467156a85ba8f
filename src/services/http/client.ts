/**
 * The one way to the WPS back end (design.md): headers (Merchant, Language, device agent,
 * Authorization unless disabled), token query parameters stripped, encrypted bodies, identical
 * in-flight GETs shared, optional cache, throttle, per-path-group concurrency, 30000 ms timeout,
 * and every failure as one WpsError routed through the error catalogue. No React here.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import { WpsError, CLIENT_CODES } from './wps-error.ts';
import { readAnswer, type AnswerReading } from './answer.ts';
import { ApiCache } from './cache.ts';
import { Throttler } from './throttle.ts';
import { GroupLimiter } from './concurrency.ts';
import { stripTokenParams, withQuery, type Query } from './url.ts';
import { classifyError, type ErrorKind } from './error-policy.ts';
import { REQUEST_TIMEOUT_MS, CACHE_LIFETIME_MS, TRACE_ID_HEADER } from '../../core/spec-constants.ts';

export interface ClientConfig {
  /** Origin of the WPS back end; '' for the site's own origin. */
  baseUrl: string;
  /** Merchant, Language and device-agent headers, read at each call (the language can change). */
  headers(): Record<string, string>;
  token(): string | null;
  /** Is the page on https? (decides "offline" versus "CORS" for a call with no answer) */
  secure(): boolean;
  onError?(kind: ErrorKind, error: WpsError): void;
  /**
   * Every failed call, quiet or not, as the real client's response interceptor sees it
   * (token-ip-different, 401-login-not-session): what must follow a code whoever made the call.
   */
  onAnyError?(error: WpsError): void;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Resolves when a request may go out (the app sends a few per task: task-turns.ts).
   * Waited for before the request's timeout starts.
   */
  turn?: () => Promise<void>;
}

export interface CallOptions extends AnswerReading {
  query?: Query;
  /** The JSON body of a POST, PUT or DELETE; null: none at all (save-authkey-returns-key). */
  body?: unknown;
  /** Send Authorization when a token exists (default true). */
  auth?: boolean;
  encrypt?: boolean;
  /** Cache the answer: true for the default 180 s, or a lifetime in ms. GET only. */
  cache?: boolean | number;
  timeout?: number;
  headers?: Record<string, string>;
  /** Error codes this caller handles itself: no catalogue UI for them. */
  expected?: readonly string[];
  /** No catalogue UI at all (the caller reports the error). */
  quiet?: boolean;
  signal?: AbortSignal;
  /**
   * The answer's trace id (header x-app-trace-id) is the value's `spanId`, as the real client
   * copies it (login-success-session): a session keeps it.
   */
  trace?: boolean;
}

export type WpsClient = ReturnType<typeof createWpsClient>;

export function createWpsClient(cfg: ClientConfig) {
  const cache = new ApiCache<unknown>(cfg.now);
  const throttle = new Throttler(cfg.now);
  const limiter = new GroupLimiter();
  const inflight = new Map<string, Promise<unknown>>();
  const http = ky.create({
    retry: 0,
    throwHttpErrors: false,
    credentials: 'include',
    cache: 'no-store',
    ...(cfg.fetch ? { fetch: cfg.fetch } : {}),
  });

  function headersFor(opts: CallOptions): Record<string, string> {
    const h: Record<string, string> = { Accept: 'application/json', ...cfg.headers(), ...opts.headers };
    const token = cfg.token();
    if (opts.auth !== false && token) h.Authorization = token;
    return h;
  }

  async function send<T>(
    method: string,
    url: string,
    opts: CallOptions,
    extra: { json?: unknown; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const path = url.split('?')[0]!;
    let res: Response;
    if (cfg.turn) await cfg.turn();
    try {
      res = await http(cfg.baseUrl + url, {
        method,
        headers: { ...headersFor(opts), ...extra.headers },
        ...(extra.json !== undefined ? { json: extra.json } : {}),
        timeout: opts.timeout ?? REQUEST_TIMEOUT_MS,
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    } catch (e) {
      if (e instanceof TimeoutError)
        throw new WpsError(CLIENT_CODES.timeout, 'the server did not answer in time', 0, path);
      if ((e as Error)?.name === 'AbortError')
        throw new WpsError(CLIENT_CODES.aborted, 'the call was cancelled', 0, path);
      if (e instanceof HTTPError) throw new WpsError(CLIENT_CODES.http, e.message, e.response.status, path);
      throw Object.assign(new WpsError(CLIENT_CODES.network, 'no answer from the server', 0, path), { cause: e });
    }
    const raw = await res.text().catch(() => '');
    const value = readAnswer<T>(res.status, raw, path, opts);
    const spanId = opts.trace ? res.headers.get(TRACE_ID_HEADER) : null;
    return spanId && value && typeof value === 'object' ? ({ ...value, spanId } as T) : value;
  }

  function report(e: unknown, opts: CallOptions): never {
    const err =
      e instanceof WpsError ? e : new WpsError(CLIENT_CODES.malformed, String((e as Error)?.message ?? e), 0, '');
    cfg.onAnyError?.(err);
    if (!opts.quiet && !opts.expected?.includes(err.code)) cfg.onError?.(classifyError(err, cfg.secure()), err);
    throw err;
  }

  async function get<T>(path: string, opts: CallOptions = {}): Promise<T> {
    const url = stripTokenParams(withQuery(path, opts.query));
    const h = headersFor(opts);
    const key = `${url}|${h.Merchant ?? ''}|${h.Language ?? ''}|${h.Authorization ?? ''}`;
    if (opts.cache) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit as T;
    }
    const shared = inflight.get(key);
    if (shared) return shared as Promise<T>;
    const p = (async () => {
      await throttle.wait(url.split('?')[0]!, url);
      const value = await limiter.run(url, () => send<T>('GET', url, opts));
      if (opts.cache) cache.set(key, value, typeof opts.cache === 'number' ? opts.cache : CACHE_LIFETIME_MS);
      return value;
    })();
    inflight.set(key, p);
    try {
      return await p;
    } catch (e) {
      return report(e, opts);
    } finally {
      inflight.delete(key);
    }
  }

  /**
   * A GET answered before the caller's task goes on (S7: the trial launch's synchronous variant):
   * a synchronous XMLHttpRequest, for the one step that must stay inside the player's tap (a
   * window the browser opens only then). It cannot wait for the throttle, the concurrency limits
   * or a task turn, and a page may not give a synchronous request a timeout: the caller measures
   * the time itself. Failures go through the catalogue as any call's.
   */
  function getSync<T>(path: string, opts: CallOptions = {}): T {
    const url = stripTokenParams(withQuery(path, opts.query));
    const bare = url.split('?')[0]!;
    try {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', cfg.baseUrl + url, false);
      xhr.withCredentials = true;
      for (const [k, v] of Object.entries(headersFor(opts))) xhr.setRequestHeader(k, v);
      try {
        xhr.send();
      } catch (e) {
        throw Object.assign(new WpsError(CLIENT_CODES.network, 'no answer from the server', 0, bare), { cause: e });
      }
      if (xhr.status === 0) throw new WpsError(CLIENT_CODES.network, 'no answer from the server', 0, bare);
      return readAnswer<T>(xhr.status, xhr.responseText, bare, opts);
    } catch (e) {
      return report(e, opts);
    }
  }

  /** A7: GET /wps/session/key/rsa?_={timestamp}, never cached, never shared (rsa-key-hex-modulus: with Cache-Control no-cache). */
  function publicKey(): Promise<string> {
    const url = withQuery('/wps/session/key/rsa', { _: (cfg.now ?? Date.now)() });
    return send<string>('GET', url, { text: true, auth: false, headers: { 'Cache-Control': 'no-cache' } });
  }

  async function write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, opts: CallOptions = {}): Promise<T> {
    const url = stripTokenParams(withQuery(path, opts.query));
    try {
      let json = opts.body;
      let headers: Record<string, string> = {};
      if (opts.encrypt) {
        const key = await publicKey();
        const { encryptPayload } = await import('../crypto/encrypt.ts');
        const enc = await encryptPayload(opts.body ?? {}, key).catch((e: Error) => {
          throw new WpsError(CLIENT_CODES.encryption, e.message, 0, url);
        });
        json = enc.body;
        headers = enc.headers;
      }
      const sent = opts.body === null && !opts.encrypt ? {} : { json: json ?? {} };
      return await limiter.run(url, () => send<T>(method, url, opts, { ...sent, headers }));
    } catch (e) {
      return report(e, opts);
    }
  }

  return {
    get,
    getSync,
    post: <T>(path: string, opts?: CallOptions) => write<T>('POST', path, opts),
    put: <T>(path: string, opts?: CallOptions) => write<T>('PUT', path, opts),
    delete: <T>(path: string, opts?: CallOptions) => write<T>('DELETE', path, opts),
    /** For tests and the bench: the shaping state. */
    internals: { cache, throttle, limiter, inflight },
  };
}
