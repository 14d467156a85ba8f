/**
 * The tracker (lazy chunk): delivers the queue
 * (deliver.ts) one tab at a time, sends what is left by beacon when the page hides, and hands
 * this page's marketing events to the ad pixels. Leftovers of earlier visits go out at start.
 */
import { wps } from '../http/instance.ts';
import { WpsError } from '../http/wps-error.ts';
import { sendCollectBeacon } from '../http/beacon.ts';
import { detectPlatform } from '../session/platform.ts';
import { tenantStore } from '../../state/app.ts';
import { isTrackName, type StoredEvent } from '../../core/tracking/events.ts';
import type { Query } from '../http/url.ts';
import {
  allEvents,
  updateEvent,
  removeEvents,
  droppedReport,
  ackDropped,
  enforceBound,
  type Entry,
} from './event-queue.ts';
import { deliverAll, UPLOAD_BATCH, type Transport } from './deliver.ts';

/** Our choice (docs/decisions.md): after a pass that could not reach the back end, the next one in 30 s, doubling to 5 min. */
export const RECOVERY_FIRST_MS = 30_000;
export const RECOVERY_MAX_MS = 300_000;
const LOCK = 'wl-track-delivery';
const IDS_LOCK = 'wl-track-ids';
/** A beacon's body must stay small (browsers refuse large ones): at most this many bytes. */
const BEACON_MAX_BYTES = 60_000;

type PixelSink = (e: StoredEvent) => void;
let pixelSink: PixelSink | undefined;
const forPixels: StoredEvent[] = [];

/** Ids for entries an older version of the site wrote without one; under a cross-tab lock, so two tabs never give one event two ids. */
async function assignIds(): Promise<Entry[]> {
  const give = () =>
    allEvents().map((x) => {
      if (x.event.eventID) return x;
      const event = { ...x.event, eventID: crypto.randomUUID() };
      updateEvent(x.key, event);
      return { key: x.key, event };
    });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(IDS_LOCK, give) : give();
}
const withIds = (): Entry[] => allEvents().filter((x) => !!x.event.eventID);

/** Not in a ping's URL (URLs end up in access logs): the member's name and the device's ad ids; the upload carries them. */
const NOT_IN_URL = new Set(['customerName', 's2s_info']);
/** A ping's query: the payload's plain fields, then the event's own (a payload field never overrides them). */
export const flat = (e: StoredEvent): Query => {
  const q: Query = {};
  for (const [k, v] of Object.entries(e.payload))
    if (v !== undefined && v !== null && !NOT_IN_URL.has(k) && typeof v !== 'object')
      q[k] = v as string | number | boolean;
  return { ...q, event: e.name, eventID: e.eventID, at: e.at };
};

/** A 404 on the upload: this back end has none (for the page's life; the next page asks once again). */
let uploadMissing = false;
const transport: Transport = {
  upload: (events, dropped) =>
    wps()
      .event.upload({ events, dropped: dropped.count, droppedId: dropped.id })
      .catch((e: unknown) => {
        if (e instanceof WpsError && e.status === 404) uploadMissing = true;
        throw e;
      }),
  ping: (e) => wps().system.ping(flat(e)),
  uploadMissing: () => uploadMissing,
};

/** Runs fn unless another tab is delivering the same queue (it sends these too); false when it did not run. */
async function exclusive(fn: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    await fn();
    return true;
  }
  return locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn();
    return true;
  });
}

let running: Promise<void> | undefined;
let again = false;
let recovery: ReturnType<typeof setTimeout> | undefined;
let recoveryMs = RECOVERY_FIRST_MS;

function scheduleRecovery(): void {
  if (recovery) return;
  recovery = setTimeout(() => {
    recovery = undefined;
    void flush();
  }, recoveryMs);
  recoveryMs = Math.min(recoveryMs * 2, RECOVERY_MAX_MS);
}

/** Delivers the queue; calls while a pass runs make one more pass after it. */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      let delivered = true;
      // When another tab holds the delivery, this one looks again later (that tab may close mid-way).
      const ran = await exclusive(async () => {
        enforceBound();
        await assignIds();
        delivered = await deliverAll({
          transport,
          ready: withIds,
          remove: removeEvents,
          dropped: droppedReport,
          ackDropped,
          sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
          random: Math.random,
        });
      });
      if (!ran) delivered = false;
      if (delivered) recoveryMs = RECOVERY_FIRST_MS;
      else scheduleRecovery();
    } while (again);
  })().finally(() => {
    running = undefined;
  });
  return running;
}

const beforeHide: (() => void)[] = [];
/** fn runs when the page hides, before the beacon goes (the performance report rides it). */
export function onPageHide(fn: () => void): void {
  beforeHide.push(fn);
}

let beaconed = false;
/**
 * S7: what is still queued goes by beacon when the page hides (not on iOS below 16); the queue
 * keeps it until an answer says it arrived. Once per hiding: a navigation fires both
 * visibilitychange and pagehide.
 */
function beacon(): void {
  for (const fn of beforeHide.splice(0)) fn();
  const merchant = tenantStore.tenant?.merchantCode;
  if (!merchant || beaconed) return;
  beaconed = true;
  const events: StoredEvent[] = [];
  let bytes = 0;
  for (const x of withIds().slice(0, UPLOAD_BATCH)) {
    bytes += JSON.stringify(x.event).length;
    if (bytes > BEACON_MAX_BYTES) break;
    events.push(x.event as StoredEvent);
  }
  if (events.length) sendCollectBeacon(merchant, JSON.stringify({ events }), detectPlatform());
}

/** track() wrote an event: give it an id, show it to the pixels, send. */
export async function eventWritten(key: string): Promise<void> {
  const x = (await assignIds()).find((e) => e.key === key);
  if (x && isTrackName(x.event.name)) {
    forPixels.push(x.event as StoredEvent);
    pixelSink?.(x.event as StoredEvent);
  }
  void flush();
}

/** The pixels, once loaded, get this page's events so far and every later one. */
export function onMarketingEvent(sink: PixelSink): void {
  pixelSink = sink;
  for (const e of forPixels) sink(e);
}

let started = false;
/** At start (after the first screen): leftovers go out, and the page's own triggers are set. */
export function startTracker(): void {
  if (started) return;
  started = true;
  addEventListener('online', () => void flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon();
    else {
      beaconed = false;
      void flush();
    }
  });
  addEventListener('pagehide', beacon);
  addEventListener('pageshow', () => (beaconed = false)); // back from the back/forward cache
  void flush();
}
