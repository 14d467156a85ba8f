/**
 * Where the pre-render's merchant config and page data come from (scripts/prerender.tsx): the
 * sandbox in the same process, or a WPS back end over HTTP, read only with GET, as a visitor.
 */
import type { MerchantConfig } from '../src/core/schema/merchant-config.ts';
import { createSandbox } from '../server/app.ts';
import { TenantRegistry } from '../server/tenants.ts';

/** The loads a render asked the page for, run; one that fails is left out (the page shows it loading). */
export async function fetchPageData(
  loads: Map<string, () => Promise<unknown>>,
  skipped: (key: string, e: Error) => void,
): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const [key, load] of loads)
    await load().then(
      (value) => (data[key] = value),
      (e: Error) => skipped(key, e),
    );
  return data;
}

/** Where the pages' merchant config and data come from. */
export interface Backend {
  fetch: typeof fetch;
  close(): Promise<void>;
  /** The merchant config the page policy's third parties come from, when not the status answer. */
  policyConfig?: (tenantId: string) => MerchantConfig | undefined;
}

/**
 * The sandbox in this process, as the back end the pages' data comes from (no port: its fetch is
 * called directly). Requests are rebuilt as Node's own: the page's globals are happy-dom's.
 */
export function sandboxFetch(Req: typeof Request, only?: string[]): Backend {
  // Only the merchants rendered: a publish of one among a thousand reads one sandbox.json.
  const { app, deps, close } = createSandbox({
    controls: false,
    memory: true,
    tenants: new TenantRegistry(undefined, only),
  });
  return {
    // The merchant's own third parties, as the sandbox's own page policy takes them: its status
    // answer points the ad pixels at its stand-ins instead (tests never reach the networks).
    policyConfig: (id) => {
      const t = deps.tenants.byId(id);
      return t ? deps.tenants.merchantConfig(t) : undefined;
    },
    fetch: (async (input: Request | string | URL, init?: RequestInit) => {
      const request = typeof input === 'string' || input instanceof URL ? null : input;
      const method = init?.method ?? request?.method ?? 'GET';
      // A page holds what a visitor reads: a load that would change something has no place here.
      if (method !== 'GET') throw new Error(`a page's data is read with GET, not ${method}`);
      const headers: [string, string][] = [];
      (init?.headers ? new Headers(init.headers) : request?.headers)?.forEach((v, k) => headers.push([k, v]));
      return app.fetch(new Req(request?.url ?? String(input), { method, headers }));
    }) as typeof fetch,
    close: async () => {
      await close();
    },
  };
}

/**
 * A WPS back end at `base` (the merchant's, or a sandbox on a port) as the pages' data source:
 * each GET the render makes goes there with the visitor's headers, and the tenant's host as Host
 * (a back end that writes the host into its answers writes the tenant's). Node's own fetch: the
 * page's globals are happy-dom's.
 */
export function httpBackend(base: string, nodeFetch: typeof fetch): Backend {
  const origin = new URL(base);
  return {
    fetch: (async (input: Request | string | URL, init?: RequestInit) => {
      const request = typeof input === 'string' || input instanceof URL ? null : input;
      const method = init?.method ?? request?.method ?? 'GET';
      if (method !== 'GET') throw new Error(`a page's data is read with GET, not ${method}`);
      const asked = new URL(request?.url ?? String(input));
      const headers: [string, string][] = [['Host', asked.host]];
      (init?.headers ? new Headers(init.headers) : request?.headers)?.forEach((v, k) => headers.push([k, v]));
      return nodeFetch(new URL(asked.pathname + asked.search, origin), { method, headers });
    }) as typeof fetch,
    close: async () => {},
  };
}
