/**
 * track(name, payload): the one way a flow reports a marketing event (S3). Small and in the entry
 * chunk: it writes the event to the persistent queue at once (nothing is lost if the tab dies a
 * moment later) and hands it to the tracker, which loads lazily and does the sending.
 */
import type { EventName, TrackName, TrackPayload } from '../../core/tracking/events.ts';
import { ONCE } from '../../core/tracking/once.ts';
import { TRACK_STORAGE_KEYS } from '../../core/spec-constants.ts';
import { tenantStore, sessionStore } from '../../state/app.ts';
import { local, session } from '../session/storage.ts';
import { putEvent } from './event-queue-put.ts';

type Tracker = typeof import('./dispatcher.ts');
let tracker: Promise<Tracker> | undefined;
/** The tracker chunk (the boot loads it after the first screen; an event loads it earlier). */
export function loadTracker(): Promise<Tracker> {
  // A failed import (offline) is not kept: the next event tries again.
  tracker ??= import('./dispatcher.ts').catch((e: unknown) => {
    tracker = undefined;
    throw e;
  });
  return tracker;
}

const ONCE_KEYS: Partial<Record<TrackName, string>> = {
  firstOpen: TRACK_STORAGE_KEYS.firstOpen,
  viewContent: 'viewContent',
  a2hsFirstOpen: TRACK_STORAGE_KEYS.a2hsFirstOpen,
};

/** True when an event that fires once (per device or per session) has fired already. */
export function firedOnce(name: TrackName): boolean {
  const scope = ONCE[name];
  if (!scope) return false;
  return (scope === 'device' ? local : session).get(ONCE_KEYS[name]!) !== null;
}

function send(name: EventName, payload: TrackPayload, eventID?: string): void {
  const merchant = tenantStore.tenant?.merchantCode;
  if (!merchant) return; // before boot knows the merchant there is no site to report for
  const s = sessionStore;
  const who = s.token ? { customerId: s.id, customerName: s.userName } : {};
  // S3 s2s_info: the native app's ad ids go with every event (server-to-server attribution).
  const s2s = local.getJson<object>(TRACK_STORAGE_KEYS.s2sInfo);
  const key = putEvent(name, merchant, { ...who, ...(s2s ? { s2s_info: s2s } : {}), ...payload }, Date.now(), eventID);
  void loadTracker()
    .then((t) => t.eventWritten(key))
    .catch(() => {}); // chunk not loaded (offline): the event is stored and goes out on the next start
}

/**
 * Reports an event. `eventID` is for an event with a natural idempotency key (firstOpen: the
 * device id), so the back end keeps it once even if two tabs both fire it.
 */
export function track(name: TrackName, payload: TrackPayload = {}, eventID?: string): void {
  const scope = ONCE[name];
  if (!scope) return send(name, payload, eventID);
  const claim = () => {
    if (firedOnce(name)) return;
    (scope === 'device' ? local : session).set(ONCE_KEYS[name]!, String(Date.now()));
    send(name, payload, eventID);
  };
  // Once per device: the check and the mark under a cross-tab lock (two tabs opening together fire it once).
  const locks = scope === 'device' && typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) void locks.request('wl-track-once', claim);
  else claim();
}

/** The performance report (S4) rides the same queue; it is no marketing event (pixels do not get it). */
export function reportPerformance(payload: TrackPayload): void {
  send('performance', payload);
}
