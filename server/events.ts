/**
 * Tracking events as the back end keeps them: each once, by its eventID (the upload, the beacon
 * and the ping can all bring the same event: the first one stored wins, the others are counted as
 * duplicates). An event without a UUID eventID is refused with the reason.
 */
import type { Deps } from './context.ts';

export interface IncomingEvent {
  name: string | null;
  eventID: string | null;
  payload: unknown;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A client's event, or why it is not one. */
export function readEvent(x: unknown): IncomingEvent | string {
  const e = x as { name?: unknown; eventID?: unknown; at?: unknown; payload?: unknown } | null;
  if (!e || typeof e !== 'object') return 'an event must be an object';
  if (typeof e.name !== 'string' || !e.name) return 'an event needs a "name"';
  if (typeof e.eventID !== 'string' || !UUID.test(e.eventID)) return `event "${e.name}" needs a UUID "eventID"`;
  if (e.payload !== undefined && (typeof e.payload !== 'object' || Array.isArray(e.payload)))
    return `event "${e.name}": "payload" must be an object`;
  return { name: e.name, eventID: e.eventID, payload: { ...(e.payload as object), at: e.at } };
}

export function recordEvent(deps: Deps, merchant: string, via: string, e: IncomingEvent): 'stored' | 'duplicate' {
  const r = deps.db
    .prepare(
      'INSERT OR IGNORE INTO events (merchant, via, name, event_id, payload, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(merchant, via, e.name, e.eventID, JSON.stringify(e.payload ?? null), deps.now());
  if (r.changes) return 'stored';
  deps.db
    .prepare('INSERT INTO event_duplicates (merchant, event_id, via, received_at) VALUES (?, ?, ?, ?)')
    .run(merchant, e.eventID, via, deps.now());
  return 'duplicate';
}

/**
 * A client's count of events it had to drop (its queue was full), under its report id: a retried
 * upload brings the same id again, and a report that grew before it was acknowledged brings a
 * larger count; the back end keeps the largest count of each id once.
 */
export function recordDrops(deps: Deps, merchant: string, dropped: number, reportId: string): void {
  if (!Number.isInteger(dropped) || dropped <= 0 || !reportId) return;
  deps.db
    .prepare(
      `INSERT INTO event_drops (merchant, report_id, dropped, received_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (merchant, report_id) DO UPDATE SET dropped = MAX(dropped, excluded.dropped)`,
    )
    .run(merchant, reportId, dropped, deps.now());
}

/** collect-beacon: the real client's metrics text (api:status,elapsed:412), kept as it came (at most 1 KiB). */
export function recordMetrics(deps: Deps, merchant: string, value: string): void {
  if (!value) return;
  deps.db
    .prepare('INSERT INTO collect_metrics (merchant, value, received_at) VALUES (?, ?, ?)')
    .run(merchant, value.slice(0, 1024), deps.now());
}
export const metricsOf = (deps: Deps, merchant: string | null): { merchant: string; value: string }[] =>
  deps.db
    .prepare('SELECT merchant, value FROM collect_metrics WHERE (@m IS NULL OR merchant = @m) ORDER BY rowid')
    .all({ m: merchant }) as { merchant: string; value: string }[];

export interface EventSummary {
  merchant: string | null;
  received: number;
  duplicatesDropped: number;
  droppedByClients: number;
  byName: Record<string, number>;
  byVia: Record<string, number>;
}

export function eventSummary(deps: Deps, merchant: string | null): EventSummary {
  const m = { m: merchant };
  const where = '(@m IS NULL OR merchant = @m)';
  const count = (sql: string) => (deps.db.prepare(sql).get(m) as { n: number | null }).n ?? 0;
  const group = (col: string) =>
    Object.fromEntries(
      (
        deps.db
          .prepare(`SELECT ${col} AS k, COUNT(*) AS n FROM events WHERE ${where} GROUP BY ${col} ORDER BY ${col}`)
          .all(m) as { k: string; n: number }[]
      ).map((r) => [r.k ?? '(none)', r.n]),
    );
  return {
    merchant,
    received: count(`SELECT COUNT(*) AS n FROM events WHERE ${where}`),
    duplicatesDropped: count(`SELECT COUNT(*) AS n FROM event_duplicates WHERE ${where}`),
    droppedByClients: count(`SELECT SUM(dropped) AS n FROM event_drops WHERE ${where}`),
    byName: group('name'),
    byVia: group('via'),
  };
}
