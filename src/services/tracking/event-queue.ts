/**
 * The persistent event queue (S4 "nothing lost"): one local-storage entry per event, written
 * before anything is sent, removed only when the back end has it. An entry per event means no
 * tab ever rewrites another tab's list (two tabs share the queue without losing a write). Where
 * storage refuses (private mode, full quota) the event is kept in memory for this visit.
 */
import { EVENT_KEY_PREFIX, memory, type PendingEvent } from './event-queue-put.ts';
import { local } from '../session/storage.ts';

export { putEvent, updateEvent, type PendingEvent } from './event-queue-put.ts';
export const DROPPED_KEY = 'trackDropped';
/** Our bound (docs/decisions.md): past it the oldest events are dropped and counted. */
export const EVENT_QUEUE_MAX = 500;

export interface Entry {
  key: string;
  event: PendingEvent;
}

const valid = (x: unknown): x is PendingEvent =>
  !!x &&
  typeof x === 'object' &&
  typeof (x as PendingEvent).name === 'string' &&
  typeof (x as PendingEvent).at === 'number' &&
  typeof (x as PendingEvent).merchant === 'string';

/** Every stored event, oldest first (unreadable entries are removed: they could never be sent). */
export function allEvents(): Entry[] {
  // An entry kept in memory (its write was refused) is the newer copy of a stored one with that key.
  const out: Entry[] = [...memory].map(([key, event]) => ({ key, event }));
  for (const key of local.keys(EVENT_KEY_PREFIX)) {
    if (memory.has(key)) continue;
    const event = local.getJson<unknown>(key) ?? null;
    if (valid(event)) out.push({ key, event });
    else removeEvents([key]);
  }
  return out.sort((a, b) => a.event.at - b.event.at || (a.key < b.key ? -1 : 1));
}

export function removeEvents(keys: readonly string[]): void {
  // An entry that cannot be removed is re-sent, and the back end drops it as a duplicate.
  for (const k of keys) {
    memory.delete(k);
    local.remove(k);
  }
}

/**
 * The events this device had to drop and not yet reported, under one report id: an upload that
 * is retried (its answer lost) brings the same id, and the back end keeps one count per id.
 */
export interface DropReport {
  count: number;
  id: string;
}

export function droppedReport(): DropReport {
  // Unreadable: nothing to report.
  const r = local.getJson<Partial<DropReport> | null>(DROPPED_KEY);
  if (r && Number.isInteger(r.count) && r.count! > 0 && typeof r.id === 'string') return r as DropReport;
  return { count: 0, id: '' };
}
function setDropped(r: DropReport): void {
  // A write that fails is counted again next time.
  if (r.count > 0) local.setJson(DROPPED_KEY, r);
  else local.remove(DROPPED_KEY);
}
/** More drops join the report not yet acknowledged (the back end keeps the larger count of an id). */
export function addDropped(n: number): void {
  const r = droppedReport();
  setDropped({ count: r.count + n, id: r.id || crypto.randomUUID() });
}
/** The back end has this report: what was dropped since it was sent goes under a new id. */
export function ackDropped(sent: DropReport): void {
  const now = droppedReport();
  setDropped({ count: Math.max(0, now.count - sent.count), id: crypto.randomUUID() });
}

/** Keeps the queue within its bound: the oldest go first, and are counted. */
export function enforceBound(max = EVENT_QUEUE_MAX): number {
  const all = allEvents();
  const over = all.length - max;
  if (over <= 0) return 0;
  removeEvents(all.slice(0, over).map((e) => e.key));
  addDropped(over);
  return over;
}
