/**
 * What the third-party sign-in stand-ins share: their pages (a tester picks one of the tenant's
 * test users), and which tenant an origin belongs to (a provider only sends a player back to a
 * site registered with it).
 */
import type { Context } from 'hono';
import { resolveTenant } from '../../src/core/tooling/tenant-files.ts';
import { tenantForHost } from '../../src/core/tenant-host.ts';
import { standInCsp } from '../security-headers.ts';
import type { Deps } from '../context.ts';
import type { SandboxTenant } from '../tenants.ts';
import type { SandboxIdentity } from '../../src/core/schema/sandbox.ts';

export const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
/** JSON for an inline script: no "</script>" or "<!--" can end it early. */
export const inlineJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const STYLE =
  'body{font:16px system-ui,sans-serif;margin:0;background:#f4f6f8;color:#17212b}main{max-width:420px;margin:0 auto;padding:24px}h1{font-size:20px}.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px #0002}button{display:block;width:100%;margin:8px 0;padding:12px;border:0;border-radius:8px;font:inherit;cursor:pointer;background:var(--c);color:#fff}p.note{color:#5b6470;font-size:14px}';

export function standInPage(
  c: Context,
  o: { title: string; colour: string; body: string; script?: string; status?: 200 | 400; framedBy?: string },
) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(o.title)}</title><style>${STYLE}</style></head><body style="--c:${o.colour}"><main>${o.body}</main>${o.script ? `<script>${o.script}</script>` : ''}</body></html>`;
  c.header('Content-Security-Policy', standInCsp(html, o.framedBy ? [o.framedBy] : undefined));
  c.header('Cache-Control', 'no-store');
  // A popup page that talks to its opener on another origin: no opener isolation.
  c.header('Cross-Origin-Opener-Policy', 'unsafe-none');
  return c.html(html, o.status ?? 200);
}

export const errorPage = (c: Context, title: string, colour: string, message: string) =>
  standInPage(c, { title, colour, status: 400, body: `<h1>${esc(title)}</h1><p class="card">${esc(message)}</p>` });

/** Hidden inputs carrying the request's parameters to the confirm step. */
export const hidden = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');

/** The test users of a provider as buttons of one form (name="user"). */
export function userButtons(users: SandboxIdentity[], hiddenFields: string, action: string): string {
  if (!users.length)
    return '<p class="card">This tenant has no test users for this sign-in (sandbox.json identities).</p>';
  return `<form method="post" action="${esc(action)}" class="card">${hiddenFields}${users
    .map(
      (u) =>
        `<button type="submit" name="user" value="${esc(u.id)}">${esc([u.firstName, u.lastName].filter(Boolean).join(' '))}${u.boundTo ? '' : ' (new)'}</button>`,
    )
    .join('')}</form>`;
}

/** The tenant a site origin belongs to (its hosts, <id>.localhost, its merchant domains), if any. */
export function tenantOfOrigin(deps: Deps, origin: string | undefined): SandboxTenant | undefined {
  let host: string;
  try {
    const u = new URL(origin ?? '');
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return undefined;
    host = u.host;
  } catch {
    return undefined;
  }
  const all = deps.tenants.all();
  const id = tenantForHost(
    {
      defaultTenant: '',
      tenants: all.map((t) => ({
        id: t.id,
        hosts: [
          ...((resolveTenant(t.id).doc.hosts as string[] | undefined) ?? []),
          ...deps.tenants.merchantConfig(t).domainRoute.domainList.map((d) => d.domainName.toLowerCase()),
        ],
      })),
    },
    host,
  );
  return all.find((t) => t.id === id);
}

export const identitiesOf = (t: SandboxTenant, provider: SandboxIdentity['provider']) =>
  t.data.identities.filter((i) => i.provider === provider);

export async function formBody(c: Context): Promise<Record<string, string>> {
  const b = await c.req.parseBody().catch(() => ({}));
  return Object.fromEntries(Object.entries(b).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
}
