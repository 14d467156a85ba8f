/**
 * Each ad network's own loader protocol (the queue stub its snippet defines, then its script),
 * and how one of our events becomes its call. The stubs queue calls until the script has loaded,
 * so nothing waits for it and nothing is lost while it loads.
 */
import type { Network } from '../../../core/tracking/pixel-events.ts';
import type { StoredEvent } from '../../../core/tracking/events.ts';

type Fn = (...args: unknown[]) => void;
type W = Window & Record<string, unknown>;
const w = () => window as unknown as W;

export interface PixelSetup {
  ids: readonly string[];
  script: string;
  consent: boolean;
}
export interface Pixel {
  /** Sends one event under the network's name for it. */
  send(name: string, standard: boolean, e: StoredEvent): void;
}

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/** The script's URL with query parameters set (the configured URL may already have a query). */
export function scriptUrl(base: string, params: Record<string, string>): string {
  const u = new URL(base, location.href);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.href;
}

/** The values networks read for conversions (value, currency, content id). */
function data(e: StoredEvent): Record<string, unknown> {
  const p = e.payload;
  const value = p.value ?? p.revenue ?? p.amount ?? p.af_revenue;
  const currency = p.currency ?? p.af_currency;
  return {
    ...(value !== undefined ? { value } : {}),
    ...(currency ? { currency } : {}),
    ...(p.content_id ? { content_ids: [p.content_id] } : {}),
    ...(p.method ? { method: p.method } : {}),
  };
}

type Queue = unknown[] & Record<string, unknown>;
/**
 * The loader of TikTok's base code, which Kwai's pixel snippet copies: each method queues
 * [name, ...args] on the global array; instance(id) is that pixel's own queue (_i[id]); load(id)
 * records the pixel (_i, _t, _o) and adds the script with ?sdkid=<id>&lib=<global>. The
 * network's script, once loaded, replays the queues.
 */
function baseCode(global: string, objectKey: string, script: string, methods: readonly string[]): Queue {
  const win = w();
  win[objectKey] = global;
  const q = (win[global] ??= []) as Queue;
  const defer = (t: Queue, m: string) => {
    t[m] = (...args: unknown[]) => {
      t.push([m, ...args]);
    };
  };
  q.methods = methods;
  for (const m of methods) defer(q, m);
  const pixels = () => (q._i ??= {}) as Record<string, Queue>;
  q.instance = (id: string) => {
    const e = pixels()[id] ?? ([] as unknown as Queue);
    for (const m of methods) defer(e, m);
    return e;
  };
  q.load = (id: string, options?: object) => {
    const e = [] as unknown as Queue;
    e._u = script;
    pixels()[id] = e;
    ((q._t ??= {}) as Record<string, number>)[id] = Date.now();
    ((q._o ??= {}) as Record<string, object>)[id] = options ?? {};
    addScript(scriptUrl(script, { sdkid: id, lib: global }));
  };
  return q;
}
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

/** Google's consent mode defaults, set once before gtag.js or gtm.js reads the data layer. */
function googleConsent(dataLayer: unknown[], granted: boolean): Fn {
  const win = w();
  // gtag.js and gtm.js read Arguments objects from the data layer (not arrays): the function is Google's own.
  const gtag =
    (win.gtag as Fn | undefined) ??
    function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  if (!win.gtag) {
    win.gtag = gtag;
    const state = granted ? 'granted' : 'denied';
    gtag('consent', 'default', {
      ad_storage: state,
      analytics_storage: state,
      ad_user_data: state,
      ad_personalization: state,
    });
  }
  return gtag;
}

export const PIXELS: Record<Network, (s: PixelSetup) => Pixel | null> = {
  facebook(s) {
    const win = w();
    if (!win.fbq) {
      const n = function (...args: unknown[]) {
        if (n.callMethod) n.callMethod(...args);
        else n.queue.push(args);
      } as Fn & { callMethod?: Fn; queue: unknown[]; push: unknown; loaded: boolean; version: string };
      n.push = n;
      n.loaded = true;
      n.version = '2.0';
      n.queue = [];
      win.fbq = n;
      win._fbq ??= n;
      addScript(s.script);
    }
    const fbq = win.fbq as Fn;
    fbq('consent', s.consent ? 'grant' : 'revoke');
    for (const id of s.ids) {
      // No automatic button-click events: the site reports its own events, each once.
      fbq('set', 'autoConfig', false, id);
      fbq('init', id);
    }
    fbq('track', 'PageView');
    return {
      send: (name, standard, e) => fbq(standard ? 'track' : 'trackCustom', name, data(e), { eventID: e.eventID }),
    };
  },
  tiktok(s) {
    const ttq = baseCode('ttq', 'TiktokAnalyticsObject', s.script, TTQ_METHODS);
    for (const id of s.ids) (ttq.load as Fn)(id);
    (ttq[s.consent ? 'grantConsent' : 'revokeConsent'] as Fn)();
    (ttq.page as Fn)();
    return { send: (name, _standard, e) => (ttq.track as Fn)(name, data(e), { event_id: e.eventID }) };
  },
  gtag(s) {
    const dataLayer = (w().dataLayer ??= []) as unknown[];
    const gtag = googleConsent(dataLayer, s.consent);
    gtag('js', new Date());
    for (const id of s.ids) gtag('config', id);
    addScript(scriptUrl(s.script, { id: s.ids[0]! }));
    return { send: (name, _standard, e) => gtag('event', name, { ...data(e), event_id: e.eventID }) };
  },
  gtm(s) {
    const dataLayer = (w().dataLayer ??= []) as unknown[];
    googleConsent(dataLayer, s.consent); // before gtm.js: its tags read the consent state
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    for (const id of s.ids) addScript(scriptUrl(s.script, { id }));
    // The same values as the other networks get: no member names or device ids into a tag container.
    return { send: (name, _standard, e) => dataLayer.push({ event: name, eventID: e.eventID, ...data(e) }) };
  },
  kwai(s) {
    // Kwai's web pixel has no consent call: without consent it does not load at all.
    if (!s.consent) return null;
    const kwaiq = baseCode('kwaiq', 'KwaiAnalyticsObject', s.script, TTQ_METHODS);
    for (const id of s.ids) (kwaiq.load as Fn)(id);
    (kwaiq.page as Fn)();
    return {
      send: (name, _standard, e) => {
        for (const id of s.ids)
          ((kwaiq.instance as (id: string) => Queue)(id).track as Fn)(name, { ...data(e), event_id: e.eventID });
      },
    };
  },
};
