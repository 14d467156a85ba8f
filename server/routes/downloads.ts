/**
 * Stand-ins for the merchants' app files (sandbox only): a site-relative download link of a tenant
 * (`/downloads/<name>.apk|ipa|mobileconfig` in its resources) answers a small file of that kind,
 * so the download bar and page lead somewhere. A real deploy puts the merchant's files there.
 */
import type { Hono } from 'hono';
import type { Deps, Env } from '../context.ts';
import { webclipStartPath } from '../../src/core/download.ts';

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
    if (ext === 'mobileconfig') {
      // The site opened from the page's own host and scheme, marked as the web clip (A5 WEBCLIP).
      const proto = new URL(c.req.url).protocol;
      const start = `${proto}//${c.req.header('Host') ?? new URL(c.req.url).host}${webclipStartPath()}`;
      return c.body(webClipProfile(owner.merchantCode, start));
    }
    return c.body(`Sandbox stand-in for ${owner.merchantCode}'s ${ext} file (${path}).\n`);
  });
}
