/**
 * Maya in the sandbox: a stand-in of the Maya app's "open merchant site" step. The tester picks a
 * Maya test user; the stand-in opens the site's /m/home with a one-time Maya session id and the
 * Maya environment in the query (docs/decisions.md); POST /wps/session/login/maya spends it.
 */
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { IdentityCheck } from './types.ts';
import { MAYA_ENV_PARAM, MAYA_SESSION_PARAM } from '../../src/core/spec-constants.ts';
import {
  standInPage,
  errorPage,
  esc,
  hidden,
  userButtons,
  tenantOfOrigin,
  identitiesOf,
  formBody,
} from './stand-in-page.ts';

const COLOUR = '#0f9d58';
export const MAYA_SESSION_TTL_MS = 10 * 60_000;
export const MAYA_SANDBOX_ENV = 'sandbox';

export function mayaStandIn(deps: Deps) {
  const app = new Hono();
  const checked = (site: string | undefined) => {
    const t = tenantOfOrigin(deps, site);
    return t ? { t, origin: new URL(site!).origin } : undefined;
  };
  app.get('/launch', (c) => {
    const r = checked(c.req.query('site'));
    if (!r) return errorPage(c, 'Maya', COLOUR, 'site must be the origin of a merchant site of this sandbox.');
    return standInPage(c, {
      title: 'Maya',
      colour: COLOUR,
      body: `<h1>Open ${esc(new URL(r.origin).host)} with Maya</h1><p class="note">Sandbox stand-in of the Maya app: pick the Maya account that opens the merchant's site.</p>${userButtons(identitiesOf(r.t, 'maya'), hidden({ site: r.origin }), '/launch/confirm')}`,
    });
  });
  app.post('/launch/confirm', async (c) => {
    const q = await formBody(c);
    const r = checked(q.site);
    const u = r && identitiesOf(r.t, 'maya').find((i) => i.id === q.user);
    if (!r || !u) return errorPage(c, 'Maya', COLOUR, 'No such site or test user.');
    const id = deps.identities.grant(
      'maya-session',
      r.t.merchantCode,
      { subject: u.id, name: u.firstName },
      MAYA_SESSION_TTL_MS,
    );
    const to = new URL('/m/home', r.origin);
    to.searchParams.set(MAYA_SESSION_PARAM, id);
    to.searchParams.set(MAYA_ENV_PARAM, MAYA_SANDBOX_ENV);
    return c.redirect(to.toString(), 302);
  });
  return app;
}

/** A Maya session id: single use, this merchant's, not expired. */
export function verifyMaya(deps: Deps, t: SandboxTenant, sessionId: unknown): IdentityCheck {
  const s =
    typeof sessionId === 'string'
      ? deps.identities.take<{ subject: string; name: string }>('maya-session', t.merchantCode, sessionId)
      : undefined;
  return s
    ? { ok: true, subject: s.subject, name: s.name, spend: () => {} }
    : { ok: false, reason: 'unknown, used or expired Maya session' };
}
