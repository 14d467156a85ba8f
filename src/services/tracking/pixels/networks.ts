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

/** A queue stub in the shape of the TikTok and Kwai snippets: methods push [name, ...args]. */
function queueStub(global: string, methods: readonly string[]): unknown[] & Record<string, unknown> {
  const q = (w()[global] ??= []) as unknown[] & Record<string, unknown>;
  for (const m of methods)
    q[m] = (...args: unknown[]) => {
      q.push([m, ...args]);
    };
  return q;
}

export const PIXELS: Record<Network, (s: PixelSetup) => Pixel> = {
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
    for (const id of s.ids) fbq('init', id);
    fbq('track', 'PageView');
    return {
      send: (name, standard, e) => fbq(standard ? 'track' : 'trackCustom', name, data(e), { eventID: e.eventID }),
    };
  },
  tiktok(s) {
    const win = w();
    win.TiktokAnalyticsObject = 'ttq';
    const ttq = queueStub('ttq', ['page', 'track', 'identify', 'grantConsent', 'revokeConsent', 'holdConsent']);
    for (const id of s.ids) {
      ttq._i = { ...(ttq._i as object), [id]: [] };
      addScript(`${s.script}?sdkid=${encodeURIComponent(id)}&lib=ttq`);
    }
    (ttq[s.consent ? 'grantConsent' : 'revokeConsent'] as Fn)();
    (ttq.page as Fn)();
    return { send: (name, _standard, e) => (ttq.track as Fn)(name, data(e), { event_id: e.eventID }) };
  },
  gtag(s) {
    const win = w();
    const dataLayer = (win.dataLayer ??= []) as unknown[];
    // gtag.js reads Arguments objects from the data layer (not arrays): the function is its own.
    const gtag =
      (win.gtag as Fn | undefined) ??
      function (..._args: unknown[]) {
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
    win.gtag = gtag;
    const state = s.consent ? 'granted' : 'denied';
    gtag('consent', 'default', {
      ad_storage: state,
      analytics_storage: state,
      ad_user_data: state,
      ad_personalization: state,
    });
    gtag('js', new Date());
    for (const id of s.ids) gtag('config', id);
    addScript(`${s.script}?id=${encodeURIComponent(s.ids[0]!)}`);
    return { send: (name, _standard, e) => gtag('event', name, { ...data(e), event_id: e.eventID }) };
  },
  gtm(s) {
    const dataLayer = (w().dataLayer ??= []) as unknown[];
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    for (const id of s.ids) addScript(`${s.script}?id=${encodeURIComponent(id)}`);
    // The same values as the other networks get: no member names or device ids into a tag container.
    return { send: (name, _standard, e) => dataLayer.push({ event: name, eventID: e.eventID, ...data(e) }) };
  },
  kwai(s) {
    const win = w();
    win.KwaiAnalyticsObject = 'kwaiq';
    const kwaiq = queueStub('kwaiq', ['page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready']);
    kwaiq.instance = (id: string) => ({
      track: (...args: unknown[]) => kwaiq.push(['instance', id, 'track', ...args]),
    });
    for (const id of s.ids) addScript(`${s.script}?sdkid=${encodeURIComponent(id)}&lib=kwaiq`);
    (kwaiq.page as Fn)();
    return {
      send: (name, _standard, e) => {
        for (const id of s.ids)
          (kwaiq.instance as (id: string) => { track: Fn })(id).track(name, { ...data(e), event_id: e.eventID });
      },
    };
  },
};
