/**
 * The build's snippets for a static host (docs/deploy.md), written to dist/nginx/ after the pages:
 * tenants.map (which tenant a host gets, the same rule as src/core/tenant-host.ts), languages.map
 * (which language's page a request gets, src/core/page-language.ts) and csp.map
 * (each tenant's pages' Content-Security-Policy: the hashes of every inline script, style block
 * and style attribute the build wrote for it, and its merchant's third-party origins, as the
 * sandbox computes it; a host with no tenant gets the generic page's policy, no third party).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TenantIndex } from '../src/core/tenant-host.ts';
import { siteCsp, merchantOrigins } from '../server/security-headers.ts';
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

function nginxString(policy: string): string {
  if (/["\\$]/.test(policy)) throw new Error('the page policy cannot be written as an nginx string');
  return policy;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

export function writeDeployConfig(
  dist: string,
  merchants: Record<string, MerchantConfig>,
  defaultLanguages: Record<string, string>,
): void {
  const index = JSON.parse(readFileSync(join(dist, 'tenants/index.json'), 'utf8')) as TenantIndex;
  const generic = readFileSync(join(dist, 'index.html'), 'utf8');
  const byTenant: Record<string, string> = {};
  for (const { id } of index.tenants) {
    const dir = join(dist, 'pages', id);
    const pages = existsSync(dir) ? htmlFiles(dir).map((p) => readFileSync(p, 'utf8')) : [];
    const merchant = merchants[id];
    byTenant[id] = siteCsp([generic, ...pages].join('\n'), merchantOrigins(merchant ? [merchant] : []));
  }
  const out = join(dist, DEPLOY_DIR);
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'tenants.map'), tenantsMap(index));
  writeFileSync(join(out, 'languages.map'), languagesMap(defaultLanguages));
  writeFileSync(join(out, 'csp.map'), cspMap(siteCsp(generic, merchantOrigins([])), byTenant));
}
