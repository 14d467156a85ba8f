/**
 * Marketing events (S3, S4): their names, payload, which ones fire once, and the retry schedule
 * of their delivery. Pure: the tracker (services/tracking) does the storing and sending.
 */
import {
  TRACK_EVENT_NAMES,
  EVENT_ATTEMPTS,
  EVENT_BACKOFF_BASE_MS,
  EVENT_BACKOFF_JITTER_MS,
  EVENT_FALLBACK_ATTEMPTS,
  EVENT_FALLBACK_BASE_MS,
} from '../spec-constants.ts';

export type TrackName = (typeof TRACK_EVENT_NAMES)[number];
/** The performance report (S4) travels the same way, but is no marketing event: pixels never get it. */
export type EventName = TrackName | 'performance';

/** S3 "Tracking event payload" (eventID is the event's own, given by the tracker), plus what a flow adds. */
export interface TrackPayload {
  customerId?: string | number | null;
  customerName?: string | null;
  revenue?: number;
  amount?: number;
  value?: number;
  currency?: string;
  af_revenue?: number;
  af_currency?: string;
  content_id?: string;
  /** register: how the member registered (username, mobile, telegram, line, maya, firebase...). */
  method?: string;
  [extra: string]: unknown;
}

/** An event as stored and sent: the eventID is given once, before the first send, and never changes. */
export interface StoredEvent {
  eventID: string;
  name: EventName;
  merchant: string;
  /** ms since the epoch, when it happened */
  at: number;
  payload: TrackPayload;
}

export function isTrackName(x: unknown): x is TrackName {
  return typeof x === 'string' && (TRACK_EVENT_NAMES as readonly string[]).includes(x);
}

/** The two stages of S4's delivery: the upload (3 attempts), then the ping fallback (5 attempts). */
export const STAGES = {
  upload: { attempts: EVENT_ATTEMPTS, baseMs: EVENT_BACKOFF_BASE_MS },
  fallback: { attempts: EVENT_FALLBACK_ATTEMPTS, baseMs: EVENT_FALLBACK_BASE_MS },
} as const;

/**
 * The wait before attempt `next` (2, 3, ...) of a stage: base x 2^(next-2) plus up to 500 ms of
 * jitter (S4 "exponential backoff (base 1000 ms plus up to 500 ms jitter)"; the fallback's base is
 * 0, so its waits are the jitter alone: our reading, docs/decisions.md). `random` is in [0, 1).
 */
export function retryDelay(stage: keyof typeof STAGES, next: number, random: () => number): number {
  const exp = STAGES[stage].baseMs * 2 ** Math.max(0, next - 2);
  return exp + Math.floor(random() * EVENT_BACKOFF_JITTER_MS);
}
