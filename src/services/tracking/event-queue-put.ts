/**
 * Writing an event to the persistent queue (event-queue.ts reads and trims it): the part track()
 * needs, kept apart so the entry chunk carries only this.
 */
import { local } from '../session/storage.ts';
import type { EventName, StoredEvent, TrackPayload } from '../../core/tracking/events.ts';

export const EVENT_KEY_PREFIX = 'trackEvent:';

/** An event as stored; an entry an older version of the site wrote may lack the eventID (the tracker gives one). */
export interface PendingEvent extends Omit<StoredEvent, 'eventID'> {
  eventID?: string;
}

export const memory = new Map<string, PendingEvent>();

function write(key: string, e: PendingEvent): void {
  if (local.set(key, JSON.stringify(e))) memory.delete(key);
  else memory.set(key, e);
}

const uniqueKey = () => `${EVENT_KEY_PREFIX}${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Writes the event (before any send) with its eventID and returns its storage key. The id is given
 * here, synchronously, so an event fired just before the page is left (a game launch, a login that
 * redirects) already has it when the page-hide beacon sends it. The browser's own UUID v4: the site
 * needs a secure context anyway (the device id is made the same way).
 */
export function putEvent(
  name: EventName,
  merchant: string,
  payload: TrackPayload,
  at = Date.now(),
  eventID: string = crypto.randomUUID(),
): string {
  const key = uniqueKey();
  write(key, { eventID, name, merchant, at, payload });
  return key;
}

export function updateEvent(key: string, e: PendingEvent): void {
  write(key, e);
}
