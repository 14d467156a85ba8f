/**
 * Stand-ins for the merchants' app files (sandbox only): a site-relative download link of a tenant
 * (`/downloads/<name>.apk|ipa|mobileconfig` in its resources) answers a small file of that kind,
 * so the download bar and page lead somewhere. A real deploy puts the merchant's files there. The
 * IOS link, a store listing for a real merchant (`https://apps.apple.com/app/id...`), is in the
 * demo tenants a site-relative `/downloads/<name>` without an extension: a listing page stands in
 * for the store's (issue 52: an invented store id is a dead link).
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { webclipStartPath } from '../../src/core/download.ts';
import type { MerchantConfig } from '../../src/core/schema/merchant-config.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An iOS configuration profile with one web clip (unsigned: the sandbox's; a merchant signs its
 * own): the home-screen icon opens `url` full screen.
 */
export function webClipProfile(merchant: string, url: string): string {
  const id = `sandbox.whitelabel.${merchant.toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadIdentifier</key><string>${xml(id)}.webclip</string>
      <key>PayloadUUID</key><string>${uuid(2)}</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>Label</key><string>${xml(merchant)}</string>
      <key>URL</key><string>${xml(url)}</string>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(merchant)}</string>
  <key>PayloadIdentifier</key><string>${xml(id)}</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${uuid(1)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

/** The store listing's stand-in: the app's name, icon and description as the merchant configured them. */
function storeListing(m: MerchantConfig, ios: string): string {
  const t = m.mobileTemplate;
  const name = t.pwa || m.merchantCode;
  const icon = t.apple_touch_icon ? `<img src="${xml(t.apple_touch_icon)}" alt="" width="96" height="96">` : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xml(name)} on the App Store (sandbox stand-in)</title>
<style>
body{font:16px/1.45 system-ui,sans-serif;margin:0;color:#1d1d1f;background:#fff}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
header{display:flex;gap:1rem;align-items:center}
img{border-radius:22%;box-shadow:0 1px 4px #0003}
h1{font-size:1.4rem;margin:0}
.sub{color:#6e6e73;margin:.2rem 0}
.get{display:inline-block;margin-top:.5rem;padding:.35rem 1.3rem;border-radius:1rem;background:#0071e3;color:#fff;text-decoration:none;font-weight:600}
.note{margin-top:1.5rem;padding:.75rem;border-radius:.5rem;background:#f5f5f7;font-size:.9rem}
</style></head>
<body><main>
<header>${icon}<div><h1>${xml(name)}</h1><p class="sub">Games · 5.0 ★ · Free</p>
<a class="get" href="/m/home">Open ${xml(name)}</a></div></header>
<p>${xml(t.app_desc || '')}</p>
<p class="note" role="note">This page stands in for ${xml(name)}'s App Store listing in the sandbox
(the merchant's IOS link <code>${xml(ios)}</code>). A real merchant's IOS link is its App Store
address, and the store opens there.</p>
</main></body></html>
`;
}

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
    if (!owner) return c.text('Not found', 404);
    const config = deps.tenants.merchantConfig(owner);
    if (!file.includes('.') && config.resources.some((r) => r.url === path && r.resourceType === 'IOS')) {
      c.header('Cache-Control', 'no-store');
      c.header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'",
      );
      return c.html(storeListing(config, path));
    }
    if (!TYPES[ext]) return c.text('Not found', 404);
    c.header('Content-Type', TYPES[ext]);
    c.header('Content-Disposition', `attachment; filename="${file}"`);
    c.header('Cache-Control', 'no-store');
    if (ext === 'mobileconfig') {
      // The site opened from the page's own host and scheme, marked as the web clip (A5 WEBCLIP).
      const proto = new URL(c.req.url).protocol;
      const start = `${proto}//${c.req.header('Host') ?? new URL(c.req.url).host}${webclipStartPath()}`;
      return c.body(webClipProfile(owner.merchantCode, start));
    }
    return c.body(`Sandbox stand-in for ${owner.merchantCode}'s ${ext} file (${path}).\n`);
  });
}
