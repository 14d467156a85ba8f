/**
 * The static host at a thousand merchants (issue 36): the documented nginx configuration loads the
 * host, language and policy maps of 1,000 generated tenants with four hosts each (one of them an
 * 84-character name) with no warning, and a random sample of hosts each gets its own tenant's
 * pages. Only the sampled tenants' pages are written (the full 1,000-tenant build is the scale
 * benchmark's); the maps are the build's own (scripts/deploy-config.ts) over the generated hosts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { checkConfig, startNginx, namedTenant, type RunningNginx } from './nginx-harness.ts';
import { tenantsMap, cspMap, deviceSyncMap } from '../../scripts/deploy-config.ts';
import { languagesMap } from '../../src/core/page-language.ts';
import { withPageTenant } from '../../src/core/page-tenant.ts';
import type { TenantIndex } from '../../src/core/tenant-host.ts';

const N = 1000;
const SAMPLE = 25;
const ROOT = process.cwd();
const id = (i: number) => `t${String(i).padStart(4, '0')}`;
/** A real-world long name: 84 characters, more than nginx's default map bucket holds. */
const LONG_HOST = `lucky-dragon-lottery-and-casino-games-official-mobile-site-for-players-${id(N - 1)}.example`;

function generatedIndex(): TenantIndex {
  const tenants = Array.from({ length: N }, (_, i) => ({
    id: id(i),
    // As merchants have them: www and m of a brand domain, a sub-domain of a shared one, and a
    // suffix entry (any sub-domain, and the bare domain).
    hosts: [
      `www.${id(i)}-lotto.example`,
      `m.${id(i)}-lotto.example`,
      `${id(i)}.play-games.example`,
      `.${id(i)}-club.example`,
    ],
  }));
  tenants[N - 1]!.hosts.push(LONG_HOST);
  return { defaultTenant: id(0), tenants };
}

/** A seeded generator, so that a failing sample can be drawn again (the seed is in the report). */
function sampler(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

const index = generatedIndex();
const seed = Number(process.env.NGINX_SAMPLE_SEED ?? Date.now() % 1_000_000);
const pick = sampler(seed);
const sampled = new Set([0, N - 1, ...Array.from({ length: SAMPLE }, () => pick(N))]);
let dist = '';
let nginx: RunningNginx | undefined;
/** Each tenant's page policy: one per tenant, as the build writes them (a marker per tenant here). */
const policy = (tenant: string) => `default-src 'self'; img-src 'self' https://img.${tenant}.example`;

test.beforeAll(() => {
  expect(LONG_HOST).toHaveLength(84);
  dist = mkdtempSync(join(tmpdir(), 'wl-scale-dist-'));
  const generic = readFileSync(join(ROOT, 'dist/index.html'), 'utf8');
  writeFileSync(join(dist, 'index.html'), generic);
  mkdirSync(join(dist, 'nginx'));
  writeFileSync(join(dist, 'nginx/tenants.map'), tenantsMap(index));
  writeFileSync(
    join(dist, 'nginx/languages.map'),
    languagesMap(Object.fromEntries(index.tenants.map((t) => [t.id, 'EN']))),
  );
  writeFileSync(
    join(dist, 'nginx/csp.map'),
    cspMap("default-src 'self'", Object.fromEntries(index.tenants.map((t) => [t.id, policy(t.id)]))) +
      // As the build writes it: the device-id sync page's policy per tenant (A4), in the same file.
      deviceSyncMap(Object.fromEntries(index.tenants.map((t) => [t.id, t.hosts]))),
  );
  // The sampled tenants' pages: their own index.html, and a home page, each naming the tenant.
  for (const i of sampled) {
    const named = { id: id(i), merchantCode: id(i).toUpperCase(), languages: ['EN'] };
    mkdirSync(join(dist, 'pages', id(i), 'EN/m'), { recursive: true });
    writeFileSync(join(dist, 'pages', id(i), 'index.html'), withPageTenant(generic, named));
    writeFileSync(
      join(dist, 'pages', id(i), 'EN/m/home.html'),
      withPageTenant(generic.replace('<div id="root"', `<div id="root" data-home="${id(i)}"`), named),
    );
  }
});

test.afterAll(() => {
  nginx?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test(`nginx -t loads ${N} tenants' host, language and policy maps with no warning; nginx's default map sizes could not`, () => {
  const { code, said } = checkConfig(dist);
  expect(said).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
  expect(code, said).toBe(0);
  expect(said).toContain('test is successful');
  // The configuration's map sizes are what makes it load: without them nginx stops at the long name.
  const bare = checkConfig(dist, (conf) => conf.replace(/^map_hash_(max_size|bucket_size) .*\n/gm, ''));
  expect(bare.code).not.toBe(0);
  expect(bare.said).toContain('could not build map_hash');
});

test(`a random sample of hosts (seed in the report) each gets its own tenant's pages and policy`, async () => {
  test.info().annotations.push({ type: 'sample seed', description: `NGINX_SAMPLE_SEED=${seed}` });
  nginx = await startNginx(dist);
  for (const i of sampled) {
    const t = index.tenants[i]!;
    const hosts = [
      ...t.hosts.map((h) => (h.startsWith('.') ? `play${h}` : h)),
      t.hosts.find((h) => h.startsWith('.'))!.slice(1), // a suffix entry matches its bare domain too
    ];
    for (const host of hosts) {
      const home = await nginx.get('/m/home', host);
      expect(home.status, host).toBe(200);
      const html = await home.text();
      expect(namedTenant(html), host).toBe(`${t.id} ${t.id.toUpperCase()}`);
      expect(html, host).toContain(`data-home="${t.id}"`);
      expect(home.headers.get('content-security-policy'), host).toBe(policy(t.id));
    }
    // Any other route: the tenant's own index.html.
    const other = await nginx.get('/m/vip', hosts[0]!);
    expect(namedTenant(await other.text()), hosts[0]).toBe(`${t.id} ${t.id.toUpperCase()}`);
  }
  expect(namedTenant(await (await nginx.get('/m/home', LONG_HOST)).text())).toBe(
    `${id(N - 1)} ${id(N - 1).toUpperCase()}`,
  );
  // A host no tenant claims: the generic page, naming none, with no tenant's policy.
  const unknown = await nginx.get('/m/home', 'www.nobody.example');
  expect(namedTenant(await unknown.text())).toBeNull();
  expect(unknown.headers.get('content-security-policy')).toBe("default-src 'self'");
});
