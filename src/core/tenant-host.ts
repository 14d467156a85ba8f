/** Which tenant a host belongs to, and the affiliate code the host carries (A2). */
export interface TenantIndex {
  defaultTenant: string;
  tenants: { id: string; hosts: string[] }[];
}

/** The loopback names plain localhost is reached by: they serve the default tenant. */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'] as const;
const LOCAL = new Set<string>(LOCAL_HOSTS);

/**
 * Exact host names win over suffixes (".example.com" matches any sub-domain), the longest suffix
 * wins; <id>.localhost always reaches tenant <id>; plain localhost serves the default tenant.
 */
export function tenantForHost(index: TenantIndex, rawHost: string): string | undefined {
  const host = rawHost.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const exact = index.tenants.find((t) => t.hosts.includes(host));
  if (exact) return exact.id;
  let best: { id: string; len: number } | undefined;
  for (const t of index.tenants) {
    for (const h of t.hosts) {
      if (h.startsWith('.') && (host.endsWith(h) || host === h.slice(1)) && h.length > (best?.len ?? 0))
        best = { id: t.id, len: h.length };
    }
  }
  if (best) return best.id;
  const m = /^([a-z0-9-]+)\.localhost$/.exec(host);
  if (m && index.tenants.some((t) => t.id === m[1])) return m[1];
  if (LOCAL.has(host)) return index.defaultTenant;
  return undefined;
}

/** A2: "derived from the first label of the host name; if there is none it is www, and the label preview maps to www." */
export function affiliateCodeFromHost(rawHost: string): string {
  const host = rawHost.toLowerCase().replace(/:\d+$/, '');
  const labels = host.split('.');
  const first = labels.length > 1 ? labels[0]! : '';
  if (!first || first === 'preview' || /^\d+$/.test(first)) return 'www';
  return first;
}
