/**
 * The sandbox back end: a reference WPS server (answers as design.md's wire format), the built
 * site, and test controls under /__sandbox/ (only when started with controls on).
 */
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TenantRegistry, type SandboxTenant } from './tenants.ts';
import { ROOT } from '../cli/lib/tenant-package.ts';
import { generateKeyPair, decryptBody, DecryptError, type KeyPair } from './crypto.ts';
import { AccountStore } from './accounts.ts';

export interface SandboxOptions { tenants?: TenantRegistry; distDir?: string; controls: boolean; keyPair?: KeyPair }

export const ok = (c: Context, value: unknown) => c.json({ success: true, value });
export const fail = (c: Context, code: string, message: string, status: 200 | 400 | 401 | 404 | 429 | 500 = 200) => c.json({ success: false, code, message }, status);

export function createSandbox(opts: SandboxOptions) {
  const tenants = opts.tenants ?? new TenantRegistry();
  const keyPair = opts.keyPair ?? generateKeyPair();
  const accounts = new AccountStore();
  for (const t of tenants.all()) accounts.seed(t.merchantCode, t.data.accounts, t.data.merchantConfig.register.defaultPassword);
  const app = new Hono<{ Variables: { tenant: SandboxTenant } }>();

  /** The JSON payload of an encrypted body (design.md "The wire"), or a clear error answer. */
  async function decrypted(c: Context): Promise<{ ok: true; payload: Record<string, unknown> } | { ok: false; res: Response }> {
    const body = await c.req.json().catch(() => null);
    try {
      const payload = decryptBody(keyPair, { encryption: c.req.header('Encryption'), digest: c.req.header('X-Digest'), rsa: c.req.header('X-RSA') }, body);
      if (!payload || typeof payload !== 'object') throw new DecryptError('encryption.des.invalid', 'the decrypted body is not a JSON object');
      return { ok: true, payload: payload as Record<string, unknown> };
    } catch (e) {
      if (e instanceof DecryptError) return { ok: false, res: fail(c, e.code, e.message, 400) };
      throw e;
    }
  }

  // Every /wps call names its merchant; unknown merchants get one clear answer.
  app.use('/wps/*', async (c, next) => {
    const t = tenants.byMerchant(c.req.header('Merchant'));
    if (!t) return fail(c, 'merchant.not.found', `unknown merchant "${c.req.header('Merchant') ?? ''}" (send the Merchant header)`, 400);
    c.set('tenant', t);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.get('/wps/v2/system/status', (c) => ok(c, tenants.merchantConfig(c.get('tenant'))));

  // A7: the public key as text (one line of base64 SPKI), never cached.
  app.get('/wps/session/key/rsa', (c) => c.text(keyPair.publicPem.replace(/-----[A-Z ]+-----|\s/g, '')));

  app.post('/wps/session/login', async (c) => {
    const d = await decrypted(c);
    if (!d.ok) return d.res;
    const t = c.get('tenant');
    const { username, password } = d.payload as { username?: unknown; password?: unknown };
    if (typeof username !== 'string' || typeof password !== 'string') return fail(c, 'login.params.invalid', 'username and password are required');
    const m = accounts.authenticate(t.merchantCode, username, password);
    // One answer for a wrong username or a wrong password: no account enumeration.
    if (!m) return fail(c, 'login.cred.err', 'The username or password is incorrect.');
    const s = accounts.openSession(m, t.merchantCode);
    return ok(c, { token: s.token, id: m.id, userName: m.username, customerType: m.customerType, firstTimeLogin: m.firstTimeLogin, passwordExpired: m.passwordExpired });
  });

  if (opts.controls) {
    const controls = new Hono();
    controls.get('/tenants', (c) => c.json(tenants.all().map((t) => ({ id: t.id, merchantCode: t.merchantCode }))));
    /** Body: { switches?: {FLAG: bool}, settings?: {...}, merchantConfig?: {deep patch} } */
    controls.post('/tenants/:id/config', async (c) => {
      const t = tenants.byId(c.req.param('id'));
      if (!t) return c.json({ error: `no tenant ${c.req.param('id')}` }, 404);
      const body = (await c.req.json().catch(() => null)) as { switches?: object; settings?: object; merchantConfig?: object } | null;
      if (!body || typeof body !== 'object') return c.json({ error: 'send a JSON object' }, 400);
      tenants.override(t, { ...(body.merchantConfig ?? {}), ...(body.switches ? { whitelabelVal: body.switches } : {}), ...(body.settings ? { settings: body.settings } : {}) });
      return c.json({ merchantConfig: tenants.merchantConfig(t) });
    });
    controls.post('/reset', (c) => { tenants.resetOverrides(); return c.json({ reset: true }); });
    app.route('/__sandbox', controls);
  }
  app.all('/__sandbox/*', (c) => c.json({ error: 'the sandbox test controls are off' }, 404));
  app.all('/wps/*', (c) => fail(c, 'not.found', `no such call: ${c.req.method} ${c.req.path}`, 404));

  const dist = opts.distDir ?? join(ROOT, 'dist');
  if (existsSync(join(dist, 'index.html'))) {
    const root = relative(process.cwd(), dist) || '.';
    app.use('/assets/*', async (c, next) => { await next(); c.header('Cache-Control', 'public, max-age=31536000, immutable'); });
    app.use('/*', serveStatic({ root }));
    const indexHtml = () => readFileSync(join(dist, 'index.html'), 'utf8');
    // The single-page app: every /m/ route and / get index.html.
    app.get('*', (c) => (c.req.path === '/' || c.req.path.startsWith('/m') ? c.html(indexHtml()) : c.text('Not found', 404)));
  } else {
    app.get('*', (c) => c.text('The site is not built: run "npm run build" (npm start does it for you).', 503));
  }
  return { app, tenants };
}
