/**
 * The sandbox back end: a reference WPS server (design.md's wire format) on an embedded database,
 * the built site, and test controls under /__sandbox/ (only when started with controls on).
 */
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TenantRegistry } from './tenants.ts';
import { ROOT } from '../src/core/tooling/tenant-files.ts';
import { tenantForHost, LOCAL_HOSTS, type TenantIndex } from '../src/core/tenant-host.ts';
import { prerenderedFile, fallbackFile } from '../src/core/prerendered.ts';
import { withPageTenant } from '../src/core/page-tenant.ts';
import { cookieLanguage, acceptLanguageTags } from '../src/core/page-language.ts';
import { chooseLanguage } from '../src/core/language-choice.ts';
import { openDatabase } from './db.ts';
import { loadOrCreateKeyPair } from './keys.ts';
import type { KeyPair } from './crypto.ts';
import { Members } from './store/members.ts';
import { Codes } from './store/codes.ts';
import { Identities } from './store/identities.ts';
import { standInHosts, standInHost } from './third-party/hosts.ts';
import { FACEBOOK_SDK_URL, TRACE_ID_HEADER } from '../src/core/spec-constants.ts';
import { randomBytes } from 'node:crypto';
import { emulatorVerifier } from './third-party/firebase.ts';
import { idpStandInRoutes } from './third-party/idp-stand-in.ts';
import { pixelStandInRoutes } from './third-party/pixels.ts';
import { downloadRoutes } from './routes/downloads.ts';
import { Limits } from './limits.ts';
import { Faults, type Fault } from './faults.ts';
import { RequestLog } from './request-log.ts';
import { fail, type Deps, type Env } from './context.ts';
import { sessionRoutes } from './routes/session.ts';
import { memberRoutes } from './routes/member.ts';
import { verificationRoutes } from './routes/verification.ts';
import { systemRoutes } from './routes/system.ts';
import { relayRoutes } from './routes/relay.ts';
import { captchaWidgetRoutes } from './routes/captcha-widget.ts';
import { controlRoutes } from './routes/controls.ts';
import { pageRoutes } from './routes/pages.ts';
import { chatRoutes } from './routes/chat.ts';
import { cashierRoutes } from './routes/cashier.ts';
import { bodyGuard, requestJson } from './body-guard.ts';
import { parseStored, Refusal } from './json-guard.ts';
import { securityHeaders, siteCsp, merchantOrigins, deviceSyncCsp, tenantHostSources } from './security-headers.ts';
import { DEVICE_SYNC_PATH } from '../src/core/device-sync.ts';

export interface SandboxOptions {
  controls: boolean;
  /** Where accounts, sessions and the RSA key live; omit with memory: true for a throwaway sandbox. */
  dataDir?: string;
  memory?: boolean;
  tenants?: TenantRegistry;
  distDir?: string;
  keyPair?: KeyPair;
  now?: () => number;
  /** The identity provider's Auth emulator (host:port); default FIREBASE_AUTH_EMULATOR_HOST. */
  authEmulatorHost?: string | undefined;
  /** Every tenant's catalogue at this many games (generated beside the shipped ones: server/catalogue.ts). */
  games?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function applyFault(c: Context, f: Fault): Promise<Response | undefined> {
  switch (f.kind) {
    case 'latency':
      await sleep(f.ms ?? 0);
      return undefined;
    case 'http':
      return c.json(
        { success: false, errorCode: `http_${f.status}`, message: f.message ?? `injected HTTP ${f.status}` },
        f.status as 500,
      );
    case 'code':
      return fail(c, f.code!, f.message ?? `injected ${f.code}`, (f.status ?? 200) as 200, f.value);
    case 'answer':
      return c.json(f.body as object);
    case 'timeout':
      await sleep(f.ms ?? 120_000);
      return c.body(null, 504);
    case 'drop': {
      (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
      return c.body(null, 500);
    }
  }
}

/**
 * The page a path gets: the host's tenant's pre-rendered page of the route in the player's
 * language when built, else the tenant's own index.html; each names its tenant (as nginx serves
 * the build's files: docs/deploy.md). A host no tenant serves gets the generic index.html, which
 * names none (boot says so). The host list is read here, on the server: no player downloads it.
 */
interface HostPackage {
  id: string;
  languages: string[];
  merchantCode: string;
  hosts: string[];
  deviceHost?: string;
  /** Plain localhost serves this tenant (the index's default): its pages are there too. */
  servesLocalhost?: boolean;
}

/** The built package of the host's tenant (the edge's host rule), or undefined. */
function hostPackage(dist: string, c: Context): HostPackage | undefined {
  const index = parseStored<TenantIndex>(readFileSync(join(dist, 'tenants/index.json'), 'utf8'));
  const id = tenantForHost(index, c.req.header('Host') ?? '');
  if (!id) return undefined;
  return {
    ...parseStored<HostPackage>(readFileSync(join(dist, `tenants/${id}/tenant.json`), 'utf8')),
    id,
    servesLocalhost: index.defaultTenant === id,
  };
}

function sitePage(dist: string, c: Context): { html: string; tenant?: string; deviceHost?: string } {
  let tenant: string | undefined;
  try {
    const pkg = hostPackage(dist, c);
    tenant = pkg?.id;
    if (pkg && tenant) {
      const { languages, merchantCode, deviceHost } = pkg;
      const named = (html: string) => ({
        html: withPageTenant(html, { id: tenant!, merchantCode, languages }),
        tenant,
        ...(deviceHost ? { deviceHost } : {}),
      });
      // The language boot will choose (docs/deploy.md), else the tenant's default language's page.
      const choices = [
        chooseLanguage(
          languages,
          cookieLanguage(c.req.header('Cookie')),
          acceptLanguageTags(c.req.header('Accept-Language')),
        ),
        chooseLanguage(languages, null, []),
      ];
      for (const language of choices) {
        const file = prerenderedFile(tenant, c.req.path, language);
        if (file && existsSync(join(dist, file))) return named(readFileSync(join(dist, file), 'utf8'));
      }
      const fallback = join(dist, fallbackFile(tenant)!);
      return named(readFileSync(existsSync(fallback) ? fallback : join(dist, 'index.html'), 'utf8'));
    }
  } catch {
    // no tenant index: the generic page (boot shows why)
  }
  return { html: readFileSync(join(dist, 'index.html'), 'utf8'), tenant };
}

export function createSandbox(opts: SandboxOptions) {
  const now = opts.now ?? Date.now;
  const tenants = opts.tenants ?? new TenantRegistry();
  if (opts.games) tenants.catalogueSize = opts.games;
  const emulatorHost = opts.authEmulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const db = openDatabase({ dataDir: opts.dataDir, memory: opts.memory ?? !opts.dataDir });
  const deps: Deps = {
    db,
    tenants,
    now,
    members: new Members(db, now),
    codes: new Codes(db, now),
    limits: new Limits(now),
    faults: new Faults(),
    requests: new RequestLog(),
    identities: new Identities(db, now),
    idTokens: emulatorHost ? emulatorVerifier(emulatorHost, now) : undefined,
    keyPair: opts.keyPair ?? loadOrCreateKeyPair(opts.memory ? undefined : opts.dataDir),
  };
  const seed = () => {
    for (const t of tenants.all()) {
      deps.members.seed(t.merchantCode, t.data.accounts, t.data.secrets.defaultPassword);
      // The test users that are bound start bound (the registry checked that their accounts exist).
      for (const i of t.data.identities) {
        const m = i.boundTo ? deps.members.byUsername(t.merchantCode, i.boundTo) : undefined;
        if (m && (i.provider === 'telegram' || i.provider === 'line' || i.provider === 'maya'))
          deps.identities.bind(t.merchantCode, i.provider, i.id, m.id);
      }
    }
  };
  seed();

  const app = new Hono<Env>();
  // Compressed answers, as the CDN in front of the real site gives them (the bench measures what players get).
  app.use('*', securityHeaders);
  app.use('*', compress());
  app.use('*', bodyGuard);
  // A value the JSON guard refused inside a route (what a body decrypts to, a query's JSON): its
  // answer with the reason. Anything else is a fault of the sandbox: logged, 500 (hono's default).
  app.onError((e, c) => {
    if (e instanceof Refusal) return fail(c, e.code, e.message, e.status);
    console.error(e);
    return c.text('Internal Server Error', 500);
  });
  // Every request but the controls' own, as it arrives (tests read what was and was not sent).
  if (opts.controls)
    app.use('*', async (c, next) => {
      if (!c.req.path.startsWith('/__sandbox/'))
        c.set(
          'logged',
          deps.requests.record(
            c.req.method,
            c.req.path,
            c.req.header('Merchant') ?? c.req.query('merchantCode') ?? null,
          ),
        );
      await next();
    });
  app.use('*', standInHosts(deps));
  // The built site; the browser tests switch it to a second build to see the update flow (S4).
  const site = { dist: opts.distDir ?? join(ROOT, 'dist') };
  if (opts.controls) {
    app.route('/__sandbox', controlRoutes(deps, seed));
    app.post('/__sandbox/site', async (c) => {
      const b = (await requestJson(c)) as { dist?: unknown } | undefined;
      if (typeof b?.dist !== 'string' || !existsSync(join(b.dist, 'index.html')))
        return c.json({ error: 'send { dist: <a built site directory> }' }, 400);
      site.dist = b.dist;
      return c.json({ dist: site.dist });
    });
  }
  app.all('/__sandbox/*', (c) => c.json({ error: 'the sandbox test controls are off' }, 404));

  // Faults first (so they hit any call), then the merchant: every /wps call names one.
  app.use('/wps/*', async (c, next) => {
    const f = opts.controls ? deps.faults.take(c.req.method, c.req.path) : undefined;
    if (f) {
      const res = await applyFault(c, f);
      if (res) return res;
    }
    // A beacon carries no header (collect-beacon): its merchant is in its text/plain body.
    const beacon =
      c.req.path === '/wps/system/collect' && !c.req.header('Merchant')
        ? ((await requestJson(c).catch(() => undefined)) as { merchant?: unknown } | undefined)?.merchant
        : undefined;
    const t = tenants.byMerchant(
      c.req.header('Merchant') ?? c.req.query('merchantCode') ?? (typeof beacon === 'string' ? beacon : undefined),
    );
    if (!t)
      return fail(
        c,
        'merchant.not.found',
        `unknown merchant "${c.req.header('Merchant') ?? ''}" (send the Merchant header)`,
        400,
      );
    c.set('tenant', t);
    c.header('Cache-Control', 'no-store');
    // login-success-session: every answer carries a trace id; the client keeps a login's as spanId.
    c.header(TRACE_ID_HEADER, randomBytes(8).toString('hex'));
    await next();
  });
  for (const routes of [
    systemRoutes,
    sessionRoutes,
    memberRoutes,
    verificationRoutes,
    relayRoutes,
    captchaWidgetRoutes,
    pageRoutes,
    chatRoutes,
    cashierRoutes,
    idpStandInRoutes,
    pixelStandInRoutes,
  ])
    routes(app, deps);
  app.all('/wps/*', (c) => fail(c, 'not.found', `no such call: ${c.req.method} ${c.req.path}`, 404));
  downloadRoutes(app, deps);

  if (existsSync(join(site.dist, 'index.html'))) {
    app.use('/assets/*', async (c, next) => {
      await next();
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The service worker and the asset hash are looked at again on every check (S4).
    app.use('/m/sw.js', async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-cache');
    });
    for (const manifest of ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'])
      app.use(manifest, async (c, next) => {
        await next();
        c.header('Cache-Control', 'no-store');
      });
    // A4's device-id sync page: framed by the host's merchant's own hosts only (as nginx sends it).
    app.use(DEVICE_SYNC_PATH, async (c, next) => {
      await next();
      let pkg: HostPackage | undefined;
      try {
        pkg = hostPackage(site.dist, c);
      } catch {
        // no tenant index: framed by no one
      }
      // Plain localhost is one of the default tenant's hosts here (tenantForHost): its pages frame it too.
      const local = pkg?.servesLocalhost ? LOCAL_HOSTS.filter((h) => !h.includes(':')).map((h) => `${h}:*`) : [];
      c.header(
        'Content-Security-Policy',
        deviceSyncCsp(pkg ? [...tenantHostSources(pkg.id, pkg.hosts), ...local] : []),
      );
    });
    // precompressed: the build's gzip copy of a script or style (x.js.gz) when the browser takes gzip,
    // as nginx's gzip_static does (docs/deploy.md), instead of compressing it again per request.
    // The host list is the edge's, not the players' (nginx refuses it too): a page names its tenant.
    app.get('/tenants/index.json', (c) => c.text('Not found', 404));
    app.get('/pages/*', (c) => c.text('Not found', 404));
    // Nor is a dot-folder (the merchants' releases, the bundler manifest), as nginx refuses them.
    app.use('/*', async (c, next) => (c.req.path.includes('/.') ? c.text('Not found', 404) : next()));
    // The bare address and index.html are pages, not files: they get the host's tenant's page and
    // its policy below (served as a file, the generic index.html got the fallback policy, which
    // blocks every script: the page stayed on "Please wait...").
    // (Made per request: the control API's /site switches site.dist to another build.)
    app.use('/*', (c, next) =>
      c.req.path === '/' || c.req.path === '/index.html'
        ? next()
        : serveStatic({ root: relative(process.cwd(), site.dist) || '.', precompressed: true })(c, next),
    );
    // The single-page app: every /m/ route and / get the tenant's pre-rendered page for the route
    // (docs/deploy.md), else index.html.
    app.get('*', (c) => {
      if (c.req.path !== '/' && c.req.path !== '/index.html' && !c.req.path.startsWith('/m'))
        return c.text('Not found', 404);
      const { html, tenant, deviceHost } = sitePage(site.dist, c);
      c.header('Vary', 'Accept-Language, Cookie');
      const emulator = deps.idTokens?.emulatorUrl;
      // The host's merchant's third parties only (a host without a tenant gets the boot error page).
      const allow = merchantOrigins(
        tenants
          .all()
          .filter((t) => t.id === tenant)
          .map((t) => tenants.merchantConfig(t)),
        emulator ? [emulator] : [],
        deviceHost,
        `${new URL(c.req.url).protocol}//${standInHost('telegram', c.req.header('Host'))}`,
      );
      // The Facebook SDK's stand-in (the status answer points the site at it).
      if (allow.scripts.includes(new URL(FACEBOOK_SDK_URL).origin))
        allow.scripts.push(`http://${standInHost('facebook', c.req.header('Host'))}`);
      c.header('Content-Security-Policy', siteCsp(html, allow));
      return c.html(html);
    });
  } else {
    app.get('*', (c) => c.text('The site is not built: run "npm run build" (npm start does it for you).', 503));
  }
  return { app, deps, close: () => db.close() };
}
