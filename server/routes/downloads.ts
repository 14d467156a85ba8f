/**
 * Stand-ins for the merchants' app files (sandbox only): a site-relative download link of a tenant
 * (`/downloads/<name>.apk|ipa|mobileconfig` in its resources) answers a small file of that kind,
 * so the download bar and page lead somewhere. A real deploy puts the merchant's files there.
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';

const TYPES: Record<string, string> = {
  apk: 'application/vnd.android.package-archive',
  ipa: 'application/octet-stream',
  mobileconfig: 'application/x-apple-aspen-config',
};

export function downloadRoutes(app: Hono<Env>, deps: Deps) {
  app.get('/downloads/:file', (c) => {
    const file = c.req.param('file');
    const ext = file.split('.').pop() ?? '';
    const path = `/downloads/${file}`;
    const owner = deps.tenants.all().find((t) => deps.tenants.merchantConfig(t).resources.some((r) => r.url === path));
    if (!owner || !TYPES[ext]) return c.text('Not found', 404);
    c.header('Content-Type', TYPES[ext]);
    c.header('Content-Disposition', `attachment; filename="${file}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(`Sandbox stand-in for ${owner.merchantCode}'s ${ext} file (${path}).\n`);
  });
}
