/**
 * Stand-ins for the ad networks' pixel scripts (nothing leaves the machine in tests): the status
 * answer points the site at these instead of the networks' own. Each takes over its network's
 * queue the way the real script does, and records every call (so tests see what a network got).
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { PIXEL_SCRIPT_URLS } from '../../src/core/spec-constants.ts';

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

/** Where each network's snippet leaves its calls before the script loads. */
const TAKE_OVER: Record<Network, string> = {
  // fbevents.js: calls queued in fbq.queue; later calls go to fbq.callMethod.
  facebook: `var f = window.fbq; if (f) { var q = f.queue || []; f.queue = []; f.callMethod = function () { hit(plain(arguments)); }; q.forEach(function (a) { hit(plain(a)); }); }`,
  // TikTok and Kwai: the snippet's object is an array of [method, ...args]; the script takes push over.
  tiktok: `var t = window.ttq; if (t && !t.__standIn) { t.__standIn = true; var q = t.splice(0); t.push = function (a) { hit(plain(a)); return 0; }; q.forEach(function (a) { hit(plain(a)); }); }`,
  kwai: `var k = window.kwaiq; if (k && !k.__standIn) { k.__standIn = true; var q = k.splice(0); k.push = function (a) { hit(plain(a)); return 0; }; q.forEach(function (a) { hit(plain(a)); }); }`,
  // gtag.js and gtm.js both read the data layer (once: both may be configured).
  gtag: `var d = window.dataLayer; if (d && !d.__standIn) { d.__standIn = true; var q = d.splice(0); d.push = function (a) { hit(plain(a)); return 0; }; q.forEach(function (a) { hit(plain(a)); }); }`,
  gtm: `var d = window.dataLayer; if (d && !d.__standIn) { d.__standIn = true; var q = d.splice(0); d.push = function (a) { hit(plain(a)); return 0; }; q.forEach(function (a) { hit(plain(a)); }); }`,
};

function script(network: Network, merchantCode: string): string {
  const hitUrl = `${PIXEL_STAND_IN_PATH}hit?merchantCode=${encodeURIComponent(merchantCode)}`;
  return `(function () {
  function plain(a) {
    if (a && typeof a === 'object' && typeof a.length === 'number' && !Array.isArray(a)) a = Array.prototype.slice.call(a);
    return JSON.parse(JSON.stringify(a, function (k, v) { return v instanceof Date ? 'Date' : v; }));
  }
  function hit(call) {
    fetch(${JSON.stringify(hitUrl)}, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ network: ${JSON.stringify(network)}, call: call }) });
  }
  ${TAKE_OVER[network]}
})();
`;
}

export function pixelStandInRoutes(app: Hono<Env>, deps: Deps) {
  app.get(`${PIXEL_STAND_IN_PATH}:file`, (c) => {
    const network = c.req.param('file').replace(/\.js$/, '') as Network;
    if (!NETWORKS.includes(network)) return c.text('no such pixel', 404);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(script(network, c.get('tenant').merchantCode));
  });
  app.post(`${PIXEL_STAND_IN_PATH}hit`, async (c) => {
    const b = (await c.req.json().catch(() => null)) as { network?: unknown; call?: unknown } | null;
    if (!b || typeof b.network !== 'string' || !NETWORKS.includes(b.network as Network))
      return c.json({ error: 'send { network, call }' }, 400);
    deps.db
      .prepare('INSERT INTO pixel_hits (merchant, network, call, received_at) VALUES (?, ?, ?, ?)')
      .run(c.get('tenant').merchantCode, b.network, JSON.stringify(b.call ?? null), deps.now());
    return c.body(null, 204);
  });
}

export function pixelHits(deps: Deps, merchant: string | null): { network: string; call: unknown }[] {
  return (
    deps.db
      .prepare('SELECT network, call FROM pixel_hits WHERE (@m IS NULL OR merchant = @m) ORDER BY id')
      .all({ m: merchant }) as { network: string; call: string }[]
  ).map((r) => ({ network: r.network, call: JSON.parse(r.call) as unknown }));
}
