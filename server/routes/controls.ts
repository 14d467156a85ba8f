/**
 * Test controls under /__sandbox/ (only when the sandbox runs for local use or tests): read the
 * SMS outbox, set switches and settings, inject faults, list tracking events, read a member, list
 * the requests received, reset.
 */
import { Hono } from 'hono';
import { wipe } from '../db.ts';
import { checkFault } from '../faults.ts';
import type { Deps } from '../context.ts';
import { eventSummary, metricsOf } from '../events.ts';
import { eventRows, eventsPage } from './events-view.ts';
import { pixelHits } from '../third-party/pixels.ts';
import { requestJson } from '../body-guard.ts';
import { parseStored } from '../json-guard.ts';

export function controlRoutes(deps: Deps, reseed: () => void) {
  const c = new Hono();
  c.get('/tenants', (x) => x.json(deps.tenants.all().map((t) => ({ id: t.id, merchantCode: t.merchantCode }))));

  /**
   * Reads the tenant files again (npm run dev calls it after rebuilding the packages): a new tenant
   * is served and its demo accounts seeded without a restart. A tenant that does not load leaves
   * every tenant as it was, and the answer says why.
   */
  c.post('/tenants/reload', (x) => {
    try {
      deps.tenants.reload();
    } catch (e) {
      return x.json({ error: (e as Error).message }, 422);
    }
    reseed();
    return x.json({ tenants: deps.tenants.all().map((t) => t.id) });
  });

  /**
   * Body: { switches?: {FLAG: bool}, settings?: {...}, merchantConfig?: {deep patch},
   * content?: {banners?: [...], announcements?: [...], country?: {...}}, catalogue?: N }: N games
   * in the catalogue (generated beside the shipped ones, server/catalogue.ts); content lists and the
   * country info (currency included) replace the tenant's own (what the relay calls and
   * /wps/system/country answer), as a merchant changing them in its back end would.
   */
  c.post('/tenants/:id/config', async (x) => {
    const t = deps.tenants.byId(x.req.param('id'));
    if (!t) return x.json({ error: `no tenant ${x.req.param('id')}` }, 404);
    const body = (await requestJson(x)) as {
      switches?: object;
      settings?: object;
      merchantConfig?: object;
      content?: Record<string, unknown>;
      catalogue?: unknown;
    } | null;
    if (!body || typeof body !== 'object') return x.json({ error: 'send a JSON object' }, 400);
    // catalogue: N gives the tenant a catalogue of N games (server/catalogue.ts) until the reset.
    if (body.catalogue !== undefined) {
      const n = body.catalogue;
      if (!(typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100_000))
        return x.json({ error: 'catalogue takes a number of games from 1 to 100000' }, 400);
      deps.tenants.overrideContent(t, deps.tenants.catalogue(t, n));
    }
    if (body.content !== undefined) {
      const lists = body.content;
      const known = ['banners', 'announcements'];
      // The country info (currency and dialling codes) is one object, the others are lists.
      const fits = (k: string, v: unknown) =>
        k === 'country' ? !!v && typeof v === 'object' && !Array.isArray(v) : known.includes(k) && Array.isArray(v);
      const bad =
        !lists || typeof lists !== 'object'
          ? ['(not an object)']
          : Object.keys(lists).filter((k) => !fits(k, lists[k]));
      if (bad.length)
        return x.json(
          { error: `content takes lists of ${known.join(' and ')} and a country object; not ${bad.join(', ')}` },
          400,
        );
      deps.tenants.overrideContent(t, lists as Parameters<typeof deps.tenants.overrideContent>[1]);
    }
    deps.tenants.override(t, {
      ...(body.merchantConfig ?? {}),
      ...(body.switches ? { whitelabelVal: body.switches } : {}),
      ...(body.settings ? { settings: body.settings } : {}),
    });
    return x.json({ merchantConfig: deps.tenants.merchantConfig(t) });
  });

  c.get('/outbox', (x) =>
    x.json(
      deps.codes.outbox({
        ...(x.req.query('merchant') ? { merchant: x.req.query('merchant')! } : {}),
        ...(x.req.query('mobile') ? { mobile: x.req.query('mobile')! } : {}),
      }),
    ),
  );

  /** What the sandbox was asked since the last reset: ?path= (exact) or ?prefix=, and ?merchant=. */
  c.get('/requests', (x) => {
    const q = (k: string) => x.req.query(k) || undefined;
    return x.json(deps.requests.find({ path: q('path'), prefix: q('prefix'), merchant: q('merchant') }));
  });
  c.delete('/requests', (x) => {
    deps.requests.clear();
    return x.json({ cleared: true });
  });

  c.get('/faults', (x) => x.json(deps.faults.all()));
  c.post('/faults', async (x) => {
    const spec = checkFault(await requestJson(x));
    return typeof spec === 'string' ? x.json({ error: spec }, 400) : x.json(deps.faults.add(spec), 201);
  });
  c.delete('/faults', (x) => {
    deps.faults.clear();
    return x.json({ cleared: true });
  });

  c.get('/events', (x) => x.json(eventRows(deps, x.req.query('merchant') ?? null)));
  c.get('/events/summary', (x) => x.json(eventSummary(deps, x.req.query('merchant') ?? null)));
  // The collect beacon's metrics texts (collect-beacon: api:status,elapsed:<ms>), oldest first.
  c.get('/metrics', (x) => x.json(metricsOf(deps, x.req.query('merchant') ?? null)));
  /** The QA view: what arrived, per tenant, with the duplicates the back end dropped. */
  c.get('/events/view', (x) => x.html(eventsPage(deps, x.req.query('merchant') ?? null)));
  c.get('/pixels', (x) =>
    x.json(pixelHits(deps, x.req.query('merchant') ?? null, Number(x.req.query('since') ?? 0) || 0)),
  );
  /** Push tokens bound by members (CSP_fcmBind) and their topics (CSP_fcmSubscribe). */
  c.get('/push', (x) =>
    x.json(
      (
        deps.db
          .prepare(
            'SELECT registration_token AS token, merchant, member_id AS memberId, topics FROM push_bindings WHERE (@m IS NULL OR merchant = @m) ORDER BY created_at',
          )
          .all({ m: x.req.query('merchant') ?? null }) as { topics: string }[]
      ).map((r) => ({ ...r, topics: parseStored<string[]>(r.topics) })),
    ),
  );

  c.get('/members/:merchant/:username', (x) => {
    const m = deps.members.byUsername(x.req.param('merchant'), x.req.param('username'));
    return m ? x.json(m) : x.json({ error: 'no such member' }, 404);
  });

  /** A session for a member without the login flow (QA and tests of token-in-URL): { merchant, username } -> { token }. */
  c.post('/sessions', async (x) => {
    const b = ((await requestJson(x)) ?? {}) as { merchant?: string; username?: string };
    const m = b.merchant && b.username ? deps.members.byUsername(b.merchant, b.username) : undefined;
    return m
      ? x.json({ token: deps.members.openSession(m) })
      : x.json({ error: 'give the merchant and username of an existing member' }, 404);
  });

  /** Back to the seeded state: overrides, faults and rate limits cleared, database wiped and reseeded. */
  c.post('/reset', (x) => {
    deps.tenants.resetOverrides();
    deps.faults.clear();
    deps.requests.clear();
    deps.limits.reset();
    wipe(deps.db);
    reseed();
    return x.json({ reset: true });
  });
  return c;
}
