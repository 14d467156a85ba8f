/**
 * The studio's HTTP face: its page (studio/web, built apart from the player's site), its JSON API
 * over the drafts and the CLI's own functions, and the preview of each tenant at
 * <id>.localhost (preview.ts). Every request passes the access guard first (access.ts).
 */
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { bodyLimit } from 'hono/body-limit';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Drafts } from './drafts.ts';
import { draftState } from './draft-check.ts';
import { explainAt, diffDraft } from './inspect.ts';
import { publishDraft } from './publish-draft.ts';
import { previewResponse } from './preview.ts';
import { accessGuard, type AccessOptions } from './access.ts';
import { editorSchema, schemaKindOf, SCHEMA_FILES, type SchemaKind } from './editor-schemas.ts';
import { PathRefused, tenantIdOf } from './tenant-paths.ts';
import { createTenant } from './new-tenant.ts';
import type { SandboxChild } from './sandbox-child.ts';
import { listTenantIds } from '../../src/core/tooling/tenant-files.ts';
import { isObject } from '../../src/core/guards.ts';
import { switchesOf } from '../../cli/lib/matrix/tenant-switches.ts';
import { overlayOf } from '../../cli/commands/matrix.ts';
import { ACCEPTED_LANGUAGES } from '../../src/core/spec-constants.ts';
import { siteHome } from '../../cli/lib/site-template.ts';

export interface StudioOptions extends AccessOptions {
  root: string;
  dist: string;
  /** The studio page's built files (vite build -c studio/vite.config.ts). */
  web: string;
  sandbox: SandboxChild;
  /** The published site, `{id}` for the tenant (tenant studio --site). */
  site?: string | undefined;
}

const PREVIEW_HOST = /^([a-z0-9-]+)\.localhost(:\d+)?$/;
/** What a request body may hold at most: the largest tenant file an operator edits. */
const MAX_BODY = 2 * 1024 * 1024;

async function body(c: Context): Promise<Record<string, unknown>> {
  if (!c.req.header('Content-Type')?.startsWith('application/json')) throw new PathRefused('send JSON');
  const b = (await c.req.json()) as unknown;
  if (!isObject(b)) throw new PathRefused('send a JSON object');
  return b;
}

export function createStudio(o: StudioOptions) {
  const drafts = new Drafts(o.root);
  /** The switches the operator set per tenant (the overlay the sandbox serves). */
  const overlays = new Map<string, Record<string, boolean>>();
  const app = new Hono();
  app.use('*', accessGuard(o));
  // Counted as it arrives, a chunked body too.
  app.use('/api/*', bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ error: 'the body is too large' }, 413) }));
  app.onError((e, c) =>
    e instanceof PathRefused ? c.json({ error: e.message }, 400) : c.json({ error: (e as Error).message }, 500),
  );

  // The preview hosts.
  app.use('*', async (c, next) => {
    const m = PREVIEW_HOST.exec(c.req.header('Host') ?? '');
    if (!m) return next();
    if (!listTenantIds(o.root).includes(m[1]!)) return c.text(`no tenant "${m[1]}"`, 404);
    return previewResponse(c, m[1]!, { dist: o.dist, sandbox: o.sandbox, state: (id) => draftState(drafts, id) });
  });

  app.use('*', async (c, next) => {
    await next();
    // The studio's own page: framed by no one; its editor styles itself with inline style elements.
    if (!c.req.path.startsWith('/api/')) {
      c.header('X-Frame-Options', 'DENY');
      c.header(
        'Content-Security-Policy',
        "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-src http://*.localhost:*; img-src 'self' data:; frame-ancestors 'none'",
      );
    }
    c.header('X-Content-Type-Options', 'nosniff');
  });

  app.get('/api/info', (c) =>
    c.json({
      // Each tenant's published site when the operator named it (--site); its published build, as
      // the studio's own sandbox serves it (with the preview's switches), always.
      tenants: listTenantIds(o.root).map((id) => ({
        id,
        draft: drafts.hasDraft(id),
        site: o.site ? siteHome(o.site, id) : null,
        build: `http://${id}.localhost:${o.sandbox.port}/m/home`,
      })),
      languages: ACCEPTED_LANGUAGES,
    }),
  );
  app.get('/api/schemas/:kind', (c) => {
    const kind = c.req.param('kind');
    if (!(kind in SCHEMA_FILES)) return c.json({ error: `no schema ${kind}` }, 404);
    return c.json(editorSchema(kind as SchemaKind));
  });
  app.post('/api/tenants', async (c) => {
    const made = await createTenant(await body(c));
    if (made.ok) await o.sandbox.control('/tenants/reload', {});
    return c.json(made, made.ok ? 200 : 422);
  });
  app.get('/api/tenants/:id', (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    const state = draftState(drafts, id);
    const screens = (isObject(state.resolved.doc.screens) ? state.resolved.doc.screens : {}) as Record<string, unknown>;
    const routes = Object.values(screens)
      .map((s) => (isObject(s) && typeof s.route === 'string' ? s.route : ''))
      .filter((r) => /^\/m(\/[A-Za-z0-9_-]+)*$/.test(r))
      .sort();
    const overlay = overlays.get(id) ?? {};
    return c.json({
      id,
      files: drafts.files(id).map((f) => ({ path: f, kind: schemaKindOf(f) })),
      draft: drafts.hasDraft(id),
      languages: state.pkg.config.languages,
      routes,
      demoAccounts: state.demoAccounts,
      switches: switchesOf(state.resolved.doc).map((s) => ({
        name: s.name,
        on: overlay[s.name] ?? state.switches[s.name] ?? false,
      })),
    });
  });
  app.get('/api/tenants/:id/file', (c) =>
    c.json(drafts.read(tenantIdOf(o.root, c.req.param('id')), c.req.query('path') ?? '')),
  );
  app.put('/api/tenants/:id/file', async (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    const b = await body(c);
    if (typeof b.path !== 'string' || typeof b.text !== 'string' || typeof b.base !== 'string')
      throw new PathRefused('send { path, text, base }');
    const saved = drafts.save(id, b.path, b.text, b.base);
    return saved.ok ? c.json(saved) : c.json(saved, 409);
  });
  app.get('/api/tenants/:id/problems', (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    const state = draftState(drafts, id);
    return c.json({
      problems: state.problems,
      draft: drafts.hasDraft(id),
      print: drafts.print(id),
      stalePreview: state.stalePreview,
    });
  });
  app.post('/api/tenants/:id/explain', async (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    const b = await body(c);
    if (typeof b.path !== 'string' || typeof b.offset !== 'number') throw new PathRefused('send { path, offset }');
    const { text } = drafts.read(id, b.path);
    return c.json(explainAt(draftState(drafts, id), o.root, b.path, text, b.offset));
  });
  app.get('/api/tenants/:id/diff', (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    return c.json(diffDraft(draftState(drafts, id), o.root));
  });
  app.post('/api/tenants/:id/switches', async (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    const b = await body(c);
    const known = new Set(switchesOf(draftState(drafts, id).resolved.doc).map((s) => s.name));
    const set = Object.entries(b).filter(([k, v]) => known.has(k) && typeof v === 'boolean') as [string, boolean][];
    if (set.length !== Object.keys(b).length) throw new PathRefused(`send switches this tenant reads: ${[...known]}`);
    const overlay = { ...overlays.get(id), ...Object.fromEntries(set) };
    const r = await o.sandbox.control(`/tenants/${id}/config`, overlayOf(overlay));
    if (r.status !== 200) return c.json({ error: JSON.stringify(r.body) }, 502);
    overlays.set(id, overlay);
    return c.json({ switches: overlay });
  });
  app.post('/api/tenants/:id/publish', async (c) => {
    const id = tenantIdOf(o.root, c.req.param('id'));
    const b = await body(c);
    const published = await publishDraft(drafts, id, String(b.print ?? ''), o.dist);
    drafts.touch(id);
    // The sandbox reads the published sandbox.json again (the preview's back end).
    if (published.ok || published.step === 'publish') await o.sandbox.control('/tenants/reload', {});
    return c.json(published, published.ok ? 200 : 422);
  });
  app.delete('/api/tenants/:id/draft', (c) => {
    drafts.discard(tenantIdOf(o.root, c.req.param('id')));
    return c.json({ draft: false });
  });
  app.all('/api/*', (c) => c.json({ error: `no such call: ${c.req.method} ${c.req.path}` }, 404));

  if (existsSync(join(o.web, 'index.html')))
    app.use('/*', serveStatic({ root: relative(process.cwd(), o.web) || '.' }));
  app.get('*', (c) =>
    c.text(
      'The studio page is not built: run "npm run studio" (it builds it) or vite build -c studio/vite.config.ts',
      503,
    ),
  );
  return app;
}
