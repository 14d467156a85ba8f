/**
 * The build's snippets for a static host (docs/deploy.md), written to dist/nginx/ after the pages
 * from one entry per published tenant (sites/<id>.json there: a publish writes its own only):
 * tenants.map (which tenant a host gets, the same rule as src/core/tenant-host.ts), languages.map
 * (which language's page a request gets, src/core/page-language.ts) and csp.map
 * (each tenant's pages' Content-Security-Policy: the hashes of every inline script, style block
 * and style attribute the build wrote for it, and its merchant's third-party origins, as the
 * sandbox computes it; a host with no tenant gets the generic page's policy, no third party).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantIndex } from '../src/core/tenant-host.ts';
import { siteCsp, merchantOrigins, deviceSyncCsp, tenantHostSources } from '../server/security-headers.ts';
import { languagesMap } from '../src/core/page-language.ts';
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';

export const DEPLOY_DIR = 'nginx';

/** nginx `map` with `hostnames`: exact names, then the longest `.suffix` (which also matches the bare domain). */
export function tenantsMap(index: TenantIndex): string {
  const lines = ['map $host $tenant {', '  hostnames;', '  default "";'];
  for (const local of ['localhost', '127.0.0.1']) lines.push(`  ${local} ${index.defaultTenant};`);
  for (const t of index.tenants) {
    const hosts = new Set([...t.hosts, `${t.id}.localhost`]);
    for (const h of hosts) lines.push(`  ${h} ${t.id};`);
  }
  lines.push('}');
  return `# Written by npm run build from the tenants' hosts (docs/deploy.md).\n${lines.join('\n')}\n`;
}

/** nginx `map` from the host's tenant to its pages' policy. */
export function cspMap(fallback: string, byTenant: Record<string, string>): string {
  const lines = [`  default "${nginxString(fallback)}";`];
  for (const [id, policy] of Object.entries(byTenant)) lines.push(`  ${id} "${nginxString(policy)}";`);
  return `# Written by npm run build: the pages' Content-Security-Policy (docs/deploy.md).\nmap $tenant $site_csp {\n${lines.join('\n')}\n}\n`;
}

/**
 * nginx `map` from the host's tenant to its device-id sync page's policy (A4): framed by that
 * tenant's hosts only; a host with no tenant, by no one. Written into csp.map beside the pages'.
 */
export function deviceSyncMap(byTenant: Record<string, readonly string[]>): string {
  const lines = [`  default "${nginxString(deviceSyncCsp([]))}";`];
  for (const [id, hosts] of Object.entries(byTenant))
    lines.push(`  ${id} "${nginxString(deviceSyncCsp(tenantHostSources(id, hosts)))}";`);
  return `map $tenant $device_sync_csp {\n${lines.join('\n')}\n}\n`;
}

function nginxString(policy: string): string {
  if (/["\\$]/.test(policy)) throw new Error('the page policy cannot be written as an nginx string');
  return policy;
}

/** What the static host's maps hold for one published tenant. */
export interface SiteEntry {
  hosts: string[];
  /** The language of its pages when the request names none it has. */
  language: string;
  /** Its pages' Content-Security-Policy. */
  csp: string;
  /**
   * The policy of the pages this publish replaced, when it differs: the map allows both, so that a
   * static host reloaded before the switch (tenant publish --reload) serves the old pages and the
   * new ones alike. Only one publish back: the entry's own policy is `csp`.
   */
  previousCsp?: string;
  /** What its pages were rendered from (tenant publish compares it to skip an unchanged tenant). */
  inputs?: string;
  /** The release of its pages (`.releases/pages/<id>/<print>`, cli/lib/releases.ts) the policy is of. */
  pages?: string;
}

/**
 * Two policies as one that allows what either allows: each directive's sources, the first
 * policy's in its order, then the second's it lacks. (Both are written by siteCsp: the same
 * directives; 'none' stays only where neither allows anything else.)
 */
export function unitePolicies(a: string, b: string): string {
  const parse = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name!, sources]),
    );
  const [first, second] = [parse(a), parse(b)];
  for (const [name, sources] of second) {
    const all = [...new Set([...(first.get(name) ?? []), ...sources])];
    first.set(name, all.length > 1 ? all.filter((x) => x !== "'none'") : all);
  }
  return [...first].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy the static host sends with a tenant's pages. */
export const mappedPolicy = (e: SiteEntry): string => (e.previousCsp ? unitePolicies(e.csp, e.previousCsp) : e.csp);

/** The entries the maps are written from, one file per published tenant (never served). */
export const SITES_DIR = 'sites';

/**
 * A tenant's entry: its pages' policy (the hashes of every inline script, style block and style
 * attribute in them and in the generic page, and its merchant's third-party origins).
 */
export function siteEntry(
  generic: string,
  hosts: string[],
  pages: string[],
  merchant: MerchantConfig | undefined,
  language: string,
  deviceHost?: string,
): SiteEntry {
  const allow = merchantOrigins(merchant ? [merchant] : [], [], deviceHost);
  return { hosts, language, csp: siteCsp([generic, ...pages].join('\n'), allow) };
}

/** Writes a file only when its bytes change (a publish leaves the maps of a tenant it did not change as they were). */
export function writeIfChanged(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
  return true;
}

/**
 * The maps, from every published tenant's entry: `replace` (a full build) writes them from
 * `changed` alone; otherwise (one merchant published) `changed` replaces those tenants' entries
 * and every other tenant's stays as the last publish wrote it, so no other merchant's pages are
 * read or rendered again. Says whether a map changed: the static host must then be reloaded
 * (until it is, it sends the tenant's pages with its old policy and host list).
 */
export function writeDeployConfig(
  dist: string,
  changed: Record<string, SiteEntry>,
  options: { replace: boolean },
): { reloadNeeded: boolean } {
  const index = JSON.parse(readFileSync(join(dist, 'tenants/index.json'), 'utf8')) as TenantIndex;
  const generic = readFileSync(join(dist, 'index.html'), 'utf8');
  const out = join(dist, DEPLOY_DIR);
  mkdirSync(out, { recursive: true });
  const entries = join(out, SITES_DIR);
  mkdirSync(entries, { recursive: true });
  const known = new Set(index.tenants.map((t) => t.id));
  // Each tenant's entry is its own file: a publish (or a shard of a full build) writes only its
  // tenants', and the maps are written from all of them.
  for (const [id, entry] of Object.entries(changed))
    if (known.has(id)) writeIfChanged(join(entries, `${id}.json`), JSON.stringify(entry));
  for (const name of readdirSync(entries)) {
    // (Another publish's file being written, x.json.tmp-<pid>, is not an entry yet.)
    const id = /^([a-z0-9-]+)\.json$/.exec(name)?.[1];
    if (!id) continue;
    // A full build keeps only what it rendered; any publish drops a tenant no longer in the build.
    if (!known.has(id) || (options.replace && !changed[id])) rmSync(join(entries, name), { force: true });
  }
  const sites: Record<string, SiteEntry> = {};
  // In the build's order.
  for (const { id } of index.tenants) {
    const path = join(entries, `${id}.json`);
    if (existsSync(path)) sites[id] = JSON.parse(readFileSync(path, 'utf8')) as SiteEntry;
  }
  const hosts = writeIfChanged(
    join(out, 'tenants.map'),
    tenantsMap({
      defaultTenant: index.defaultTenant,
      tenants: Object.entries(sites).map(([id, e]) => ({ id, hosts: e.hosts })),
    }),
  );
  const languages = writeIfChanged(
    join(out, 'languages.map'),
    languagesMap(Object.fromEntries(Object.entries(sites).map(([id, e]) => [id, e.language]))),
  );
  const policy = writeIfChanged(
    join(out, 'csp.map'),
    cspMap(
      siteCsp(generic, merchantOrigins([])),
      Object.fromEntries(Object.entries(sites).map(([id, e]) => [id, mappedPolicy(e)])),
    ) + deviceSyncMap(Object.fromEntries(Object.entries(sites).map(([id, e]) => [id, e.hosts]))),
  );
  // nginx reads the maps when it starts or reloads: until then it serves the old ones.
  return { reloadNeeded: hosts || languages || policy };
}
