/**
 * Stand-ins for the ad networks' pixel scripts (nothing leaves the machine in tests): the status
 * answer points the site at these instead of the networks' own. Each takes over its network's
 * queue the way the real script does, and records every call (so tests see what a network got).
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { PIXEL_SCRIPT_URLS } from '../../src/core/spec-constants.ts';
import { requestJson } from '../body-guard.ts';
import { parseStored } from '../json-guard.ts';

type Network = keyof typeof PIXEL_SCRIPT_URLS;
const NETWORKS = Object.keys(PIXEL_SCRIPT_URLS) as Network[];
export const PIXEL_STAND_IN_PATH = '/wps/stand-in/pixels/';

/** The status answer's analytics.scripts: the stand-ins, for each network still set to the network's own script. */
export function standInScripts(
  scripts: Record<Network, string>,
  origin: string,
  merchantCode: string,
): Record<Network, string> {
  return Object.fromEntries(
    NETWORKS.map((n) => [
      n,
      scripts[n] === PIXEL_SCRIPT_URLS[n]
        ? `${origin}${PIXEL_STAND_IN_PATH}${n}.js?merchantCode=${encodeURIComponent(merchantCode)}`
        : scripts[n],
    ]),
  ) as Record<Network, string>;
}

/** An array queue taken over: what it holds is recorded, and so is every later push. */
const takeOver = (queue: string, record = (call: string) => call) =>
  `if (${queue} && !${queue}.__standIn) { var q = ${queue}; q.__standIn = true; var held = q.splice(0); q.push = function (a) { hit(${record('plain(a)')}); return 0; }; held.forEach(function (a) { hit(${record('plain(a)')}); }); }`;
const instanceCall = (id: string) => (call: string) => `['instance', ${id}].concat(${call})`;

/**
 * Where each network's snippet leaves its calls, and what its script URL must carry (the stand-in
 * refuses a URL the real network would not serve). `id` is that query value, as JSON.
 */
const TAKE_OVER: Record<Network, { param: string | null; code: (id: string) => string }> = {
  // fbevents.js: calls queued in fbq.queue; later calls go to fbq.callMethod.
  facebook: {
    param: null,
    code: () =>
      `var f = window.fbq; if (f) { var q = f.queue || []; f.queue = []; f.callMethod = function () { hit(plain(arguments)); }; q.forEach(function (a) { hit(plain(a)); }); }`,
  },
  // TikTok's base code (Kwai's copies it): the global queue, and the pixel's own under _i[sdkid],
  // which the script for that sdkid replays (its calls recorded as ['instance', id, ...]).
  tiktok: {
    param: 'sdkid',
    code: (id) =>
      `var t = window.ttq; if (t) { ${takeOver('t')} var i = t._i && t._i[${id}]; ${takeOver('i', instanceCall(id))} }`,
  },
  kwai: {
    param: 'sdkid',
    code: (id) =>
      `var k = window.kwaiq; if (k) { ${takeOver('k')} var i = k._i && k._i[${id}]; ${takeOver('i', instanceCall(id))} }`,
  },
  // gtag.js and gtm.js both read the data layer (once: both may be configured).
  gtag: { param: 'id', code: () => `var d = window.dataLayer; ${takeOver('d')}` },
  gtm: { param: 'id', code: () => `var d = window.dataLayer; ${takeOver('d')}` },
};

function script(network: Network, merchantCode: string, id: string): string {
  const hitUrl = `${PIXEL_STAND_IN_PATH}hit?merchantCode=${encodeURIComponent(merchantCode)}`;
  return `(function () {
  function plain(a) {
    if (a && typeof a === 'object' && typeof a.length === 'number' && !Array.isArray(a)) a = Array.prototype.slice.call(a);
    return JSON.parse(JSON.stringify(a, function (k, v) { return v instanceof Date ? 'Date' : v; }));
  }
  // One at a time, every network's script in the same line: the sandbox records the calls in the
  // order the page made them (parallel requests may arrive in any order).
  function hit(call) {
    var body = JSON.stringify({ network: ${JSON.stringify(network)}, call: call });
    var send = function () { return fetch(${JSON.stringify(hitUrl)}, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: body }).catch(function () {}); };
    window.__pixelHits = (window.__pixelHits || Promise.resolve()).then(send);
  }
  ${TAKE_OVER[network].code(JSON.stringify(id))}
})();
`;
}

export function pixelStandInRoutes(app: Hono<Env>, deps: Deps) {
  app.get(`${PIXEL_STAND_IN_PATH}:file`, (c) => {
    const network = c.req.param('file').replace(/\.js$/, '') as Network;
    if (!NETWORKS.includes(network)) return c.text('no such pixel', 404);
    const param = TAKE_OVER[network].param;
    const id = param ? c.req.query(param) : '';
    if (param && !id) return c.text(`${network}: the script URL needs ?${param}=`, 400);
    if (network === 'tiktok' || network === 'kwai') {
      const lib = network === 'tiktok' ? 'ttq' : 'kwaiq';
      if (c.req.query('lib') !== lib) return c.text(`${network}: the script URL needs lib=${lib}`, 400);
    }
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(script(network, c.get('tenant').merchantCode, id ?? ''));
  });
  app.post(`${PIXEL_STAND_IN_PATH}hit`, async (c) => {
    const b = (await requestJson(c)) as { network?: unknown; call?: unknown } | undefined;
    if (!b || typeof b.network !== 'string' || !NETWORKS.includes(b.network as Network))
      return c.json({ error: 'send { network, call }' }, 400);
    deps.db
      .prepare('INSERT INTO pixel_hits (merchant, network, call, received_at) VALUES (?, ?, ?, ?)')
      .run(c.get('tenant').merchantCode, b.network, JSON.stringify(b.call ?? null), deps.now());
    return c.body(null, 204);
  });
}

/**
 * The calls the stand-in scripts reported, in order; `since` (ms) keeps those received from then on
 * (a page of an earlier test can still report while it closes, after the sandbox was reset).
 */
export function pixelHits(deps: Deps, merchant: string | null, since = 0): { network: string; call: unknown }[] {
  return (
    deps.db
      .prepare(
        'SELECT network, call FROM pixel_hits WHERE (@m IS NULL OR merchant = @m) AND received_at >= @since ORDER BY id',
      )
      .all({ m: merchant, since }) as { network: string; call: string }[]
  ).map((r) => ({ network: r.network, call: parseStored(r.call) }));
}
