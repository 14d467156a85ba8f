/** The sandbox's events view for QA (/__sandbox/events/view): per tenant, what arrived and what was dropped as a duplicate. */
import type { Deps } from '../context.ts';
import { eventSummary } from '../events.ts';
import { parseStored } from '../json-guard.ts';

export interface EventRow {
  id: number;
  merchant: string;
  via: string;
  name: string | null;
  eventID: string | null;
  payload: unknown;
  receivedAt: number;
}

export function eventRows(deps: Deps, merchant: string | null): EventRow[] {
  const rows = deps.db
    .prepare(
      'SELECT id, merchant, via, name, event_id AS eventID, payload, received_at AS receivedAt FROM events WHERE (@m IS NULL OR merchant = @m) ORDER BY id',
    )
    .all({ m: merchant }) as (EventRow & { payload: string })[];
  return rows.map((r) => ({ ...r, payload: parseStored(r.payload) }));
}

const esc = (s: unknown) =>
  String(s).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export function eventsPage(deps: Deps, merchant: string | null): string {
  const tenants = deps.tenants.all();
  const shown = merchant ? tenants.filter((t) => t.merchantCode === merchant) : tenants;
  const sections = shown.map((t) => {
    const s = eventSummary(deps, t.merchantCode);
    const rows = eventRows(deps, t.merchantCode).slice(-200).reverse();
    const counts = Object.entries(s.byName)
      .map(([n, k]) => `<li>${esc(n)}: ${k}</li>`)
      .join('');
    const table = rows
      .map(
        (r) =>
          `<tr><td>${new Date(r.receivedAt).toISOString()}</td><td>${esc(r.name)}</td><td>${esc(r.via)}</td><td><code>${esc(r.eventID)}</code></td><td><code>${esc(JSON.stringify(r.payload))}</code></td></tr>`,
      )
      .join('');
    return `<section aria-labelledby="t-${esc(t.id)}"><h2 id="t-${esc(t.id)}">${esc(t.id)} (${esc(t.merchantCode)})</h2>
<p>Received: <strong>${s.received}</strong>. Duplicates dropped: <strong>${s.duplicatesDropped}</strong>. Dropped by clients (queue full): <strong>${s.droppedByClients}</strong>.</p>
<ul>${counts || '<li>No events yet.</li>'}</ul>
<table><caption>Latest events (newest first, at most 200)</caption><thead><tr><th scope="col">Received</th><th scope="col">Event</th><th scope="col">Via</th><th scope="col">eventID</th><th scope="col">Payload</th></tr></thead><tbody>${table}</tbody></table></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox events</title>
<style>body{font:14px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:4px;text-align:left;vertical-align:top}code{word-break:break-all}</style></head>
<body><h1>Tracking events received by the sandbox</h1><p><a href="?">All tenants</a> ${tenants.map((t) => `· <a href="?merchant=${encodeURIComponent(t.merchantCode)}">${esc(t.id)}</a>`).join(' ')}</p>${sections.join('')}</body></html>`;
}
