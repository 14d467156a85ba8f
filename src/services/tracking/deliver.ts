/**
 * One delivery pass over the queue (S4): the oldest batch goes up by the event upload, up to 3
 * attempts with backoff 1000 ms x 2^n plus up to 500 ms jitter; when all three fail, each event
 * goes by the ping fallback, up to 5 attempts with base 0. An event leaves the queue only when the
 * back end has answered for it; a pass that cannot deliver leaves the rest for the next one.
 */
import { retryDelay, type StoredEvent } from '../../core/tracking/events.ts';
import { STAGES } from '../../core/tracking/events.ts';
import type { DropReport, Entry } from './event-queue.ts';

export interface Transport {
  upload(events: StoredEvent[], dropped: DropReport): Promise<unknown>;
  ping(e: StoredEvent): Promise<unknown>;
  /**
   * True once the back end said it has no event upload (the upload is ours, docs/contract.md; a
   * real WPS back end answers it 404): the events then go by ping at once, no retries first.
   */
  uploadMissing?(): boolean;
}
export interface DeliverDeps {
  transport: Transport;
  /** Events ready to send (eventID given), oldest first. */
  ready(): Entry[];
  remove(keys: readonly string[]): void;
  dropped(): DropReport;
  ackDropped(sent: DropReport): void;
  sleep(ms: number): Promise<void>;
  random(): number;
}

/** Our batch size (docs/decisions.md): one upload carries at most this many events. */
export const UPLOAD_BATCH = 50;

const sent = (e: Entry) => e.event as StoredEvent;

async function attempts(stage: keyof typeof STAGES, d: DeliverDeps, call: () => Promise<unknown>): Promise<boolean> {
  for (let n = 1; n <= STAGES[stage].attempts; n++) {
    if (n > 1) await d.sleep(retryDelay(stage, n, d.random));
    try {
      await call();
      return true;
    } catch {
      // The next attempt, or the next stage: at once when there is nothing to retry.
      if (stage === 'upload' && d.transport.uploadMissing?.()) return false;
    }
  }
  return false;
}

/** Sends one batch. True when it was delivered (by upload or fallback), false when the back end could not be reached. */
export async function deliverBatch(d: DeliverDeps): Promise<boolean> {
  const batch = d.ready().slice(0, UPLOAD_BATCH);
  if (!batch.length) return true;
  const dropped = d.dropped();
  const upload = !d.transport.uploadMissing?.();
  if (upload && (await attempts('upload', d, () => d.transport.upload(batch.map(sent), dropped)))) {
    d.remove(batch.map((e) => e.key));
    if (dropped.count) d.ackDropped(dropped);
    return true;
  }
  for (const e of batch) {
    if (!(await attempts('fallback', d, () => d.transport.ping(sent(e))))) return false; // still down: the rest waits
    d.remove([e.key]);
  }
  return true;
}

/** Batches until the queue is empty or the back end is out of reach. */
export async function deliverAll(d: DeliverDeps): Promise<boolean> {
  while (d.ready().length) if (!(await deliverBatch(d))) return false;
  return true;
}
