/**
 * The S7 status call (GET /wps/v2/system/status), asked one way by all who ask it: the early
 * loader while the app downloads, boot when the early answer is not for its question, and the
 * settings refresh (S9). A plain fetch with the request timeout (A9): the early loader cannot
 * carry the client, and one request keeps the three from drifting apart. Reading the answer
 * (services/merchant/status-call.ts) is the client's own reading: the value, or the error it carries.
 */
import { REQUEST_TIMEOUT_MS } from './spec-constants.ts';

export const STATUS_PATH = '/wps/v2/system/status';

/** The answer (HTTP status and body text), `timedOut` when the request timeout passed first, or null when there was none. */
export type StatusAnswer = { status: number; text: string } | { timedOut: true } | null;

/**
 * S7 status call query as the real client sends it (status-nested): device=MOBILE; the page's host
 * as `url` (never its path, query or hash: they may carry sign-in proofs), or, in an installed iOS
 * home-screen app, track=0 instead; and the original domain.
 */
export function statusQuery(href: string, standalone = false): Record<string, string> {
  const u = new URL(href);
  return { device: 'MOBILE', ...(standalone ? { track: '0' } : { url: u.host }), originalDomain: u.hostname };
}
/** An installed iOS home-screen app (navigator.standalone), where the real client sends track=0. */
const standalone = () => (globalThis.navigator as { standalone?: boolean } | undefined)?.standalone === true;

/** Where and how to ask: the page's own origin and the browser's fetch, unless the build's pre-render gives its back end's. */
export interface StatusTransport {
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function askStatus(
  merchant: string,
  language: string,
  href: string,
  { origin = '', fetch: send = fetch, timeoutMs = REQUEST_TIMEOUT_MS }: StatusTransport = {},
): Promise<StatusAnswer> {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  return send(`${origin}${STATUS_PATH}?${new URLSearchParams(statusQuery(href, standalone()))}`, {
    cache: 'no-store', // S7: no cache
    credentials: 'include',
    signal: abort.signal,
    // The real client's header too (status-nested): no cache between here and the back end either.
    headers: { Merchant: merchant, Language: language, Accept: 'application/json', 'Cache-Control': 'no-cache' },
  })
    .then((r) => r.text().then((text) => ({ status: r.status, text })))
    .catch(() => (timedOut ? { timedOut: true as const } : null))
    .finally(() => clearTimeout(timer));
}
